// Buyer self-service and the waitlist in Chromium (docs/decisions/017-self-service-and-waitlist.md):
// the staff turn on online cancelling and the waitlist for a one-seat event; a
// buyer registers, a visitor joins the waitlist of the sold-out event; the buyer
// opens the manage link from the confirmation e-mail in the outbox and cancels;
// the waitlisted visitor gets an offer e-mail and registers through its link.
// A family's order of two ticket types is one order on that page (decision 018).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  createFreeTicketedEvent,
  expectTicketTypeCreated,
  register,
  unique,
} from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** A link of `kind` as the recipient would read it in the e-mail (the outbox shows each message's text). */
async function linkFromOutbox(
  page: Page,
  email: string,
  subject: string,
  kind: "registrations" | "waitlist",
) {
  await page.goto("/admin/outbox");
  const message = page
    .getByTestId("outbox-message")
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: subject })
    .first();
  await message.locator("summary").click();
  const text = await message.locator("pre").textContent();
  return new URL(text!.match(new RegExp(`https?://\\S+/${kind}/[A-Za-z0-9_.-]+`))![0]).pathname;
}

/** The screen at a phone's and a laptop's width, for review (test-results/). */
async function screenshots(page: Page, name: string, options: { dialog?: boolean } = {}) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/self-service-${name}-${width}.png`,
      fullPage: !options.dialog,
    });
  }
}

test("a buyer cancels from the manage link; the waitlisted visitor is offered the seat and registers through the offer", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = unique("Harvest Supper");
  await signInAsAdmin(page);
  const href = await createFreeTicketedEvent(page, title, 1);

  // The staff allow cancelling until 24 hours before and turn the waitlist on.
  await page.goto("/admin/events");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.getByRole("dialog", { name: "Edit Event" });
  await form.getByRole("switch", { name: "Buyers can cancel online" }).click();
  await form.getByLabel("Until how many hours before the start").fill("24");
  await form.getByRole("switch", { name: "Waitlist when sold out" }).click();
  await form.getByText("Waitlist when sold out").scrollIntoViewIfNeeded();
  await screenshots(page, "event-form", { dialog: true });
  await form.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully!")).toBeVisible();

  const buyer = `buyer-${Date.now().toString(36)}@example.org`;
  const waiter = `waiter-${Date.now().toString(36)}@example.org`;
  await register(browser, href, "Robin Buyer", buyer);

  // Sold out: a visitor joins the waitlist.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href);
  await expect(visitor.getByRole("heading", { name: "Sold Out" })).toBeVisible();
  await visitor.getByRole("button", { name: "Join the Waitlist" }).first().click();
  const join = visitor.getByRole("dialog", { name: "Join the waitlist" });
  await expect(join.getByLabel("Name")).toBeFocused();
  await screenshots(visitor, "waitlist-dialog", { dialog: true });
  await join.getByLabel("Name").fill("Casey Waiting");
  await join.getByLabel("Email").fill(waiter);
  await join.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(join.getByText("You're on the waitlist.")).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await join.getByRole("button", { name: "Done" }).click();
  await expect(join).toBeHidden();

  // A tampered link is the site's normal 404.
  const managePath = await linkFromOutbox(
    page,
    buyer,
    `You're registered: ${title}`,
    "registrations",
  );
  const buyerPage = await (await browser.newContext()).newPage();
  const tampered = await buyerPage.goto(`${managePath.slice(0, -3)}abc`);
  expect(tampered?.status()).toBe(404);
  await expect(buyerPage.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

  // The buyer opens the real link: the order, the calendar links, the QR code.
  const opened = await buyerPage.goto(managePath);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  await expect(buyerPage.getByRole("heading", { name: "Your Registration" })).toBeVisible();
  await expect(buyerPage.getByText(title)).toBeVisible();
  await expect(buyerPage.getByText("Confirmed")).toBeVisible();
  await expect(buyerPage.getByRole("link", { name: "Add to calendar (.ics)" })).toBeVisible();
  await expect(buyerPage.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
    "href",
    /calendar\.google\.com/,
  );
  await expect(buyerPage.getByRole("img", { name: /QR check-in code/ })).toBeVisible();
  expect(await seriousViolations(buyerPage)).toEqual([]);
  await screenshots(buyerPage, "manage");

  // Cancel, behind a confirmation dialog: Escape keeps the registration, then confirm.
  await buyerPage.getByRole("button", { name: "Cancel Registration" }).click();
  const confirm = buyerPage.getByRole("alertdialog", { name: "Cancel your registration?" });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(buyerPage)).toEqual([]);
  await buyerPage.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(buyerPage.getByRole("button", { name: "Cancel Registration" })).toBeFocused();
  await buyerPage.getByRole("button", { name: "Cancel Registration" }).click();
  await confirm.getByRole("button", { name: "Cancel Registration" }).click();
  await expect(
    buyerPage.getByText("Your registration has been cancelled and your seats released."),
  ).toBeVisible();
  await expect(buyerPage.getByText("Cancelled", { exact: true })).toBeVisible();

  // The freed seat is offered to the visitor on the waitlist, by e-mail.
  const offerPath = await linkFromOutbox(page, waiter, `Seats are available: ${title}`, "waitlist");
  await page.goto("/admin/events");
  await page.getByRole("button", { name: `Manage ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Event Management" })
    .getByRole("link", { name: "Waitlist" })
    .click();
  await expect(page.getByRole("heading", { name: "Waitlist" })).toBeVisible();
  await expect(page.getByText(waiter)).toBeVisible();
  await expect(page.getByText("Offered", { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, "admin-waitlist");

  // Nobody else can take the held seat from the event page: it stays sold out.
  await visitor.goto(href);
  await expect(visitor.getByRole("heading", { name: "Sold Out" })).toBeVisible();

  await visitor.goto(offerPath);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await expect(visitor.getByText(/We're holding 1 Community Seat ticket/)).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await screenshots(visitor, "offer");
  await expect(visitor.getByLabel("Email")).toHaveValue(waiter);
  await visitor.getByRole("button", { name: "Complete Registration" }).click();
  await expect(
    visitor.getByText(
      `You're registered! We've sent a confirmation with your check-in code to ${waiter}.`,
    ),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByText("Registered", { exact: true })).toBeVisible();
  await visitor.context().close();
  await buyerPage.context().close();
});

test("an order of two ticket types is one order on the buyer's page: both lines, every guest, one cancel", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = unique("Family Picnic");
  await signInAsAdmin(page);
  const href = await createFreeTicketedEvent(page, title, 10);

  // Staff add a second ticket type and allow cancelling online (decision 018's orders, decision 017's policy).
  const manage = page.getByRole("dialog", { name: "Event Management" });
  await manage.getByRole("button", { name: "Add Ticket Type" }).click();
  const add = page.getByRole("dialog", { name: "Add Ticket Type" });
  await add.getByLabel("Name").fill("Child");
  await add.getByLabel("Quantity Available").fill("10");
  await add.getByRole("button", { name: "Create Ticket Type" }).click();
  await expectTicketTypeCreated(page, add);
  await page.goto("/admin/events");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const form = page.getByRole("dialog", { name: "Edit Event" });
  await form.getByRole("switch", { name: "Buyers can cancel online" }).click();
  await form.getByLabel("Until how many hours before the start").fill("24");
  await form.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully!")).toBeVisible();

  // A family registers 2 Community Seats + 1 Child in one order.
  const buyer = `family-${Date.now().toString(36)}@example.org`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href);
  await visitor.getByRole("button", { name: "Register Now" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Select Tickets" });
  await dialog.getByRole("radio", { name: /Community Seat/ }).check();
  await dialog.getByLabel("Quantity", { exact: true }).fill("2");
  await dialog.getByRole("button", { name: "Add another ticket type" }).click();
  await dialog.getByLabel("Ticket type 2", { exact: true }).selectOption({ label: "Child (Free)" });
  await dialog.getByLabel("Quantity of ticket type 2").fill("1");
  await dialog.getByRole("button", { name: "Continue" }).click();
  const contact = visitor.getByRole("dialog", { name: "Contact Information" });
  await contact.getByLabel("Full Name *").fill("Sam Family");
  await contact.getByLabel("Email *").fill(buyer);
  for (let i = 0; i < 3; i += 1)
    await contact
      .getByLabel("Guest name *")
      .nth(i)
      .fill(`Guest ${i + 1}`);
  await contact.getByRole("button", { name: "Register" }).click();
  await expect(visitor.getByText("Registration successful!")).toBeVisible();
  await visitor.context().close();

  // The manage link shows both lines and all three guests, each with their ticket type.
  const managePath = await linkFromOutbox(
    page,
    buyer,
    `You're registered: ${title}`,
    "registrations",
  );
  const buyerPage = await (await browser.newContext()).newPage();
  await buyerPage.goto(managePath);
  await expect(buyerPage.getByText("2 × Community Seat")).toBeVisible();
  await expect(buyerPage.getByText("1 × Child")).toBeVisible();
  await expect(buyerPage.getByRole("group", { name: "Guest 3 (Child)" })).toBeVisible();
  expect(await seriousViolations(buyerPage)).toEqual([]);
  await screenshots(buyerPage, "order");
  await buyerPage
    .getByRole("group", { name: "Guest 3 (Child)" })
    .getByLabel("Name")
    .fill("Alex Family");
  await buyerPage.getByRole("button", { name: "Save Details" }).click();
  await expect(buyerPage.getByText("Your guests' details have been saved.")).toBeVisible();
  await expect(
    buyerPage.getByRole("group", { name: "Guest 3 (Child)" }).getByLabel("Name"),
  ).toHaveValue("Alex Family");

  // One cancel cancels the whole order. (The page revalidates after the save; a click that
  // lands while it re-renders is tried again.)
  const confirm = buyerPage.getByRole("alertdialog", { name: "Cancel your registration?" });
  await expect(async () => {
    await buyerPage.getByRole("button", { name: "Cancel Registration" }).click();
    await expect(confirm).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(confirm).toContainText("2 × Community Seat, 1 × Child");
  await confirm.getByRole("button", { name: "Cancel Registration" }).click();
  await expect(
    buyerPage.getByText("Your registration has been cancelled and your seats released."),
  ).toBeVisible();
  await buyerPage.reload();
  await expect(buyerPage.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(buyerPage.getByText("2 × Community Seat")).toBeVisible();
  await buyerPage.context().close();
});
