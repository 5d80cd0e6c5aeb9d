// What a phone fetches before the first paint (docs/decisions/012): the public
// pages' stylesheet inlined first in <head> (the back office links the full one),
// a handful of script files, and the first card's picture preloaded at high priority.
import path from "node:path";
import type { Page } from "@playwright/test";
import { measureRouteWeights } from "../bench/bundle-size";
import { expect, openHydrated, signInAsAdmin, test, waitForHydration } from "./fixtures";

// Budgets with some room above today's build (docs/benchmarks.md "Front end"); React,
// ReactDOM and React Router alone are ~100 KB gzip. Far more files means the chunking
// (scripts/client-chunks.ts) no longer groups the small modules. The pages of
// app/lib/script-free-routes.ts load no script file at all (docs/decisions/024).
const BUDGETS: Record<string, { jsGzip: number; jsFiles: number }> = {
  "/": { jsGzip: 0, jsFiles: 0 },
  "/about": { jsGzip: 0, jsFiles: 0 },
  "/fundraisers": { jsGzip: 0, jsFiles: 0 },
  "/accessibility": { jsGzip: 0, jsFiles: 0 },
  "/donate": { jsGzip: 186_500, jsFiles: 16 },
  "/events": { jsGzip: 138_500, jsFiles: 8 },
  "/events/:id": { jsGzip: 141_000, jsFiles: 8 },
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

test("public pages inline their own stylesheet ahead of every modulepreload and nothing else blocks rendering", async ({
  request,
}) => {
  for (const url of ["/", "/events", "/donate"]) {
    const html = await (await request.get(url)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const style = head.indexOf("<style");
    expect(style, url).toBeGreaterThan(0);
    const sheet = head.slice(style, head.indexOf("</style>"));
    expect(sheet).toContain("tailwindcss");
    // The public sheet (app/public.css), not the full one: the back office's sidebar width is not in it.
    expect(sheet, url).not.toContain(".w-60{");
    // No scripts on /, the app after load on /events and /donate (decision 024).
    expect(html, url).not.toContain('<link rel="modulepreload"');
    expect(head, url).not.toContain('rel="stylesheet"');
  }
});

/** Script files the page asked for before its load event. */
function scriptsBeforeLoad(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType("resource")
      .filter(
        (entry) => /\.m?js(\?|$)/.test(entry.name) && entry.startTime < navigation!.loadEventStart,
      )
      .map((entry) => entry.name);
  });
}

