// The door's check-in screen (docs/decisions/015-offline-check-in.md, README
// "Using Homefront"): offline check-in by search with a queue that drains once,
// a real ticket's QR code read through a fake camera, axe and the keyboard path.
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createFreeTicketedEvent,
  expectTicketTypeCreated,
  register,
  unique,
} from "./admin-helpers";
import { expect, signInAsAdmin, test, uniqueEmail } from "./fixtures";
import { writeQrVideo } from "./support/fake-camera";

async function eventWithGuests(
  page: Page,
  browser: import("@playwright/test").Browser,
  names: string[],
) {
  const title = unique("Check-in Supper");
  const href = await createFreeTicketedEvent(page, title);
  const emails: string[] = [];
  for (const name of names) {
    const email = uniqueEmail("guest");
    emails.push(email);
    await register(browser, href, name, email);
  }
  return { title, eventId: href.split("/").pop()!, emails };
}

const checkedIn = (page: Page) => page.getByTestId("seats-checked-in");

/**
 * A second Chromium whose camera plays `qrPng` (support/fake-camera.ts), signed
 * in as the admin on a 390 px phone; close `camera` when done.
 */
async function doorWithCamera(page: Page, qrPng: Buffer) {
  const video = path.join(mkdtempSync(path.join(tmpdir(), "homefront-camera-")), "ticket.y4m");
  await writeQrVideo(qrPng, video);
  const camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await camera.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
  });
  const door = await context.newPage();
  await signInAsAdmin(door);
  return { camera, door };
}

async function openCheckIn(page: Page, eventId: string) {
  await page.goto(`/admin/events/${eventId}/check-in`);
  await expect(page.getByRole("status").filter({ hasText: "List downloaded" })).toBeVisible({
    timeout: 15_000,
  });
}

