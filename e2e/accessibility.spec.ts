// Accessibility is part of done: axe finds no serious or critical violations
// on any public page, the login page or the back office.
import AxeBuilder from "@axe-core/playwright";
import { expect, signInAsAdmin, test } from "./fixtures";

const publicPaths = ["/", "/about", "/fundraisers", "/events", "/contact", "/accessibility", "/donate", "/donate/cancel", "/login", "/no-such-page"];
const adminPaths = ["/admin", "/admin/team", "/admin/fundraisers", "/admin/events", "/admin/messages"];

async function seriousViolations(page: import("@playwright/test").Page) {
  // Toasts are left out: one fading in or out fails contrast mid-animation.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("public pages have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of publicPaths) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("the mobile menu has no serious accessibility violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("back-office pages have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  for (const path of adminPaths) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("the idle preload fetches the extra module shortly after start", async ({ page }) => {
  const preloaded = page.waitForRequest((req) => /registration-dialog/.test(req.url()), { timeout: 5000 });
  await page.goto("/about");
  await preloaded;
});
