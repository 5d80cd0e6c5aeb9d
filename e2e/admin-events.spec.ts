// The event back office in Chromium (docs/decisions/006): /admin/events, the event dialog, the Manage dialog
// (ticket types, registrations & guest list), the door list printed to PDF.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { afterKeyboardPickUp } from "./admin-helpers";
import { admin, expect, signInAsAdmin, test } from "./fixtures";
import {
  seedRegistrations,
  startServer,
  type SeededEvent,
  type StartedServer,
} from "./event-admin-seed";
import type { DoorCopy } from "../shared/schemas/check-in";

const card = (page: Page, title: string) =>
  page.getByTestId("admin-event-card").filter({ hasText: title });
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function createEvent(
  page: Page,
  title: string,
  options: { ticketing?: boolean; date?: string } = {},
) {
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = dialog(page, "Add Event");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill(`About ${title}.`);
  await form.getByLabel("Event Date & Time").fill(options.date ?? "2030-07-04T18:30");
  await form.getByLabel("Location").fill("Killeen, TX");
  if (options.ticketing) await form.getByRole("switch", { name: "Enable Ticketing" }).click();
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully!")).toBeVisible();
  await expect(form).toBeHidden();
  const href = await card(page, title)
    .getByRole("link", { name: /Preview/ })
    .getAttribute("href");
  return href!.split("/").pop()!;
}

async function openManage(page: Page, title: string) {
  await card(page, title)
    .getByRole("button", { name: `Manage ${title}` })
    .click();
  const manage = dialog(page, "Event Management");
  await expect(manage.getByRole("heading", { name: "Registrations & Guest List" })).toBeVisible();
  await expect(manage.getByRole("button", { name: "Add Ticket Type" })).toBeEnabled();
  return manage;
}

