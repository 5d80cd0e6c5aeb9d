// What a phone fetches before the first paint (docs/decisions/012): the
// stylesheet inlined first in <head>, a handful of script files, and the first
// card's picture preloaded at high priority.
import path from "node:path";
import { measureRouteWeights } from "../bench/bundle-size";
import { expect, test } from "./fixtures";

// Budgets with some room above today's build (docs/benchmarks.md "Front end"); React,
// ReactDOM and React Router alone are ~100 KB gzip. Far more files means the chunking
// (scripts/client-chunks.ts) no longer groups the small modules.
const BUDGETS: Record<string, { jsGzip: number; jsFiles: number }> = {
  "/": { jsGzip: 137_000, jsFiles: 8 },
  "/donate": { jsGzip: 188_000, jsFiles: 14 },
  "/events": { jsGzip: 137_000, jsFiles: 8 },
  "/events/:id": { jsGzip: 140_000, jsFiles: 8 },
};

test("public pages' first-load JavaScript stays within its budget", () => {
  const weights = measureRouteWeights(path.resolve("build/client"));
  for (const [pattern, budget] of Object.entries(BUDGETS)) {
    const weight = weights.find((w) => w.pattern === pattern);
    expect(weight, pattern).toBeDefined();
    expect.soft(weight!.jsGzip, `${pattern} JS gzip`).toBeLessThanOrEqual(budget.jsGzip);
    expect.soft(weight!.jsFiles, `${pattern} JS files`).toBeLessThanOrEqual(budget.jsFiles);
  }
});

test("the stylesheet is inlined ahead of every modulepreload and nothing else blocks rendering", async ({
  request,
}) => {
  for (const url of ["/", "/events", "/donate"]) {
    const html = await (await request.get(url)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const style = head.indexOf("<style");
    expect(style, url).toBeGreaterThan(0);
    expect(head.slice(style, head.indexOf("</style>"))).toContain("tailwindcss");
    expect(head.indexOf('rel="modulepreload"'), url).toBeGreaterThan(style);
    expect(head, url).not.toContain('rel="stylesheet"');
  }
});

test("the first event card's picture is preloaded at high priority; the others wait", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/events");
  const preload = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveCount(1);
  const images = page.getByRole("main").locator("img");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  expect(await preload.getAttribute("imagesrcset")).toBe(
    await images.first().getAttribute("srcset"),
  );
  for (const image of (await images.all()).slice(1))
    await expect(image).toHaveAttribute("loading", "lazy");
});

test("the inlined stylesheet survives hydration", async ({ page }) => {
  await page.goto("/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  await form.getByRole("button", { name: "$50", exact: true }).click();
  await expect(form.getByRole("button", { name: "Donate $50.00" })).toBeEnabled();
  // React adopts the server's <style> rather than emptying it (app/lib/app-styles.ts).
  const styled = await page.evaluate(
    () => document.querySelector("style[data-href]")?.textContent?.length ?? 0,
  );
  expect(styled).toBeGreaterThan(10_000);
});
