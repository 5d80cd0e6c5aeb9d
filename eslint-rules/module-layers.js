// homefront/module-layers: server/ is stacked in layers that import one way
// (docs/architecture.md "Modules"):
//
//   composition (server/index.ts, app.ts, boot.ts, api/, jobs/, seed/, ...)
//   areas, server/modules/<area>/, each above the ones before it in the order
//   server/core/, cross-cutting pieces every area uses
//   infrastructure (server/db, http, mail, storage, auth, payments)
//
// Each area and core has one public entry, index.server.ts: what it exports is
// all other code may rely on, so the files behind it can be split, merged or
// renamed without touching a caller. An area imports only areas below it, so no
// two areas lean on each other and each can be read and tested with only what
// lies beneath it. Test helpers (server/test, app/test, *.test files) never reach
// production code, where they would ship and run.
//
// Like homefront/no-import-cycle, every edge TypeScript sees counts: value and
// type imports, re-exports, import(). A type import ties an area to another's
// internals as surely as a value import does.
import path from "node:path";
import ts from "typescript";

const ENTRY_FILE = /^index\.server\.[cm]?[jt]sx?$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const DOCS = 'docs/architecture.md "Modules"';

const specifiers = (text) => ts.preProcessFile(text, true, true).importedFiles;

/**
 * Where a file sits in the layers, from its path relative to the project root (with /).
 * @returns {{ layer: "test" | "area" | "core" | "infrastructure" | "other", area?: string, folder?: string, entry?: boolean }}
 */
function placeOf(relative, infrastructure) {
  const parts = relative.split("/");
  if (
    TEST_FILE.test(parts[parts.length - 1]) ||
    ((parts[0] === "server" || parts[0] === "app") && parts[1] === "test")
  ) {
    return { layer: "test" };
  }
  if (parts[0] !== "server") return { layer: "other" };
  if (parts[1] === "modules" && parts.length > 3) {
    return {
      layer: "area",
      area: parts[2],
      entry: parts.length === 4 && ENTRY_FILE.test(parts[3]),
    };
  }
  if (parts[1] === "core" && parts.length > 2) {
    return { layer: "core", entry: parts.length === 3 && ENTRY_FILE.test(parts[2]) };
  }
  if (infrastructure.includes(parts[1]) && parts.length > 2) {
    return { layer: "infrastructure", folder: parts[1] };
  }
  return { layer: "other" };
}

