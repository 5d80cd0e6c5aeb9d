// The repository's production source files, for tests that keep a rule with one
// owner: such a test lists the files outside the owner that copy it again.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every .ts/.tsx file under `dirs` (repository-relative), tests and test helpers left out. */
export function productionSources(dirs: string[] = ["app", "server", "shared"]) {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "test" && entry.name !== "node_modules") walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const relative = path.relative(ROOT, full).split(path.sep).join("/");
        files.push({ path: relative, text: readFileSync(full, "utf8") });
      }
    }
  };
  for (const dir of dirs) walk(path.join(ROOT, dir));
  return files;
}

/** The files among `productionSources(dirs)` whose text matches `pattern`, less `allowed`. */
export function filesMatching(pattern: RegExp, allowed: string[], dirs?: string[]) {
  return productionSources(dirs)
    .filter((file) => !allowed.includes(file.path) && pattern.test(file.text))
    .map((file) => file.path);
}
