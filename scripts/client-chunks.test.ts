import { describe, expect, test } from "vitest";
import {
  FRAMEWORK,
  FRAMEWORK_CHUNKS,
  ICONS,
  radixPartsTaken,
  uiChunk,
  type ModuleGraph,
} from "./client-chunks";

const ROOT = "/repo";
const nm = (p: string) => `${ROOT}/node_modules/${p}`;
const app = (p: string) => `${ROOT}/app/${p}`;
const route = (p: string) => `${app(`routes/${p}`)}?__react-router-build-client-route`;

/** A graph from `importer -> imported` lists, with optional module code. */
function graphOf(edges: Record<string, string[]>, code: Record<string, string> = {}): ModuleGraph {
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flat()]);
  return {
    getModuleInfo(id) {
      if (!ids.has(id)) return null;
      return {
        code: code[id] ?? "",
        importedIds: edges[id] ?? [],
        importers: Object.entries(edges)
          .filter(([, deps]) => deps.includes(id))
          .map(([importer]) => importer),
      };
    },
  };
}

const react = nm("react/index.js");
const cn = app("lib/cn.ts");
const twMerge = nm("tailwind-merge/dist/bundle-mjs.mjs");
const button = app("components/ui/button.tsx");
const dialog = app("components/ui/dialog.tsx");
const radix = nm("radix-ui/dist/index.mjs");
const zod = nm("zod/v4/classic/schemas.js");
const form = app("features/donate/donation-form.tsx");
const hero = app("components/page/hero-banner.tsx");
const contactInfo = app("features/contact/contact-info.tsx");
const sortable = app("components/admin/use-sortable-sensors.ts");

const graph = graphOf(
  {
    [app("root.tsx")]: [react, cn],
    [route("home.tsx")]: [hero, button],
    [route("events.tsx")]: [hero, button, dialog],
    [route("donate.tsx")]: [form],
    [route("contact.tsx")]: [contactInfo],
    [route("admin/messages.tsx")]: [contactInfo, sortable],
    [route("admin/team.tsx")]: [sortable, form],
    [hero]: [cn, react],
    [button]: [radix, cn],
    [dialog]: [radix, cn],
    [form]: [zod, button],
    [cn]: [twMerge],
  },
  {
    [button]: `import { Slot } from "radix-ui";`,
    [dialog]: `import { Dialog as DialogPrimitive } from "radix-ui";`,
  },
);

describe("browser chunks", () => {
  test("React and React Router are the framework chunk; lucide's icons are told apart from its barrel", () => {
    expect(FRAMEWORK.test(react)).toBe(true);
    expect(FRAMEWORK.test(nm("react-router/dist/production/index.mjs"))).toBe(true);
    expect(FRAMEWORK.test(nm("react-hook-form/dist/index.esm.mjs"))).toBe(false);
    expect(ICONS.test(nm("lucide-react/dist/esm/icons/arrow-right.mjs"))).toBe(true);
    expect(ICONS.test(nm("lucide-react/dist/esm/lucide-react.mjs"))).toBe(false);
  });

  test("the framework is cut in two, React with ReactDOM first and React Router after, with nothing left over", () => {
    const chunkOf = (id: string) =>
      FRAMEWORK_CHUNKS.filter((c) => c.test.test(id)).map((c) => c.name);
    const framework = [
      react,
      nm("react-dom/cjs/react-dom-client.production.js"),
      nm("scheduler/cjs/scheduler.production.js"),
      "\0rolldown/runtime.js",
      nm("react-router/dist/production/index.mjs"),
      nm("turbo-stream/dist/turbo-stream.mjs"),
      nm("cookie/dist/index.js"),
      nm("set-cookie-parser/lib/set-cookie.js"),
    ];
    for (const id of framework) expect(FRAMEWORK.test(id)).toBe(true);
    expect(framework.map(chunkOf)).toEqual([
      ["react"],
      ["react"],
      ["react"],
      ["react"],
      ["router"],
      ["router"],
      ["router"],
      ["router"],
    ]);
    expect(chunkOf(nm("react-hook-form/dist/index.esm.mjs"))).toEqual([]);
    expect(FRAMEWORK_CHUNKS.map((c) => c.name)).toEqual(["react", "router"]);
  });

  test("light modules the app shell or two public pages load share the ui chunk", () => {
    expect(uiChunk(cn, graph)).toBe("ui");
    expect(uiChunk(twMerge, graph)).toBe("ui");
    expect(uiChunk(hero, graph)).toBe("ui");
    expect(uiChunk(button, graph)).toBe("ui");
    expect(uiChunk(nm("lucide-react/dist/esm/icons/x.mjs"), graph)).toBe("ui");
  });

  test("a module that pulls a heavy library (zod, a Radix dialog) keeps the default splitting", () => {
    expect(uiChunk(form, graph)).toBeNull();
    expect(uiChunk(dialog, graph)).toBeNull();
    expect(uiChunk(zod, graph)).toBeNull();
  });

  test("what one public page or only the back office uses, and route modules, are left alone", () => {
    expect(uiChunk(contactInfo, graph)).toBeNull();
    expect(uiChunk(sortable, graph)).toBeNull();
    expect(uiChunk(route("home.tsx"), graph)).toBeNull();
    expect(uiChunk(react, graph)).toBeNull();
  });

  test("the parts a module takes from the radix-ui barrel are read from its imports", () => {
    expect(radixPartsTaken(`import { Slot } from "radix-ui";`)).toEqual(["Slot"]);
    expect(
      radixPartsTaken(`import { Dialog as DialogPrimitive, type Slot } from 'radix-ui'`),
    ).toEqual(["Dialog", "Slot"]);
    expect(radixPartsTaken(`import * as Radix from "radix-ui";`)).toEqual(["*"]);
    expect(radixPartsTaken(`import { cn } from "~/lib/cn";`)).toEqual([]);
  });
});
