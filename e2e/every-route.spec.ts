// Every page of app/routes.ts, public and back office, at a phone's width (390 px)
// and a laptop's (1280 px): no sideways scrolling, axe clean at every impact
// (WCAG 2.0/2.1 A and AA, 2.2 AA), and a full-page screenshot under test-results/
// for review. The routes come from the route config itself, so a page added to
// app/routes.ts is checked without touching this file; a route this spec cannot
// reach (a new kind of :param, or a new download) fails the listing test until
// it is handled here. The main screens' dialogs are checked open as well.
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import routes from "../app/routes";
import { signValue, STATEMENT_LINK } from "../server/payments/signed-links";
import { createFreeTicketedEvent, register, unique } from "./admin-helpers";
import { startServer, type StartedServer } from "./event-admin-seed";
import {
  admin as adminAccount,
  expect,
  openHydrated,
  signInAsAdmin,
  test,
  uniqueEmail,
} from "./fixtures";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type Page_ = { pattern: string; file: string };

function flatten(entries: readonly RouteEntry[], prefix = ""): Page_[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index
      ? prefix || "/"
      : `${prefix}/${entry.path ?? ""}`.replace(/\/+$/, "") || "/";
    const own = { pattern, file: entry.file };
    return entry.children ? [own, ...flatten(entry.children, pattern)] : [own];
  });
}

// A route module without a default export renders no page: a download (CSV, PDF,
// ICS, manifest, robots, sitemap) or an action only. Those are left out by design.
const rendersPage = (file: string) =>
  /export default/.test(readFileSync(path.join("app", file), "utf8"));

const allRoutes = flatten(routes as RouteEntry[]);
// The admin layout is a parent route: its index child is the page at /admin.
const pages = allRoutes.filter((r) => rendersPage(r.file) && !r.file.endsWith("/layout.tsx"));
const nonPages = allRoutes.filter((r) => !rendersPage(r.file));

/** What each :param is, by the segment before it; a new one must be added here. */
type Ids = Record<string, string>;
const PARAMS: Record<string, keyof Ids & string> = {
  "events/:id": "eventId",
  "supporters/:id": "supporterId",
  "demo/:sessionId": "sessionId",
  "card/:subscriptionId": "subscriptionId",
  "manage/:token": "recurringGiftToken",
  "registrations/:token": "registrationToken",
  "waitlist/:token": "waitlistToken",
  "statements/:token": "statementToken",
  "invitations/:token": "invitationToken",
};

function concretePath(pattern: string, ids: Ids | null): string | null {
  if (pattern === "/*") return "/no-such-page";
  const segments = pattern.split("/");
  const out: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (!segment.startsWith(":")) {
      out.push(segment);
      continue;
    }
    const key = PARAMS[`${segments[i - 1]}/${segment}`];
    if (!key) return null;
    out.push(ids ? ids[key]! : segment);
  }
  return out.join("/") || "/";
}

const WITHOUT_PAGE: Record<string, string> = {
  "/events/:id/register": "action: starts a registration",
  "/events/:id/promo-code": "action: checks a promo code",
  "/registrations/:token/calendar.ics": "download: ICS",
  "/events/:id/waitlist": "action: joins the waitlist",
  "/statements/:token/statement.pdf": "download: PDF",
  "/logout": "action: signs out",
  "/admin/events/:id/manage": "action: the Manage dialog's data and saves",
  "/admin/events/:id/ticket-types": "action: ticket types",
  "/admin/events/:id/registrations": "action: the registrations panel",
  "/admin/events/:id/registrations/export": "download: CSV",
  "/admin/events/:id/gallery": "action: gallery uploads",
  "/admin/events/:id/ticket-types/:ticketTypeId/photos": "action: ticket type photos",
  "/admin/donations/export": "download: CSV",
  "/admin/reports/export": "download: CSV",
  "/admin/supporters/export": "download: CSV",
  "/admin/receipts/:id/pdf": "download: PDF",
  "/admin/outbox/:id/attachments/:index": "download: an e-mail's attachment",
  "/admin/statements/:year/:supporterId/pdf": "download: PDF",
  "/robots.txt": "feed: robots.txt",
  "/sitemap.xml": "feed: sitemap",
  "/check-in.webmanifest": "feed: the check-in app's manifest",
};

