// No address a person can open shows raw JSON: every route of app/routes.ts,
// opened the way a browser opens a link (Accept: text/html, Sec-Fetch-Dest:
// document, Sec-Fetch-Mode: navigate) as an anonymous visitor and as an owner,
// with real seeded ids for its parameters, answers a page, a redirect, a file
// (CSV, PDF, calendar) or the HTML error page, never `application/json`.
// Fetchers keep their JSON through the `.data` URLs React Router gives every
// route (checked for the registrations page). Renders the real React Router
// build (built first if missing: run `npm run build` after changing routes).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/app";
import { createTestServices, signedInCookie, type TestServices } from "../../server/test/harness";
import { routeTable, seedFuzzRows, seeds } from "./fuzz-targets";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(ROOT, "build/server/index.js");
const origin = "http://localhost:3000";

let services: TestServices;
let app: ReturnType<typeof createApp>;
let ownerCookie: string;

beforeAll(async () => {
  if (!existsSync(BUILD))
    execFileSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "ignore" });
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  services = await createTestServices();
  await seedFuzzRows(services);
  ownerCookie = await signedInCookie(services, {
    email: "navigation-owner@example.org",
    role: "owner",
  });
  app = createApp({ services, build });
}, 180_000);
afterAll(async () => {
  await services?.cleanup();
});

/** Real ids for each route's parameters (a route not named here gets the seeded free event). */
function paramsFor(routePath: string): Record<string, string> {
  const byRoute: Record<string, Record<string, string>> = {
    "/donate/manage/:token": { token: seeds.manageToken },
    "/checkout/demo/:sessionId": { sessionId: seeds.demoSession },
    "/checkout/demo/card/:subscriptionId": { subscriptionId: "sub_demo_unknown" },
    "/registrations/:token": { token: seeds.selfServiceToken },
    "/registrations/:token/calendar.ics": { token: seeds.selfServiceToken },
    "/events/:id/waitlist": { id: seeds.waitlistEvent },
    "/waitlist/:token": { token: seeds.offerToken },
    "/statements/:token": { token: seeds.statementToken },
    "/statements/:token/statement.pdf": { token: seeds.statementToken },
    "/admin/events/:id/ticket-types/:ticketTypeId/photos": {
      id: seeds.photoEvent,
      ticketTypeId: seeds.photoType,
    },
    "/admin/events/:id/gallery": { id: seeds.photoEvent },
    "/admin/events/:id/codes": { id: seeds.paidEvent },
    "/admin/events/:id/waitlist": { id: seeds.waitlistEvent },
    "/admin/supporters/:id": { id: seeds.supporter },
    "/admin/receipts/:id/pdf": { id: seeds.receipt },
    "/admin/statements/:year/:supporterId/pdf": {
      year: "2025",
      supporterId: seeds.statementSupporter,
    },
    "/admin/outbox/:id/attachments/:index": { id: seeds.outboxFailed, index: "0" },
    "/invitations/:token": { token: "no-such-invitation" },
  };
  return byRoute[routePath] ?? { id: seeds.freeEvent };
}

function urlOf(routePath: string) {
  const params = paramsFor(routePath);
  return routePath
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? seeds.freeEvent))
    .replace(/\*$/, "no-such-page");
}

const navigation = (cookie: string | null) => ({
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
  ...(cookie ? { cookie } : {}),
});

test("no route answers a browser's navigation with JSON, anonymous or signed in as an owner", async () => {
  const urls = [...new Set(routeTable().map((r) => urlOf(r.path)))];
  expect(urls).toContain(`/admin/events/${seeds.freeEvent}/registrations`);
  const problems: string[] = [];
  for (const who of ["anonymous", "owner"] as const) {
    for (const url of urls) {
      const res = await app.request(`${origin}${url}`, {
        headers: navigation(who === "owner" ? ownerCookie : null),
      });
      const type = res.headers.get("content-type") ?? "";
      await res.arrayBuffer();
      if (res.status >= 500) problems.push(`${who} ${url}: ${res.status}`);
      if (/^application\/json\b/i.test(type) || (res.status < 300 && type === ""))
        problems.push(`${who} ${url}: ${res.status} ${type}`);
    }
  }
  expect(problems).toEqual([]);
}, 120_000);

test("the dialogs' JSON-only addresses send a browser to the page they belong to", async () => {
  const expectations: [string, string][] = [
    [`/admin/events/${seeds.freeEvent}/manage`, `/admin/events/${seeds.freeEvent}/registrations`],
    [`/admin/events/${seeds.freeEvent}/ticket-types`, "/admin/events"],
    [`/admin/events/${seeds.photoEvent}/gallery`, "/admin/events"],
    [`/events/${seeds.freeEvent}/register`, `/events/${seeds.freeEvent}`],
    [`/events/${seeds.freeEvent}/promo-code`, `/events/${seeds.freeEvent}`],
    [`/events/${seeds.waitlistEvent}/waitlist`, `/events/${seeds.waitlistEvent}`],
  ];
  for (const [url, to] of expectations) {
    const res = await app.request(`${origin}${url}`, { headers: navigation(ownerCookie) });
    expect({ url, status: res.status, location: res.headers.get("location") }).toEqual({
      url,
      status: 302,
      location: to,
    });
  }
});

test("the registrations page renders as HTML for a browser, and its .data URL still answers the Manage dialog's fetcher", async () => {
  const url = `/admin/events/${seeds.freeEvent}/registrations`;
  const page = await app.request(`${origin}${url}?q=no-such-name`, {
    headers: navigation(ownerCookie),
  });
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  const html = await page.text();
  expect(html).toContain("Registrations &amp; Guest List");
  expect(html).toContain("No registrations match your search criteria.");
  const data = await app.request(`${origin}${url}.data?q=x`, {
    headers: { cookie: ownerCookie, "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
  });
  expect(data.status).toBe(200);
  expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);
  const manage = await app.request(`${origin}/admin/events/${seeds.freeEvent}/manage`, {
    headers: { cookie: ownerCookie, "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
  });
  expect(manage.status).toBe(200);
  expect(await manage.json()).toHaveProperty("stats");
});