export default {
  meta: {
    type: "problem",
    docs: {
      description:
        "Keep server/ layered: areas and core reached through their entry, areas importing only areas below them, core and infrastructure importing no area, production importing no test code.",
    },
    schema: [
      {
        type: "object",
        properties: {
          areas: {
            type: "array",
            items: { type: "string" },
            uniqueItems: true,
            minItems: 1,
            description: "the folders of server/modules, bottom to top",
          },
          infrastructure: {
            type: "array",
            items: { type: "string" },
            uniqueItems: true,
            description: "the folders of server/ below core and every area",
          },
        },
        required: ["areas", "infrastructure"],
        additionalProperties: false,
      },
    ],
    messages: {
      testCode:
        "Production code does not import test code ({{target}}): server/test, app/test and *.test files are for tests only. Move what production needs into production code.",
      throughEntry:
        "Import {{folder}} through its entry, index.server.ts: {{target}} is internal to it. Export what you need from the entry ({{docs}}).",
      ownEntry:
        "Inside {{folder}}, import the file itself, not {{folder}}/index.server.ts: the entry is for other code ({{docs}}).",
      upward:
        "server/modules/{{from}} imports server/modules/{{to}}, which is not below it: an area imports only the areas before it in the order {{order}} ({{docs}}). Move what it needs from server/modules/{{to}} down to server/modules/{{from}} or below, or let server/modules/{{to}} call server/modules/{{from}} instead.",
      unknownArea:
        'server/modules/{{area}} is not in the order of areas: add it to the "areas" option of homefront/module-layers in eslint.config.js ({{docs}}).',
      coreImportsArea:
        "server/core imports no area (it imports server/modules/{{to}}): core sits below every area ({{docs}}). Move the piece into core, or have the area pass it in.",
      infrastructureImportsLayer:
        "server/{{folder}} is infrastructure, below server/core and every area, so it does not import {{to}} ({{docs}}). Move the piece into server/{{folder}}, or have the caller pass it in.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const [resolver] = context.settings["import-x/resolver-next"] ?? [];
    if (!resolver) {
      throw new Error(
        "homefront/module-layers resolves through settings['import-x/resolver-next'].",
      );
    }
    const { areas, infrastructure } = context.options[0];
    const root = context.cwd + path.sep;
    const relativeOf = (absolute) => path.relative(context.cwd, absolute).split(path.sep).join("/");

    const from = placeOf(relativeOf(file), infrastructure);
    // Test code may reach into anything it sets up or checks.
    if (from.layer === "test") return {};

    /** The project file `source` names, relative to the root; null for packages, built-ins, the unresolved. */
    function resolveInProject(source) {
      const resolved = resolver.resolve(source, file);
      const target = resolved.found ? resolved.path : null;
      const inProject =
        target?.startsWith(root) && !target.includes(`${path.sep}node_modules${path.sep}`);
      return inProject ? relativeOf(target) : null;
    }

    /** The message for one import from this file, or null when the layers allow it. */
    function problemOf(target) {
      const to = placeOf(target, infrastructure);
      if (to.layer === "test") return { messageId: "testCode", data: { target } };

      if (to.layer === "area" && !areas.includes(to.area)) {
        return { messageId: "unknownArea", data: { area: to.area, docs: DOCS } };
      }

      if (from.layer === "infrastructure" && (to.layer === "core" || to.layer === "area")) {
        const layer = to.layer === "core" ? "server/core" : `server/modules/${to.area}`;
        return {
          messageId: "infrastructureImportsLayer",
          data: { folder: from.folder, to: layer, docs: DOCS },
        };
      }
      if (from.layer === "core" && to.layer === "area") {
        return { messageId: "coreImportsArea", data: { to: to.area, docs: DOCS } };
      }
      if (from.layer === "area" && to.layer === "area" && from.area !== to.area) {
        if (areas.indexOf(to.area) > areas.indexOf(from.area)) {
          return {
            messageId: "upward",
            data: { from: from.area, to: to.area, order: areas.join(" → "), docs: DOCS },
          };
        }
      }

      const sameFolder =
        (to.layer === "core" && from.layer === "core") ||
        (to.layer === "area" && from.layer === "area" && from.area === to.area);
      if (to.layer === "area" || to.layer === "core") {
        const folder = to.layer === "core" ? "server/core" : `server/modules/${to.area}`;
        if (!sameFolder && !to.entry) {
          return { messageId: "throughEntry", data: { folder, target, docs: DOCS } };
        }
        if (sameFolder && to.entry && !from.entry) {
          return { messageId: "ownEntry", data: { folder, docs: DOCS } };
        }
      }
      return null;
    }

    return {
      Program(program) {
        const { sourceCode } = context;
        // A new area has no place in the order until it is given one: say so once, not per import.
        if (from.layer === "area" && !areas.includes(from.area)) {
          context.report({
            node: program,
            messageId: "unknownArea",
            data: { area: from.area, docs: DOCS },
          });
          return;
        }
        for (const ref of specifiers(sourceCode.text)) {
          const target = resolveInProject(ref.fileName);
          if (!target) continue;
          const problem = problemOf(target);
          if (!problem) continue;
          context.report({
            loc: {
              start: sourceCode.getLocFromIndex(ref.pos),
              end: sourceCode.getLocFromIndex(ref.end),
            },
            ...problem,
          });
        }
      },
    };
  },
};
