// Accessibility is part of done. Every page at 390 and 1280 px, and the main
// screens' dialogs, are checked in every-route.spec.ts; the keyboard journeys in
// keyboard.spec.ts. Here: the phone menu open, and the idle preload.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test("the mobile menu, open, has no accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  // Toasts are left out: one fading in or out fails contrast mid-animation.
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the idle preload fetches the extra module shortly after start", async ({ page }) => {
  const preloaded = page.waitForRequest((req) => /registration-dialog/.test(req.url()), {
    timeout: 5000,
  });
  await page.goto("/events");
  await preloaded;
});
