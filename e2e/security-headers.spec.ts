// docs/security.md §1: the CSP is in force on real pages (an injected inline script is
// refused) while the app's own nonced scripts run (the page hydrates).
import { test as plain } from "@playwright/test";
import { expect, signInAsAdmin, test, waitForHydration } from "./fixtures";

// A personal request (here: a one-shot toast cookie) bypasses the page cache.
const PERSONAL = { cookie: "homefront.flash=%7B%7D" };

test.describe("security headers", () => {
  test("a personal page carries a nonce CSP and the nonce on React Router's inline scripts", async ({
    request,
  }) => {
    const res = await request.get("/events", { headers: PERSONAL });
    const csp = res.headers()["content-security-policy"];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce!}"`);
  });

  test("an anonymous page (from the page cache) lists the hash of every inline script instead, and hydrates", async ({
    page,
    request,
  }) => {
    const res = await request.get("/events");
    const csp = res.headers()["content-security-policy"];
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    const html = await res.text();
    const scripts = [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, body] of scripts) {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
      expect(csp).toContain(`'sha256-${Buffer.from(digest).toString("base64")}'`);
    }
    // The page hydrates: client-side navigation works under the policy.
    await page.goto("/events");
    await waitForHydration(page);
    await page.getByRole("navigation").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the event page's JSON-LD carries the nonce on a personal page", async ({ request }) => {
    const list = await (await request.get("/events")).text();
    const id = /href="\/events\/([0-9a-f-]{36})"/.exec(list)?.[1];
    expect(id).toBeTruthy();
    const res = await request.get(`/events/${id}`, { headers: PERSONAL });
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"])?.[1];
    expect(await res.text()).toContain(`<script type="application/ld+json" nonce="${nonce}"`);
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

test("only the check-in screen may use the camera and installs the check-in app; public pages do neither", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const list = await (await request.get("/events")).text();
  const eventId = /href="\/events\/([0-9a-f-]{36})"/.exec(list)?.[1];
  const screen = await page.request.get(`/admin/events/${eventId}/check-in`);
  expect(screen.headers()["permissions-policy"]).toContain("camera=(self)");
  const csp = screen.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toContain("worker-src 'self'");
  expect(await screen.text()).toMatch(/<link[^>]* rel="manifest" href="\/check-in\.webmanifest"/);
  for (const path of ["/", "/events", `/events/${eventId}`, "/admin/door"]) {
    const res = await page.request.get(path);
    expect(res.headers()["permissions-policy"]).toContain("camera=()");
    const html = await res.text();
    expect(html).not.toContain("check-in.webmanifest");
    expect(html).not.toContain("check-in-sw");
  }
  // A public page never registers the worker.
  await page.goto("/events");
  await waitForHydration(page);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  const manifest = await (await request.get("/check-in.webmanifest")).json();
  expect(manifest).toMatchObject({
    start_url: "/admin/door",
    scope: "/admin/",
    display: "standalone",
  });
});
