import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// Every repository path the docs name in backticks (`server/core/audit.ts`) must exist, so a
// file that moves or is split cannot leave a doc pointing at nothing.

const ROOT = path.resolve(import.meta.dirname, "..");

const PREFIXES = [
  "app/",
  "server/",
  "shared/",
  "scripts/",
  "e2e/",
  "bench/",
  "eslint-rules/",
  "docs/",
];

/**
 * Paths the docs name on purpose though no such file exists: the worked example of
 * docs/architecture.md "How to add a back-office screen", and a file decision 009
 * records as removed.
 */
const HYPOTHETICAL = new Set([
  "shared/schemas/volunteer.ts",
  "server/modules/volunteers/",
  "server/modules/volunteers/index.server.ts",
  "app/routes/admin/volunteers.tsx",
  "app/features/admin-volunteers/",
  "app/lib/json-action.server.ts",
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(rel);
    return entry.name.endsWith(".md") ? [rel] : [];
  });
}

/** Inline code spans outside fenced blocks. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());
}

/** A glob, a placeholder or a shortened path names a pattern, not a file. */
function isPattern(ref: string): boolean {
  return /[*<>{}…]/.test(ref) || ref.includes("...");
}

/** A folder counts only while it holds a file: a moved folder can leave an empty one behind. */
function holdsAFile(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) => entry.isFile() || (entry.isDirectory() && holdsAFile(path.join(dir, entry.name))),
  );
}

function exists(ref: string): boolean {
  const file = path.join(ROOT, ref);
  // An import specifier (`server/core/index.server`) names the file without its extension.
  return [file, `${file}.ts`, `${file}.tsx`].some(
    (candidate) =>
      existsSync(candidate) && (!statSync(candidate).isDirectory() || holdsAFile(candidate)),
  );
}

test("every repository path named in the docs exists", () => {
  const missing: string[] = [];
  for (const doc of ["README.md", ...markdownFiles("docs")]) {
    for (const span of codeSpans(readFileSync(path.join(ROOT, doc), "utf8"))) {
      const ref = span.replace(/^\.\//, "");
      if (!PREFIXES.some((prefix) => ref.startsWith(prefix))) continue;
      if (/\s/.test(ref) || isPattern(ref) || HYPOTHETICAL.has(ref)) continue;
      if (!exists(ref)) missing.push(`${doc}: ${ref}`);
    }
  }
  expect(missing).toEqual([]);
});
