// docs/security.md §1: the CSP is in force on real pages (an injected inline script is
// refused) while the app's own nonced scripts run (the page hydrates).
import { test as plain } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe("security headers", () => {
  test("pages carry a nonce CSP and the nonce on React Router's inline scripts", async ({
    page,
    request,
  }) => {
    const res = await request.get("/events");
    const csp = res.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce!}"`);
    // The page hydrates: client-side navigation works under the policy.
    await page.goto("/events");
    await page.getByRole("navigation").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the event page's JSON-LD carries the nonce", async ({ page }) => {
    await page.goto("/events");
    await page.locator('a[href^="/events/"]').first().click();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    // Browsers hide nonce attributes from the DOM, so read the property.
    const nonce = await page
      .locator('script[type="application/ld+json"]')
      .evaluate((s) => (s as HTMLScriptElement).nonce);
    expect(nonce?.length ?? 0).toBeGreaterThan(10);
  });
});

plain("an inline script without the nonce is refused by the browser", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") violations.push(msg.text());
  });
  await page.goto("/about");
  const ran = await page.evaluate(() => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.includes("Content Security Policy"))).toBe(true);
});