// Pages shown in their not-found state on purpose.
const NOT_FOUND = new Set(["/*", "/waitlist/:token"]);

const isAdmin = (pattern: string) => pattern === "/admin" || pattern.startsWith("/admin/");

test("every route of app/routes.ts is checked here, or is a download or action without a page", () => {
  const unreachable = pages
    .filter((p) => concretePath(p.pattern, null) === null)
    .map((p) => p.pattern);
  expect(
    unreachable,
    "page routes with a :param this spec has no id for (add it to PARAMS)",
  ).toEqual([]);
  // Resource routes are skipped only when listed here as what they are: a file, a feed or an action.
  const unexplained = nonPages
    .map((r) => r.pattern)
    .filter((pattern) => !(pattern in WITHOUT_PAGE));
  expect(
    unexplained,
    "route modules without a page: list each in WITHOUT_PAGE with what it is",
  ).toEqual([]);
  expect(pages.length).toBeGreaterThan(30);
});

// Toasts are left out only while they animate: one fading in or out fails contrast mid-way.
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return null;
    // Name the widest offenders, so a failure says where to look.
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(-3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(" ").slice(0, 3).join(".")}`,
      );
    return `scrollWidth ${root.scrollWidth} > ${window.innerWidth}: ${wide.join(", ")}`;
  });

const slug = (p: string) =>
  (p === "/*" ? "not-found" : p)
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .slice(0, 60) || "home";

async function checkAtBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Let layout settle (sticky headers, lazy images) before measuring.
    await page.waitForLoadState("load");
    expect
      .soft(await horizontalOverflow(page), `${name} at ${width} px scrolls sideways`)
      .toBeNull();
    expect.soft(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({
      path: `test-results/every-route/${slug(name)}-${width}.png`,
      fullPage,
    });
  }
}

async function checkPages(page: Page, patterns: Page_[], ids: Ids) {
  for (const { pattern } of patterns) {
    const target = concretePath(pattern, ids)!;
    const response = await page.goto(target);
    // Only the catch-all is expected to answer 404; every other page is real.
    if (!NOT_FOUND.has(pattern))
      expect.soft(response?.status(), `${target} status`).toBeLessThan(400);
    await checkAtBothWidths(page, pattern);
  }
}

/** The link in an outbox e-mail, as its recipient would read it: the token at its end. */
async function tokenFromOutbox(page: Page, email: string, kind: string) {
  await page.goto("/admin/outbox");
  const message = page
    .getByTestId("outbox-message")
    .filter({ hasText: `To ${email}` })
    .first();
  await message.locator("summary").click();
  const text = await message.locator("pre").textContent();
  return new URL(text!.match(new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_.-]+`))![0]).pathname
    .split("/")
    .pop()!;
}

/** Starts a gift on /donate; returns the demo checkout tab. */
async function startDonation(page: Page, email: string, monthly = false) {
  await openHydrated(page, "/donate");
  if (monthly) await page.getByRole("tab", { name: "Monthly/Yearly" }).click();
  await page.getByRole("button", { name: "$50", exact: true }).click();
  await page.getByLabel("Full Name").fill("Robin Route");
  await page.getByLabel("Email Address").fill(email);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /^Donate \$/ }).click();
  const checkout = await popup;
  await expect(checkout).toHaveURL(/\/checkout\/demo\/cs_demo_/);
  return checkout;
}

