// homefront/no-import-cycle: a module may not import a module that imports it
// back, directly or through others (docs/architecture.md "Layout").
//
// import-x/no-cycle leaves out `import type` edges by design, and every cycle
// this code base had ran through one; a circle of types still ties modules
// together so that none can be read, moved or tested alone. So this rule counts
// every edge TypeScript sees: value and type imports, re-exports, import().
//
// Imports are read with ts.preProcessFile (a scanner, no parse) and resolved
// with the resolver import-x is configured with; a file's edges are cached
// until its mtime changes, so a whole run reads each file once.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const edgesCache = new Map();

const specifiers = (text) => ts.preProcessFile(text, true, true).importedFiles;

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles, type-only imports included." },
    schema: [
      {
        type: "object",
        properties: {
          ignore: {
            type: "array",
            items: { type: "string" },
            description: "folders (from cwd) left out of the graph",
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{route}}. Move the piece both sides need so the imports point one way (docs/architecture.md "Layout").',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const [resolver] = context.settings["import-x/resolver-next"] ?? [];
    if (!resolver) {
      throw new Error(
        "homefront/no-import-cycle resolves through settings['import-x/resolver-next'].",
      );
    }
    const root = context.cwd + path.sep;
    const ignored = (context.options[0]?.ignore ?? []).map(
      (folder) => path.join(context.cwd, folder) + path.sep,
    );

    /** The project file `source` names from `from`; null for packages, built-ins, the unresolved. */
    function resolveInProject(source, from) {
      const resolved = resolver.resolve(source, from);
      const target = resolved.found ? resolved.path : null;
      const inProject =
        target?.startsWith(root) &&
        !target.includes(`${path.sep}node_modules${path.sep}`) &&
        !ignored.some((folder) => target.startsWith(folder));
      return inProject ? target : null;
    }

    // Modules whose cached edges were checked against the disk while linting this file.
    const fresh = new Set();
    function importsOf(module) {
      const cached = edgesCache.get(module);
      if (cached && fresh.has(module)) return cached.imports;
      let mtimeMs;
      try {
        mtimeMs = statSync(module).mtimeMs;
      } catch {
        return [];
      }
      fresh.add(module);
      if (cached?.mtimeMs === mtimeMs) return cached.imports;
      const imports = specifiers(readFileSync(module, "utf8"))
        .map((ref) => resolveInProject(ref.fileName, module))
        .filter((target) => target !== null);
      edgesCache.set(module, { mtimeMs, imports });
      return imports;
    }

    // Modules already searched without finding a way back to this file.
    const deadEnds = new Set();
    /** The shortest chain of imports from `start` back to this file, or null. */
    function routeBack(start) {
      if (deadEnds.has(start)) return null;
      const cameFrom = new Map([[start, null]]);
      const queue = [start];
      for (let i = 0; i < queue.length; i++) {
        for (const next of importsOf(queue[i])) {
          if (next === file) {
            const route = [];
            for (let at = queue[i]; at; at = cameFrom.get(at)) route.unshift(at);
            return route;
          }
          if (cameFrom.has(next) || deadEnds.has(next)) continue;
          cameFrom.set(next, queue[i]);
          queue.push(next);
        }
      }
      for (const module of queue) deadEnds.add(module);
      return null;
    }

    return {
      Program() {
        const { sourceCode } = context;
        for (const ref of specifiers(sourceCode.text)) {
          const target = resolveInProject(ref.fileName, file);
          if (!target || target === file) continue;
          const route = routeBack(target);
          if (!route) continue;
          context.report({
            loc: {
              start: sourceCode.getLocFromIndex(ref.pos),
              end: sourceCode.getLocFromIndex(ref.end),
            },
            messageId: "cycle",
            data: {
              route: [file, ...route, file].map((p) => path.relative(context.cwd, p)).join(" → "),
            },
          });
        }
      },
    };
  },
};