test("an event's page paints and loads before the app starts; the app then hydrates it, and its Register button works", async ({
  page,
}) => {
  await page.goto("/events");
  const open = page
    .locator("main article")
    .filter({ has: page.getByRole("button", { name: /^Quick Register/ }) });
  const href = await open.first().locator('a[href^="/events/"]').first().getAttribute("href");
  await page.goto(href!, { waitUntil: "load" });
  expect(await scriptsBeforeLoad(page)).toEqual([]);
  await waitForHydration(page);
  // After load it asked for every module at once, as the page's modulepreload links would have,
  // the framework as two files (scripts/client-chunks.ts): React first, then React Router.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const react = preloaded.findIndex((p) => p.startsWith("/assets/react-"));
  const router = preloaded.findIndex((p) => p.startsWith("/assets/router-"));
  expect(react, preloaded.join(" ")).toBeGreaterThanOrEqual(0);
  expect(router, preloaded.join(" ")).toBeGreaterThan(react);
  await page.getByRole("button", { name: "Register Now" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();

  // A tap before the app runs is kept, and answered once it does.
  const early = await page.context().newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await early.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await early.goto(href!, { waitUntil: "load" });
  await early.getByRole("button", { name: "Register Now" }).click();
  await expect(early.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(early.getByRole("dialog")).toBeVisible();
  await early.close();
});

test("/donate loads before its app starts, and what a visitor taps, picks and types before it runs counts once it does", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/donate", { waitUntil: "load" });
  expect(await scriptsBeforeLoad(page)).toEqual([]);
  // Before the app: a tab, a preset then a custom amount (which clears it), a fundraiser, the donor.
  await page.getByRole("tab", { name: "Monthly/Yearly" }).click();
  await page.getByRole("button", { name: "$50", exact: true }).click();
  await page.getByLabel("Custom Amount").fill("42.5");
  const fundraiser = page.getByLabel("Select Fundraiser (Optional)");
  const chosen = await fundraiser.locator("option").nth(1).getAttribute("value");
  await fundraiser.selectOption(chosen!);
  await page.getByLabel("Full Name").fill("Early Giver");
  await page.getByLabel("Make this donation anonymous").check();
  await expect(page.getByRole("button", { name: /^Donate/ })).toBeDisabled();
  release();
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Monthly/Yearly" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("button", { name: "$50", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page.getByLabel("Custom Amount")).toHaveValue("42.5");
  await expect(fundraiser).toHaveValue(chosen!);
  // The side card follows the select: the app's state, not just the field, holds the choice.
  await expect(page.locator('button[aria-pressed="true"]')).toHaveCount(1);
  await expect(page.getByLabel("Full Name")).toHaveValue("Early Giver");
  await expect(page.getByLabel("Make this donation anonymous")).toBeChecked();
  await expect(page.getByRole("button", { name: "Donate $42.50 Monthly" })).toBeEnabled();
});

test("a page hydrates after its header and footer, in place: its content is in the HTML where it shows, and nothing moves", async ({
  page,
}) => {
  // docs/decisions/012-first-load-on-a-phone.md, "Hydration in parts": the page is a Suspense
  // boundary of its own, finished in the HTML rather than streamed in after the footer.
  const html = await (await page.request.get("/donate")).text();
  const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
  expect(main).toMatch(/^<main id="main" class="flex-1"><!--\$-->/);
  expect(main).toContain("Make a Donation");
  expect(main).not.toContain("<!--$?-->");
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openHydrated(page, "/donate");
  await page.getByRole("button", { name: "$50", exact: true }).click();
  await expect(page.getByRole("button", { name: "Donate $50.00" })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test("pages without scripts: nothing to run before they load, the menu works, the idle preload follows, and a signed-in visitor gets the app", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of ["/", "/about", "/fundraisers", "/accessibility"]) {
    await page.goto(url, { waitUntil: "load" });
    // The idle preload comes after the load event.
    expect(await scriptsBeforeLoad(page), url).toEqual([]);
    expect(await page.locator("script[src], script[type=module]").count(), url).toBe(0);
  }
  // SPEC §2's idle preload, without the app: the next page's modules, after the page loaded.
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/react-"]')).toBeAttached();
  // The phone menu is a popover: it opens, closes, and a link in it leaves the page.
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  // One menu button, whose name and icon follow the popover without a script; the header's Donate steps aside.
  await expect(header.getByRole("button", { name: /menu/ })).toHaveCount(1);
  // (In the header's order: the wide screen's nav link, the phone's Donate button, the menu's link.)
  const phoneDonate = header.locator('a[href="/donate"]').nth(1);
  await expect(phoneDonate).toBeHidden();
  await header.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(phoneDonate).toBeVisible();
  await header.getByRole("button", { name: "Open menu" }).click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await header.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(menu).toBeHidden();
  // The events page starts the app once it has loaded, then hydrates; a
  // client-side navigation back home keeps the app running.
  await page.waitForLoadState("load");
  expect(await scriptsBeforeLoad(page), "/events").toEqual([]);
  await waitForHydration(page);
  await header.getByRole("button", { name: "Open menu" }).click();
  // Hydrated, the button also says its state.
  await expect(header.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await menu.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Still the hydrated app: the client-side navigation kept it.
  await waitForHydration(page);

  // Staff signed in see the same page with the app; so does a visitor with a toast to show.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAsAdmin(staffPage);
  await staffPage.goto("/");
  await waitForHydration(staffPage);
  await staffPage.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(staffPage).toHaveURL(/\/$/);
  await expect(staffPage.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "Admin Login" }).first()).toBeVisible();
  await staff.close();
});

// app/routes/admin/layout.tsx's stylesheet resource and app/root.tsx's inline sheet, as React renders them.
const FULL_SHEET_LINK =
  /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)" data-precedence="back-office"\/>/;
const INLINE_SHEET = '<style data-precedence="default" data-href="app-styles">';

test("the back office links the full stylesheet after the inlined one, and a client-side visit waits for it", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const html = await (await page.request.get("/admin/events")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const link = FULL_SHEET_LINK.exec(head);
  expect(link, "the full stylesheet's <link> in <head>").not.toBeNull();
  expect(link!.index).toBeGreaterThan(head.indexOf(INLINE_SHEET));
  const full = await (await page.request.get(link![1])).text();
  expect(full).toContain(".w-60{");

  // From a public page into /admin on the client: the admin screen first appears with the sheet
  // loaded, even when the sheet is slow to come.
  await page.route("**/assets/app-*.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto("/");
  // Signed in, the home page runs the app (docs/decisions/024), so the click below navigates on the client.
  await waitForHydration(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('nav[aria-label="Admin"]')) return;
      const sheet = document.querySelector<HTMLLinkElement>(
        'link[data-precedence="back-office"]',
      )?.sheet;
      document.documentElement.dataset.adminStyled = String(Boolean(sheet));
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("banner").getByRole("link", { name: "Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator("html")).toHaveAttribute("data-admin-styled", "true");
  const order = await page.evaluate(() =>
    [...document.head.querySelectorAll("[data-precedence]")].map((e) =>
      e.getAttribute("data-precedence"),
    ),
  );
  expect(order).toEqual(["default", "back-office"]);
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
  await openHydrated(page, "/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  await form.getByRole("button", { name: "$50", exact: true }).click();
  await expect(form.getByRole("button", { name: "Donate $50.00" })).toBeEnabled();
  // React adopts the server's <style> rather than emptying it (app/lib/app-styles.ts).
  const styled = await page.evaluate(
    () => document.querySelector("style[data-href]")?.textContent?.length ?? 0,
  );
  expect(styled).toBeGreaterThan(10_000);
});