test.describe("every page at 390 and 1280 px", () => {
  // A server of its own with untouched demo content: the pages look as a new
  // organisation's do, and its checkouts count against no other spec's limits.
  test.describe.configure({ mode: "default", timeout: 300_000 });
  let server: StartedServer;
  let admin: BrowserContext;
  let ids: Ids;
  let baseURL: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "homefront-e2e-every-route-"));
    server = await startServer(dataDir, adminAccount, { demoContent: true });
    baseURL = `http://localhost:${server.port}`;
    admin = await browser.newContext({ baseURL });
    const page = await admin.newPage();
    await signInAsAdmin(page);
    const title = unique("Route Check Supper");
    const href = await createFreeTicketedEvent(page, title);
    const buyer = uniqueEmail("route-buyer");
    // A long name, as real guest lists have, to test the tables' widths.
    await register(browser, `${baseURL}${href}`, "Maria Guadalupe Hernandez-Whitaker", buyer);

    const invitee = uniqueEmail("route-staff");
    await page.goto("/admin/staff");
    const form = page.getByRole("region", { name: "Invite someone" });
    await form.getByLabel("Email").fill(invitee);
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(
      page.getByText(`An e-mail with the link is on its way to ${invitee}.`),
    ).toBeVisible();

    // A monthly gift, paid, for the donor's own page and the demo's card page;
    // a one-time gift left unpaid, so its checkout page shows Pay and Cancel.
    const donor = uniqueEmail("route-donor");
    const visitor = await browser.newContext({ baseURL });
    const monthly = await startDonation(await visitor.newPage(), donor, true);
    await monthly.getByRole("button", { name: /^Pay / }).click();
    await expect(monthly.getByTestId("payment-status")).toHaveText("Successful");
    const unpaid = await startDonation(await visitor.newPage(), uniqueEmail("route-unpaid"));
    const sessionId = new URL(unpaid.url()).pathname.split("/").pop()!;
    await visitor.close();
    const recurringGiftToken = await tokenFromOutbox(page, donor, "donate/manage");

    await page.goto("/admin/supporters");
    const supporterHref = await page
      .locator('a[href^="/admin/supporters/"]:not([href$="/export"])')
      .first()
      .getAttribute("href");
    const supporterId = supporterHref!.split("/").pop()!;
    // The server's own secret signs a year-end statement link as the e-mail would carry it.
    const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
    const expires = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
    ids = {
      eventId: href.split("/").pop()!,
      supporterId,
      sessionId,
      subscriptionId: recurringGiftToken.split(".")[0]!,
      recurringGiftToken,
      registrationToken: await tokenFromOutbox(page, buyer, "registrations"),
      // No offer is open: the page shows its "not valid" state (a 404).
      waitlistToken: "not-a-real-offer.abc",
      statementToken: signValue(
        secret,
        STATEMENT_LINK,
        `${supporterId}_${new Date().getFullYear()}_${expires}`,
      ),
      invitationToken: await tokenFromOutbox(page, invitee, "invitations"),
    };
    await page.close();
  });

  test.afterAll(async () => {
    await admin?.close();
    await server?.stop();
  });

  test("public pages", async ({ browser }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await checkPages(
      page,
      pages.filter((p) => !isAdmin(p.pattern)),
      ids,
    );
    await context.close();
  });

  test("back-office pages (owner)", async () => {
    const page = await admin.newPage();
    await checkPages(
      page,
      pages.filter((p) => isAdmin(p.pattern)),
      ids,
    );
    await page.close();
  });

  test("the main screens' dialogs, open", async ({ browser }) => {
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/events/${ids.eventId}`);
    await visitor.getByRole("button", { name: "Register Now" }).click();
    await expect(visitor.getByRole("dialog", { name: "Select Tickets" })).toBeVisible();
    await checkAtBothWidths(visitor, "dialog-registration", { fullPage: false });
    await visitor.context().close();

    const page = await admin.newPage();
    const dialogs: {
      path: string;
      open: string | RegExp;
      dialog: string | RegExp;
      role?: "dialog" | "alertdialog";
    }[] = [
      { path: "/admin/events", open: "Add Event", dialog: "Add Event" },
      { path: "/admin/events", open: /^Manage /, dialog: "Event Management" },
      { path: "/admin/fundraisers", open: "Create Fundraiser", dialog: "Create Fundraiser" },
      { path: "/admin/team", open: "Add Team Member", dialog: /Team Member/ },
      { path: "/admin/team", open: /^Delete /, dialog: /.*/, role: "alertdialog" },
    ];
    for (const d of dialogs) {
      await page.goto(d.path);
      await page.getByRole("button", { name: d.open }).first().click();
      await expect(page.getByRole(d.role ?? "dialog", { name: d.dialog })).toBeVisible();
      await checkAtBothWidths(page, `dialog-${d.path}-${String(d.open)}`, { fullPage: false });
    }
    await page.close();
  });
});