async function checkInBySearch(page: Page, name: string) {
  await page.getByRole("searchbox", { name: "Search guests" }).fill(name.split(" ")[0]!);
  await page
    .getByRole("list", { name: "Search results" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeFocused();
  await expect(page.getByText("Admit", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Check in ${name}` }).click();
  await expect(page.getByText("Checked in at")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("searchbox", { name: "Search guests" })).toBeFocused();
}

test("offline, a volunteer checks two guests in by search; back online the queue drains once", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const avery = unique("Avery");
  const blake = unique("Blake");
  const { eventId, title } = await eventWithGuests(page, browser, [avery, blake]);

  await page.goto("/admin/door");
  await page.getByRole("link", { name: `Check-in for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/check-in$`));
  await expect(page.getByRole("status").filter({ hasText: "List downloaded" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("of 2 seats checked in")).toBeVisible();
  await expect(checkedIn(page)).toHaveText("0");
  // The service worker keeps this page for a reload without network.
  await page.waitForFunction(
    async () =>
      Boolean(await (await caches.open("homefront-check-in-pages-v1")).match(location.pathname)),
    undefined,
    { timeout: 15_000 },
  );
  // ...once it is active and controls the page (a busy machine can be between the two).
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === "activated",
    undefined,
    { timeout: 15_000 },
  );

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
  await expect(page.getByText("of 2 seats checked in")).toBeVisible();

  await checkInBySearch(page, avery);
  await expect(checkedIn(page)).toHaveText("1");
  await expect(page.getByText("1 check-in waiting to sync")).toBeVisible();
  await checkInBySearch(page, blake);
  await expect(checkedIn(page)).toHaveText("2");
  await expect(page.getByText("2 check-ins waiting to sync")).toBeVisible();
  const queued = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open("homefront-check-in");
        open.onsuccess = () => {
          const all = open.result.transaction("queue").objectStore("queue").getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
        };
      }),
  );
  expect(queued).toHaveLength(2);

  await page.context().setOffline(false);
  await expect(page.getByText("Every check-in is synced")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: "Online" })).toBeVisible();

  // On the server: both guests in, exactly once, and a re-sent batch is recognised.
  const copy = await (await page.request.get(`/api/admin/events/${eventId}/door-copy`)).json();
  const attendees = copy.registrations.flatMap(
    (r: { attendees: { checkedInAt: string | null }[] }) => r.attendees,
  );
  expect(attendees.filter((a: { checkedInAt: string | null }) => a.checkedInAt)).toHaveLength(2);
  const resent = await page.request.post(`/api/admin/events/${eventId}/check-ins`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      deviceId: "e2e-device-resend",
      operations: (queued as Record<string, unknown>[]).map(
        ({ eventId: _e, seq: _s, ...op }) => op,
      ),
    },
  });
  expect((await resent.json()).results.map((r: { status: string }) => r.status)).toEqual([
    "duplicate",
    "duplicate",
  ]);
  // The door list shows both guests in, once each.
  await page.goto(`/admin/events/${eventId}/door-list`);
  await expect(
    page.getByText("2 attendees from active registrations, 2 checked in."),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Checked in", exact: true })).toHaveCount(2);
  await page.goto(`/admin/events/${eventId}/check-in`);
  await expect(checkedIn(page)).toHaveText("2");

  // Signing out empties what the device kept: the list, the queue, the worker and its caches.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been signed out successfully.")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => ({
        databases: (await indexedDB.databases()).map((d) => d.name),
        caches: await caches.keys(),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      })),
    )
    .toEqual({ databases: [], caches: [], workers: 0 });
});

test("a ticket's QR code from its confirmation e-mail, held to the camera, shows the green state and checks the guest in; at another event it is red, naming its event", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const casey = unique("Casey");
  const { eventId, emails, title } = await eventWithGuests(page, browser, [casey]);
  const otherTitle = unique("Other Supper");
  const otherId = (await createFreeTicketedEvent(page, otherTitle)).split("/").pop()!;

  await page.goto("/admin/outbox");
  const mail = page.locator("details").filter({ hasText: `To ${emails[0]}` });
  await mail.locator("summary").click();
  const href = await mail.getByRole("link", { name: "check-in.png" }).getAttribute("href");
  const png = Buffer.from(await (await page.request.get(href!)).body());
  const { camera, door } = await doorWithCamera(page, png);
  try {
    await openCheckIn(door, eventId);
    await door.getByRole("button", { name: "Scan ticket" }).click();
    await expect(door.getByRole("heading", { level: 2, name: casey })).toBeFocused({
      timeout: 15_000,
    });
    await expect(door.getByText("Admit", { exact: true })).toBeVisible();
    await door.screenshot({ path: "test-results/check-in-scan-green-390.png" });
    await door.getByRole("button", { name: `Check in ${casey}` }).click();
    await expect(checkedIn(door)).toHaveText("1");
    await expect(door.getByText("Every check-in is synced")).toBeVisible({ timeout: 15_000 });

    // The same ticket at another event's door: the server names the event it is for.
    await openCheckIn(door, otherId);
    await door.getByRole("button", { name: "Scan ticket" }).click();
    await expect(
      door.getByRole("heading", { level: 2, name: `This ticket is for ${title}` }),
    ).toBeFocused({
      timeout: 15_000,
    });
    await expect(door.getByText("Do not admit")).toBeVisible();
    await door.screenshot({ path: "test-results/check-in-scan-other-event-390.png" });
  } finally {
    await camera.close();
  }
});

test("the screen has no accessibility violations, and works from the keyboard: search, check in, undo", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const dana = unique("Dana");
  const { eventId } = await eventWithGuests(page, browser, [dana]);
  await openCheckIn(page, eventId);
  const axe = async () =>
    (
      await new AxeBuilder({ page })
        .exclude("[data-sonner-toaster]")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze()
    ).violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  expect(await axe()).toEqual([]);

  // Keyboard only: Tab to the search box, type, Tab to the result, Enter.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (
      await page
        .getByRole("searchbox", { name: "Search guests" })
        .evaluate((el) => el === document.activeElement)
    )
      break;
  }
  await expect(page.getByRole("searchbox", { name: "Search guests" })).toBeFocused();
  await page.keyboard.type(dana.split(" ")[0]!);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: new RegExp(dana) })).toBeFocused();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 2, name: dana });
  await expect(heading).toBeFocused();
  expect(await axe()).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Check in ${dana}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(checkedIn(page)).toHaveText("1");
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Undo check-in of ${dana}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(checkedIn(page)).toHaveText("0");
  await expect(page.getByRole("button", { name: `Check in ${dana}` })).toBeVisible();
  await expect(page.getByText("Every check-in is synced")).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("searchbox", { name: "Search guests" })).toBeFocused();
});

test("a registration that is not admitted shows red with its reason and no check-in; screenshots at 390 and 1280 px", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const [ellis, frankie] = [unique("Ellis"), unique("Frankie")];
  const { eventId } = await eventWithGuests(page, browser, [ellis, frankie]);
  // The server's copy as it would read once Frankie's order was cancelled (the screen's rendering is under test here).
  await page.route(`**/api/admin/events/${eventId}/door-copy`, async (route) => {
    const copy = await (await route.fetch()).json();
    for (const r of copy.registrations) if (r.buyerName === frankie) r.status = "cancelled";
    await route.fulfill({ json: copy });
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openCheckIn(page, eventId);
    await expect(page.getByText("of 1 seat checked in")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search guests" }).fill("e");
    await page.screenshot({ path: `test-results/check-in-search-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: new RegExp(frankie) }).click();
    await expect(page.getByText("Do not admit")).toBeVisible();
    await expect(
      page.getByRole("dialog").getByText("This registration was cancelled."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Check in/ })).toHaveCount(0);
    await page.screenshot({ path: `test-results/check-in-red-${width}.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("searchbox", { name: "Search guests" }).fill(ellis);
    await page.getByRole("button", { name: new RegExp(ellis) }).click();
    await expect(page.getByText("Admit", { exact: true })).toBeVisible();
    await page.screenshot({ path: `test-results/check-in-green-${width}.png` });
    await page.context().setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
    await page.getByRole("button", { name: `Check in ${ellis}` }).click();
    await expect(page.getByText("1 check-in waiting to sync")).toBeVisible();
    await page.screenshot({ path: `test-results/check-in-offline-${width}.png` });
    await page.getByRole("button", { name: `Undo check-in of ${ellis}` }).click();
    await page.context().setOffline(false);
    await expect(page.getByText("Every check-in is synced")).toBeVisible({ timeout: 15_000 });
  }
});

test("an order of two ticket types: its QR code shows both lines, check in all admits all five guests; a cancelled line shows red", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const title = unique("Family Supper");
  const href = await createFreeTicketedEvent(page, title);
  const eventId = href.split("/").pop()!;
  await page
    .getByRole("dialog", { name: "Event Management" })
    .getByRole("button", { name: "Add Ticket Type" })
    .click();
  const add = page.getByRole("dialog", { name: "Add Ticket Type" });
  await add.getByLabel("Name").fill("Child");
  await add.getByLabel("Quantity Available").fill("10");
  await add.getByRole("button", { name: "Create Ticket Type" }).click();
  await expectTicketTypeCreated(page, add);

  // 2 Community Seats + 3 Child in one order (docs/decisions/018-codes-and-orders.md).
  const buyer = unique("Morgan");
  const email = uniqueEmail("family");
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href);
  await visitor.getByRole("button", { name: "Register Now" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Select Tickets" });
  await dialog.getByRole("radio", { name: /Community Seat/ }).check();
  await dialog.getByLabel("Quantity", { exact: true }).fill("2");
  await dialog.getByRole("button", { name: "Add another ticket type" }).click();
  await dialog.getByLabel("Ticket type 2", { exact: true }).selectOption({ label: "Child (Free)" });
  await dialog.getByLabel("Quantity of ticket type 2").fill("3");
  await dialog.getByRole("button", { name: "Continue" }).click();
  const contact = visitor.getByRole("dialog", { name: "Contact Information" });
  await contact.getByLabel("Full Name *").fill(buyer);
  await contact.getByLabel("Email *").fill(email);
  const names = [buyer, "Sky Partner", "Kid One", "Kid Two", "Kid Three"];
  for (const [i, name] of names.entries())
    await contact.getByLabel("Guest name *").nth(i).fill(name);
  await contact.getByRole("button", { name: "Register" }).click();
  await expect(visitor.getByText("Registration successful!")).toBeVisible();
  await visitor.context().close();

  await page.goto("/admin/outbox");
  const mail = page.locator("details").filter({ hasText: `To ${email}` });
  await mail.locator("summary").click();
  const qr = await mail.getByRole("link", { name: "check-in.png" }).getAttribute("href");
  const { camera, door } = await doorWithCamera(
    page,
    Buffer.from(await (await page.request.get(qr!)).body()),
  );
  try {
    await openCheckIn(door, eventId);
    await expect(door.getByText("of 5 seats checked in")).toBeVisible();
    await door.getByRole("button", { name: "Scan ticket" }).click();
    await expect(door.getByRole("heading", { level: 2, name: buyer })).toBeFocused({
      timeout: 15_000,
    });
    const result = door.getByRole("dialog");
    await expect(result.getByRole("group", { name: /Community Seat · 2 seats/ })).toBeVisible();
    await expect(
      result.getByRole("group", { name: /Child · 3 seats/ }).getByText("Kid Three"),
    ).toBeVisible();
    await door.screenshot({ path: "test-results/check-in-order-390.png", fullPage: true });
    expect(
      (
        await new AxeBuilder({ page: door })
          .exclude("[data-sonner-toaster]")
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze()
      ).violations.map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(" ") + " " + n.failureSummary).join("; ")}`,
      ),
    ).toEqual([]);
    await door.getByRole("button", { name: "Check in all (5)" }).click();
    await expect(checkedIn(door)).toHaveText("5");
    await expect(door.getByText("Everyone is in").first()).toBeVisible();
    await expect(door.getByText("Every check-in is synced")).toBeVisible({ timeout: 15_000 });
  } finally {
    await camera.close();
  }

  // The same order as the door would read it once its Child line was cancelled: that line is red, the other green.
  await page.route(`**/api/admin/events/${eventId}/door-copy`, async (route) => {
    const copy = await (await route.fetch()).json();
    for (const r of copy.registrations) if (r.ticketType === "Child") r.status = "cancelled";
    await route.fulfill({ json: copy });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCheckIn(page, eventId);
  await page.getByRole("searchbox", { name: "Search guests" }).fill("Kid Two");
  await page.getByRole("list", { name: "Search results" }).getByRole("button").click();
  await expect(page.getByRole("heading", { level: 2, name: buyer })).toBeFocused();
  const child = page.getByRole("dialog").getByRole("group", { name: /Child · 3 seats/ });
  await expect(child.getByText("Do not admit: This registration was cancelled.")).toBeVisible();
  await expect(
    page.getByText("Some tickets in this order are not admitted: see below."),
  ).toBeVisible();
  await expect(child.getByRole("button", { name: /Undo/ })).toHaveCount(0);
  await page.screenshot({
    path: "test-results/check-in-order-cancelled-line-1280.png",
    fullPage: true,
  });
});