/** Serious axe findings; toasts are left out (one fading away fails contrast mid-animation). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** A small RFC 4180 reader, to check the export cell by cell. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

test.describe("the events list", () => {
  test("cards show SPEC's badges; Copy Link, Preview and the Manage button work", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInAsAdmin(page);
    await page.goto("/admin/events");
    await expect(page.getByRole("heading", { name: "Event Management", level: 1 })).toBeVisible();

    // The next upcoming event first, then later ones, then past events, most recent first.
    const cards = page.getByTestId("admin-event-card");
    const badges = await cards.evaluateAll((all) =>
      all.map((c) => (c.textContent?.includes("Upcoming") ? "Upcoming" : "Past")),
    );
    expect(badges.indexOf("Past")).toBe(badges.lastIndexOf("Upcoming") + 1);
    const gala = card(page, "Freedom Gala Dinner");
    await expect(gala.getByText("Upcoming", { exact: true })).toBeVisible();
    await expect(gala.getByText("Tickets Available")).toBeVisible();
    await expect(gala.getByTestId("event-sales")).toContainText(/Seats sold\d+ of 120/);
    await expect(gala.getByTestId("event-sales")).toContainText(/Revenue \(net\)\$[\d,]+\.\d\d/);
    await expect(gala.getByText("Max 120")).toBeVisible();
    await expect(
      gala.getByText("Killeen Civic Center, 3601 S W S Young Dr, Killeen, TX"),
    ).toBeVisible();
    await expect(gala.getByText(/^Our annual dinner/)).toHaveCSS("-webkit-line-clamp", "3");
    const breakfast = card(page, "Veterans Day Breakfast");
    await expect(breakfast.getByText("Past", { exact: true })).toBeVisible();
    await expect(breakfast.getByRole("button", { name: /^Manage/ })).toHaveCount(0);
    await expect(breakfast.getByText("Tickets Available")).toHaveCount(0);

    await gala.getByRole("button", { name: "Copy link to Freedom Gala Dinner" }).click();
    await expect(page.getByText("Link copied!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${baseURL}/events/[0-9a-f-]{36}$`));

    const [preview] = await Promise.all([
      page.waitForEvent("popup"),
      gala.getByRole("link", { name: /Preview/ }).click(),
    ]);
    await expect(preview).toHaveURL(copied);
    await preview.close();

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await gala.getByRole("button", { name: "Copy link to Freedom Gala Dinner" }).click();
    await expect(page.getByText("Copy failed")).toBeVisible();

    const manage = await openManage(page, "Freedom Gala Dinner");
    await expect(manage.getByTestId("ticket-type-card")).toHaveCount(2);
    await expect(manage.getByRole("link", { name: /Door List/ })).toHaveAttribute(
      "href",
      /\/door-list$/,
    );
    await manage.getByRole("button", { name: "Close" }).click();
    await expect(manage).toBeHidden();
  });

  test("4 skeletons while the list reloads, 3 while registrations load", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/events");
    await expect(card(page, "Freedom Gala Dinner")).toBeVisible();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/events\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Events" })
      .click();
    const loading = page.getByLabel("Loading events");
    await expect(loading.getByTestId("skeleton").first()).toBeVisible();
    await expect(loading.locator(":scope > div")).toHaveCount(4);
    release();
    await expect(card(page, "Freedom Gala Dinner")).toBeVisible();
    await page.unroute(/\/admin\/events\.data/);

    let releaseManage!: () => void;
    const heldManage = new Promise<void>((resolve) => (releaseManage = resolve));
    await page.route(/\/manage(\.data)?(\?|$)/, async (route) => {
      await heldManage;
      await route.continue();
    });
    await card(page, "Freedom Gala Dinner")
      .getByRole("button", { name: "Manage Freedom Gala Dinner" })
      .click();
    await expect(page.getByLabel("Loading registrations").getByTestId("skeleton")).toHaveCount(3);
    releaseManage();
    await expect(
      dialog(page, "Event Management").getByText("No one has registered for this event yet."),
    ).toBeVisible();
  });
});

test.describe("adding, editing and deleting an event", () => {
  // The browser's own zone must not matter: times are the organisation's (America/Chicago).
  test.use({ timezoneId: "Asia/Tokyo" });
  test.describe.configure({ timeout: 90_000 });

  test("validation, the Validation Error toast, create, edit in Chicago time, delete", async ({
    page,
  }) => {
    const title = unique("Honor Run");
    await signInAsAdmin(page);
    await page.goto("/admin/events");
    await page.getByRole("button", { name: "Add Event" }).click();
    const form = dialog(page, "Add Event");
    await expect(form.getByText("Save the event first to add gallery photos.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(form.getByLabel("Maximum Capacity (Optional)")).toHaveCount(0);
    await form.getByRole("button", { name: "Create Event" }).click();
    for (const message of [
      "Title is required",
      "Description is required",
      "Event date is required",
      "Location is required",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Validation Error")).toBeVisible();

    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("Five kilometres in memory of the fallen.");
    await form.getByLabel("Event Date & Time").fill("2030-07-04T18:30");
    await form.getByLabel("Location").fill("Lions Club Park, Killeen, TX");
    await form.getByRole("switch", { name: "Enable Ticketing" }).click();
    await expect(form.getByLabel("Maximum Capacity (Optional)")).toBeVisible();
    await expect(form.getByLabel("Ticket Sales Start Date & Time (Optional)")).toHaveValue("");
    await form.getByLabel("Ticket Sales Start Date & Time (Optional)").fill("2030-07-05T09:00");
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(form.getByText("Ticket sales must start before the event")).toBeVisible();
    await form.getByLabel("Ticket Sales Start Date & Time (Optional)").fill("");
    await form.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("Event created successfully!")).toBeVisible();

    const created = card(page, title);
    await expect(created.getByText("Thursday, July 4, 2030 at 6:30 PM")).toBeVisible();
    // No ticket type yet: the card says so instead of 'Tickets Available', and the page offers the next step.
    await expect(
      created.getByText("No ticket types yet — add one so people can register"),
    ).toBeVisible();
    await expect(created.getByText("Tickets Available")).toHaveCount(0);
    await expect(created.getByTestId("event-sales")).toContainText("Revenue (net)$0.00");
    const next = page.getByRole("region", { name: "Next: add ticket types" });
    await expect(next).toContainText(`“${title}” is saved with ticketing on.`);
    await expect(next.getByRole("button", { name: "Add ticket types" })).toBeFocused();
    await next.getByRole("button", { name: "Add ticket types" }).click();
    const manage = dialog(page, "Event Management");
    await expect(manage).toContainText(title);
    await expect(manage.getByText("No ticket types yet", { exact: true })).toBeVisible();
    await manage.getByRole("button", { name: "Close" }).click();
    await expect(next).toHaveCount(0);
    await expect(created.getByText(/^Max /)).toHaveCount(0); // blank capacity is 0: no limit

    await created.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = dialog(page, "Edit Event");
    await expect(edit.getByLabel("Event Date & Time")).toHaveValue("2030-07-04T18:30");
    await expect(edit.getByRole("heading", { name: "Event Gallery" })).toBeVisible();
    await expect(edit.getByText("Save the event first to add gallery photos.")).toHaveCount(0);
    await edit.getByLabel("Maximum Capacity (Optional)").fill("50");
    await edit.getByLabel("Ticket Sales Start Date & Time (Optional)").fill("2030-06-01T09:00");
    await edit.getByLabel("Event Date & Time").fill("2030-12-12T18:30");
    await edit.getByRole("button", { name: "Update Event" }).click();
    await expect(page.getByText("Event updated successfully!")).toBeVisible();
    await expect(created.getByText("Max 50")).toBeVisible();
    await expect(created.getByText("Thursday, December 12, 2030 at 6:30 PM")).toBeVisible();

    await page.reload();
    await card(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    await expect(
      dialog(page, "Edit Event").getByLabel("Ticket Sales Start Date & Time (Optional)"),
    ).toHaveValue("2030-06-01T09:00");
    await dialog(page, "Edit Event").getByRole("button", { name: "Cancel" }).click();

    await card(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card(page, title)).toHaveCount(1);
    await card(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Event deleted successfully!")).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
  });
});

test.describe("the Ticket Types manager", () => {
  test.describe.configure({ timeout: 120_000 });
  test("add with SPEC's defaults and messages, edit, reorder by keyboard and pointer (kept after reload), delete", async ({
    page,
  }) => {
    const title = unique("Ticketed Supper");
    await signInAsAdmin(page);
    await page.goto("/admin/events");
    await createEvent(page, title, { ticketing: true });
    let manage = await openManage(page, title);
    await expect(manage.getByText("No ticket types yet")).toBeVisible();
    await expect(manage.getByText("No one has registered for this event yet.")).toBeVisible();

    await manage.getByRole("button", { name: "Add Ticket Type" }).click();
    const add = dialog(page, "Add Ticket Type");
    await expect(add.getByLabel("Price ($)")).toHaveValue("0");
    await expect(add.getByLabel("Quantity Available")).toHaveValue("1");
    await expect(add.getByLabel("Seats per Unit")).toHaveValue("1");
    await expect(add.getByRole("switch", { name: "Active" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(add.getByText("Enable sales for this ticket type")).toBeVisible();
    await expect(add.getByText("Number of seats included with each ticket purchase")).toBeVisible();
    await expect(add.getByText("Save the ticket type first to add photos")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByLabel("Price ($)").fill("-1");
    await add.getByLabel("Quantity Available").fill("0");
    await add.getByLabel("Seats per Unit").fill("0");
    await add.getByRole("button", { name: "Create Ticket Type" }).click();
    for (const message of [
      "Name is required",
      "Price must be 0 or greater",
      "Quantity must be at least 1",
      "Seats per unit must be at least 1",
    ]) {
      await expect(add.getByText(message)).toBeVisible();
    }

    async function fillType(name: string, price: string, quantity: string, seats = "1") {
      const form = page.getByRole("dialog", { name: /Ticket Type$/ });
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Price ($)").fill(price);
      await form.getByLabel("Quantity Available").fill(quantity);
      await form.getByLabel("Seats per Unit").fill(seats);
      return form;
    }
    await (
      await fillType("Adult", "25", "40")
    )
      .getByRole("button", { name: "Create Ticket Type" })
      .click();
    await expect(page.getByText("Ticket type created successfully")).toBeVisible();
    for (const [name, price, qty, seats] of [
      ["Child", "0", "20", "1"],
      ["Family Table", "90.5", "10", "4"],
    ]) {
      await manage.getByRole("button", { name: "Add Ticket Type" }).click();
      await (
        await fillType(name!, price!, qty!, seats)
      )
        .getByRole("button", { name: "Create Ticket Type" })
        .click();
      await expect(dialog(page, "Add Ticket Type")).toBeHidden();
    }
    const cards = manage.getByTestId("ticket-type-card");
    await expect(cards).toHaveCount(3);
    await expect(
      manage.getByText("Drag to reorder how ticket types appear on the event page"),
    ).toBeVisible();
    const adult = cards.filter({ hasText: "Adult" });
    for (const text of ["Active", "$25.00", "40 available", "1 seats per ticket", "Sold: 0"]) {
      await expect(adult.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(
      cards.filter({ hasText: "Child" }).getByText("Free", { exact: true }),
    ).toBeVisible();
    await expect(cards.filter({ hasText: "Family Table" }).getByText("$90.50")).toBeVisible();

    await manage.getByRole("button", { name: "Edit Child" }).click();
    const edit = dialog(page, "Edit Ticket Type");
    await expect(edit.getByRole("heading", { name: "Ticket Photos" })).toBeVisible();
    await expect(edit.getByText("Save the ticket type first to add photos")).toHaveCount(0);
    await edit.getByLabel("Name").fill("Child (under 12)");
    await edit.getByRole("switch", { name: "Active" }).click();
    // The photo list loads after the dialog opens and moves the footer up as it
    // swaps its placeholders for "No photos yet": click once it has settled.
    await expect(edit.getByText("No photos yet")).toBeVisible();
    await edit.getByRole("button", { name: "Update Ticket Type" }).click();
    await expect(page.getByText("Ticket type updated successfully")).toBeVisible();
    await expect(cards.filter({ hasText: "Child (under 12)" }).getByText("Inactive")).toBeVisible();

    // Keyboard: pick up Family Table, move it up twice, drop it.
    await manage.getByRole("button", { name: "Drag to reorder Family Table" }).focus();
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press("Space");
    await expect(announced).toHaveText("Picked up Family Table.");
    await afterKeyboardPickUp(page);
    await page.keyboard.press("ArrowUp");
    await expect(announced).toHaveText("Family Table was moved over Child (under 12).");
    await page.keyboard.press("ArrowUp");
    await expect(announced).toHaveText("Family Table was moved over Adult.");
    await page.keyboard.press("Space");
    await expect(page.getByText("Ticket types reordered successfully")).toBeVisible();
    await expect(cards.locator("h4")).toHaveText(["Family Table", "Adult", "Child (under 12)"]);

    // Pointer: drag Child (under 12) above Adult.
    const handle = manage.getByRole("button", { name: "Drag to reorder Child (under 12)" });
    const target = await manage
      .getByRole("button", { name: "Drag to reorder Adult" })
      .boundingBox();
    const start = await handle.boundingBox();
    await page.mouse.move(start!.x + start!.width / 2, start!.y + start!.height / 2);
    await page.mouse.down();
    await page.mouse.move(start!.x + start!.width / 2, start!.y - 20, { steps: 5 });
    await page.mouse.move(target!.x + target!.width / 2, target!.y, { steps: 10 });
    await page.mouse.up();
    await expect(cards.locator("h4")).toHaveText(["Family Table", "Child (under 12)", "Adult"]);

    await page.reload();
    manage = await openManage(page, title);
    await expect(manage.getByTestId("ticket-type-card").locator("h4")).toHaveText([
      "Family Table",
      "Child (under 12)",
      "Adult",
    ]);

    await manage.getByRole("button", { name: "Delete Adult" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      'Are you sure you want to delete "Adult"? This action cannot be undone.',
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Ticket type deleted successfully")).toBeVisible();
    await expect(manage.getByTestId("ticket-type-card")).toHaveCount(2);
  });

  test("an update that finds no row shows SPEC's permission message", async ({ page, context }) => {
    const title = unique("Two Tabs");
    await signInAsAdmin(page);
    await page.goto("/admin/events");
    await createEvent(page, title, { ticketing: true });
    const manage = await openManage(page, title);
    await manage.getByRole("button", { name: "Add Ticket Type" }).click();
    await dialog(page, "Add Ticket Type").getByLabel("Name").fill("Doomed");
    await dialog(page, "Add Ticket Type")
      .getByRole("button", { name: "Create Ticket Type" })
      .click();
    await expect(page.getByText("Ticket type created successfully")).toBeVisible();
    await manage.getByRole("button", { name: "Edit Doomed" }).click();
    await expect(dialog(page, "Edit Ticket Type").getByText("No photos yet")).toBeVisible();

    // Meanwhile another tab deletes it.
    const other = await context.newPage();
    await other.goto("/admin/events");
    await card(other, title)
      .getByRole("button", { name: `Manage ${title}` })
      .click();
    await dialog(other, "Event Management").getByRole("button", { name: "Delete Doomed" }).click();
    await other.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(other.getByText("Ticket type deleted successfully")).toBeVisible();
    await other.close();

    await dialog(page, "Edit Ticket Type").getByLabel("Name").fill("Renamed");
    await dialog(page, "Edit Ticket Type")
      .getByRole("button", { name: "Update Ticket Type" })
      .click();
    await expect(
      page.getByText(
        "Permission denied: Unable to update ticket type. You may not have admin access.",
      ),
    ).toBeVisible();
  });
});

test.describe("registrations and guest lists", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let server: StartedServer;
  let seeded: SeededEvent;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "homefront-e2e-registrations-"));
    seeded = await seedRegistrations(dataDir);
    server = await startServer(dataDir, admin);
    base = `http://localhost:${server.port}`;
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function openSeeded(page: Page) {
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`${base}/admin/events`);
    return openManage(page, seeded.title);
  }

  test("stats, search, every field of a card, the refund flag and the CSV, cell by cell", async ({
    page,
  }) => {
    const manage = await openSeeded(page);
    await expect(manage.getByTestId("stat-Registrations")).toHaveText("2");
    await expect(manage.getByTestId("stat-Total Attendees")).toHaveText("3");
    await expect(manage.getByTestId("stat-Total Revenue")).toHaveText("$215.00");
    const cards = manage.getByTestId("registration-card");
    await expect(cards).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);

    const jordan = cards.filter({ hasText: "jordan@example.org" });
    for (const text of [
      "+1 254 555 0100",
      "Active",
      "Table, for two",
      "1 × $140.00",
      "Near the stage, please",
      "Dietary: Vegetarian",
      "Accessibility: Wheelchair access",
      "(Primary)",
    ]) {
      await expect(jordan.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(
      cards.filter({ hasText: "+Quinn Pending" }).getByText("Pending payment"),
    ).toBeVisible();
    await expect(
      cards.filter({ hasText: "-Dana Cancelled" }).getByText("Cancelled", { exact: true }),
    ).toBeVisible();

    await expect(manage.getByText("1 late payment needs a refund.")).toBeVisible();
    const late = cards.filter({ hasText: "Late Payer" });
    await expect(late.getByText("Needs refund")).toBeVisible();
    await late.getByRole("button", { name: "Mark refund resolved" }).click();
    await expect(page.getByText("Refund marked as resolved")).toBeVisible();
    await expect(late.getByText(/Refund resolved/)).toBeVisible();
    await expect(manage.getByText("1 late payment needs a refund.")).toHaveCount(0);

    const search = manage.getByPlaceholder("Search registrations...");
    await search.fill("pat@EXAMPLE");
    await expect(cards).toHaveCount(1);
    await search.fill("JORDAN");
    await expect(cards).toHaveCount(1);
    await search.fill("nobody at all");
    await expect(manage.getByText("No registrations match your search criteria.")).toBeVisible();
    await search.fill("");
    await expect(cards).toHaveCount(5);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      manage.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`event-registrations-${seeded.eventId}.csv`);
    const text = readFileSync((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(text.slice(1));
    // SPEC §7's columns, then the door's (docs/decisions/014-check-in-sync.md), then refunds' (decision 016).
    expect(rows[0]).toEqual([
      "Customer Name",
      "Email",
      "Phone",
      "Ticket Type",
      "Quantity",
      "Total Amount",
      "Status",
      "Registration Date",
      "Guests",
      "Reference",
      "Dietary Needs",
      "Accessibility Needs",
      "Checked In",
      "Check-in Times",
      "Refunded Amount",
      "Net Amount",
      "Tickets Refunded",
    ]);
    const byEmail = (email: string) => rows.find((r) => r[1] === email)!;
    expect(byEmail("jordan@example.org").slice(0, 7)).toEqual([
      `'=HYPERLINK("http://evil.example","Lee, Jordan")`,
      "jordan@example.org",
      "'+1 254 555 0100",
      "Table, for two",
      "1",
      "140.00",
      "active",
    ]);
    expect(byEmail("jordan@example.org")[7]).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );
    expect(byEmail("jordan@example.org")[8]).toBe('Lee, Jordan; Sam "Sky"\nRivera');
    expect(byEmail("jordan@example.org").slice(14)).toEqual(["0.00", "140.00", "0"]);
    expect(byEmail("PAT@example.org").slice(0, 7)).toEqual([
      "'@Pat Smith",
      "PAT@example.org",
      "",
      "Single",
      "1",
      "75.00",
      "active",
    ]);
    expect(byEmail("dana@example.org")[0]).toBe("'-Dana Cancelled");
    expect(byEmail("quinn@example.org")[0]).toBe("'+Quinn Pending");
    expect(rows).toHaveLength(6);
  });

  test("the registrations page of its own: opened directly, a guest's name found, the search kept in its address", async ({
    page,
  }) => {
    const manage = await openSeeded(page);
    await manage.getByRole("link", { name: "Open full page" }).click();
    const url = `${base}/admin/events/${seeded.eventId}/registrations`;
    await expect(page).toHaveURL(url);
    await page.goto(url);
    await expect(
      page.getByRole("heading", { level: 1, name: `Registrations: ${seeded.title}` }),
    ).toBeVisible();
    await expect(page.getByTestId("stat-Registrations")).toHaveText("2");
    const cards = page.getByTestId("registration-card");
    await expect(cards).toHaveCount(5);
    // A guest's name, not the buyer's, finds the registration; the address can be bookmarked.
    await page.getByPlaceholder("Search registrations...").fill("rivera");
    await expect(page).toHaveURL(`${url}?q=rivera`);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("jordan@example.org");
    await page.reload();
    await expect(page.getByPlaceholder("Search registrations...")).toHaveValue("rivera");
    await expect(cards).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    // The Manage dialog's own address is not JSON: it leads here.
    await page.goto(`${base}/admin/events/${seeded.eventId}/manage`);
    await expect(page).toHaveURL(url);
  });

  test("the door list lists every expected guest with needs and their check-in, fits a phone, and prints", async ({
    page,
  }, testInfo) => {
    const manage = await openSeeded(page);
    // One guest checked in through the door's API (docs/decisions/014-check-in-sync.md).
    const copy = (await (
      await page.request.get(`${base}/api/admin/events/${seeded.eventId}/door-copy`)
    ).json()) as DoorCopy;
    const jordan = copy.registrations
      .flatMap((r) => r.attendees.map((a) => ({ registrationId: r.id, key: a.key, name: a.name })))
      .find((a) => a.name === "Lee, Jordan")!;
    const sent = await page.request.post(`${base}/api/admin/events/${seeded.eventId}/check-ins`, {
      headers: { origin: base },
      data: {
        deviceId: "e2e-door-device",
        operations: [
          {
            id: randomUUID(),
            op: "check-in",
            registrationId: jordan.registrationId,
            attendeeKey: jordan.key,
            at: new Date().toISOString(),
          },
        ],
      },
    });
    expect(sent.status()).toBe(200);
    const [doorList] = await Promise.all([
      page.waitForEvent("popup"),
      manage.getByRole("link", { name: /Door List/ }).click(),
    ]);
    await expect(doorList.getByRole("heading", { name: "Door List" })).toBeVisible();
    await expect(doorList.getByText(seeded.title)).toBeVisible();
    const rows = doorList.getByTestId("door-list-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("@Pat Smith");
    await expect(rows.nth(1)).toContainText("Lee, Jordan (Primary)");
    await expect(rows.nth(1)).toContainText("Vegetarian");
    await expect(rows.nth(1)).toContainText("Near the stage, please");
    await expect(rows.nth(2)).toContainText("Wheelchair access");
    await expect(rows.getByRole("img", { name: "Not checked in" })).toHaveCount(2);
    await expect(rows.nth(1).getByRole("img", { name: "Checked in" })).toBeVisible();
    await expect(rows.nth(1).locator("time")).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
    await expect(
      doorList.getByText("3 attendees from active registrations, 1 checked in."),
    ).toBeVisible();
    await expect(
      doorList.getByText("1 awaiting payment not listed.", { exact: false }),
    ).toBeVisible();
    await expect(doorList.getByTestId("dietary-summary")).toContainText("Vegetarian2");
    await expect(doorList.getByTestId("accessibility-summary")).toContainText(
      /Rivera: Wheelchair access/,
    );
    expect(await seriousViolations(doorList)).toEqual([]);

    writeFileSync(
      testInfo.outputPath("door-list-1280.png"),
      await doorList.screenshot({ fullPage: true }),
    );
    // A phone: no sideways scrolling.
    await doorList.setViewportSize({ width: 390, height: 844 });
    await expect(rows.nth(1)).toContainText("Vegetarian");
    expect(await doorList.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    writeFileSync(
      testInfo.outputPath("door-list-390.png"),
      await doorList.screenshot({ fullPage: true }),
    );
    await doorList.setViewportSize({ width: 1280, height: 800 });

    const pdf = testInfo.outputPath("door-list.pdf");
    await doorList.pdf({ path: pdf, format: "Letter", printBackground: true });
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
    await doorList.emulateMedia({ media: "print" });
    await expect(doorList.getByRole("banner")).toBeHidden();
    await expect(doorList.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(doorList.getByRole("navigation", { name: "Admin" })).toBeHidden();
    writeFileSync(
      testInfo.outputPath("door-list-print.png"),
      await doorList.screenshot({ fullPage: true }),
    );
    await doorList.close();
  });

  test("refusals, Edit Registration with guests, cancelling releases seats, delete", async ({
    page,
  }) => {
    let manage = await openSeeded(page);
    const cards = manage.getByTestId("registration-card");

    // A type with registrations stays; its quantity can't drop below what is sold or held.
    await manage.getByRole("button", { name: "Delete Single" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByText(
        /^Failed to delete ticket type: "Single" has 4 registrations and can't be deleted/,
      ),
    ).toBeVisible();
    await manage.getByRole("button", { name: "Edit Single" }).click();
    await dialog(page, "Edit Ticket Type").getByLabel("Quantity Available").fill("1");
    await expect(dialog(page, "Edit Ticket Type").getByText("No photos yet")).toBeVisible();
    await dialog(page, "Edit Ticket Type")
      .getByRole("button", { name: "Update Ticket Type" })
      .click();
    await expect(
      page.getByText(
        "Failed to update ticket type: Quantity can't be lower than the 2 tickets already sold.",
      ),
    ).toBeVisible();
    await expect(
      dialog(page, "Edit Ticket Type").getByText("Quantity can't be lower than the 2 already sold"),
    ).toBeVisible();
    await dialog(page, "Edit Ticket Type").getByRole("button", { name: "Cancel" }).click();

    // Edit Registration: guests labelled 'Guest N', add, remove, SPEC messages, cancel.
    await cards
      .filter({ hasText: "jordan@example.org" })
      .getByRole("button", { name: /^Edit registration of/ })
      .click();
    const edit = dialog(page, "Edit Registration");
    await expect(edit.getByRole("group", { name: "Guest 1" })).toBeVisible();
    await expect(edit.getByRole("group", { name: "Guest 2" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole("button", { name: "Add Guest" }).click();
    const third = edit.getByRole("group", { name: "Guest 3" });
    await third.getByLabel("Guest 3 Name").fill("Casey Park");
    await third.getByLabel("Guest 3 Email").fill("not-an-email");
    await edit.getByLabel("Customer Name").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(edit.getByText("Customer name is required")).toBeVisible();
    await expect(edit.getByText("Invalid email address")).toBeVisible();
    await edit.getByLabel("Customer Name").fill("Jordan Lee");
    await third.getByLabel("Guest 3 Email").fill("casey@example.org");
    await third.getByLabel("Guest 3 Dietary Restrictions").fill("Nut allergy");
    await edit.getByRole("button", { name: "Remove Guest 2" }).click();
    await expect(edit.getByRole("group", { name: "Guest 3" })).toHaveCount(0);
    await edit.getByLabel("Status").selectOption("cancelled");
    await expect(edit.getByText("Cancelled registrations release their seats.")).toBeVisible();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Registration updated successfully")).toBeVisible();
    const jordan = cards.filter({ hasText: "jordan@example.org" });
    await expect(jordan.getByText("Jordan Lee", { exact: true })).toBeVisible();
    await expect(jordan.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(jordan.getByText("Casey Park")).toBeVisible();
    await expect(jordan.getByText("Dietary: Nut allergy")).toBeVisible();
    await expect(jordan.getByText(/Sam "Sky"/)).toHaveCount(0);
    await expect(manage.getByTestId("stat-Registrations")).toHaveText("1");
    await expect(manage.getByTestId("stat-Total Attendees")).toHaveText("1");
    await expect(manage.getByTestId("stat-Total Revenue")).toHaveText("$75.00");
    await expect(
      manage
        .getByTestId("ticket-type-card")
        .filter({ hasText: "Table, for two" })
        .getByText("Sold: 0"),
    ).toBeVisible();

    // The event still has an active registration (and a checkout hold): delete is refused.
    await manage.getByRole("button", { name: "Close" }).click();
    await card(page, seeded.title)
      .getByRole("button", { name: `Delete ${seeded.title}` })
      .click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "This event has 2 active registrations: cancel them in Manage first.",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Error deleting event")).toBeVisible();
    await expect(
      page.getByText(/has 2 active registrations\. Cancel them in Manage first/),
    ).toBeVisible();

    // Delete a registration: SPEC's confirmation, guests go too.
    manage = await openManage(page, seeded.title);
    await manage
      .getByTestId("registration-card")
      .filter({ hasText: "dana@example.org" })
      .getByRole("button", { name: /^Delete registration of/ })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "Are you sure you want to delete this registration? This action cannot be undone and will also remove all associated guest information.",
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Registration deleted successfully")).toBeVisible();
    await expect(manage.getByTestId("registration-card")).toHaveCount(4);
  });
});
