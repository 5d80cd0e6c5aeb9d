// docs/decisions/012: public pages inline app/public.css, generated from the code they render;
// the back office links the full app/app.css on top. Both are compiled here the way the build
// does (Vite with Tailwind's plugin), so a wrong @source shows before a page loses a class.
import tailwindcss from "@tailwindcss/vite";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

let vite: ViteDevServer;
let publicCss: string;
let fullCss: string;

async function compiled(file: string) {
  const module = await vite.ssrLoadModule(`${file}?inline`);
  return module.default as string;
}

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: "silent",
    plugins: [tailwindcss()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
  });
  [publicCss, fullCss] = await Promise.all([compiled("/app/public.css"), compiled("/app/app.css")]);
});

afterAll(() => vite?.close());

/** Whether the sheet has a rule for the class (Tailwind escapes every character but letters, digits, - and _). */
function hasRule(css: string, className: string) {
  const selector = `.${className.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
  return css.includes(`${selector} {`) || css.includes(`${selector}{`);
}

// Each class is used in one file only, so a source left out of app/public.css loses it.
const PUBLIC_CLASSES = {
  "app/root.tsx (the permission check's overlay)": "z-[60]",
  "app/components/layout (the navigation progress bar)": "w-[85%]",
  "app/routes/not-found.tsx": "text-6xl",
  "app/features/contact (the honeypot field)": "-left-[10000px]",
  "app/features/events (the event page's action card)": "order-first",
  "app/features/donate (a gift's management page)": "border-warning/50",
  "app/features/accessibility": "list-disc",
};

// Used by the back office only (the sidebar, the gifts list, the printed door list).
const BACK_OFFICE_CLASSES = ["w-60", "max-md:grid-cols-2", "border-collapse"];

describe("the public pages' stylesheet", () => {
  test("holds the classes of every part of the app public pages render", () => {
    for (const [where, className] of Object.entries(PUBLIC_CLASSES))
      expect(hasRule(publicCss, className), `${className} from ${where}`).toBe(true);
  });

  test("leaves out classes only the back office uses, which the full stylesheet has", () => {
    for (const className of BACK_OFFICE_CLASSES) {
      expect(hasRule(fullCss, className), `${className} in the full sheet`).toBe(true);
      expect(hasRule(publicCss, className), `${className} in the public sheet`).toBe(false);
    }
  });

  test("shares the theme and base layer with the full stylesheet", () => {
    for (const css of [publicCss, fullCss]) {
      expect(css).toContain("--primary: oklch(0.33 0.09 260)");
      expect(css).toContain("scroll-padding-top: 5rem");
    }
  });
});
