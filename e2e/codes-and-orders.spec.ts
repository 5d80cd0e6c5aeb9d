// Orders of several ticket types and promo / access codes in Chromium
// (docs/decisions/018-codes-and-orders.md): staff add ticket types (one hidden)
// and a military code; a visitor buys 2 adults + 3 children in one order seeing
// the total; the code unlocks the hidden type with its discount line; staff see its uses.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createFreeTicketedEvent, expectTicketTypeCreated, unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";

/** With E2E_SCREENSHOTS set: the page at a phone's width and a laptop's, to look at. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `test-results/codes-${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}

async function addTicketType(
  page: Page,
  title: string,
  name: string,
  price: string,
  hidden = false,
) {
  await page.goto("/admin/events");
  await page
    .getByTestId("admin-event-card")
    .filter({ hasText: title })
    .getByRole("button", { name: `Manage ${title}` })
    .click();
  const manage = page.getByRole("dialog", { name: "Event Management" });
  await manage.getByRole("button", { name: "Add Ticket Type" }).click();
  const add = page.getByRole("dialog", { name: "Add Ticket Type" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Price ($)").fill(price);
  await add.getByLabel("Quantity Available").fill("40");
  if (hidden) await add.getByRole("checkbox", { name: /Hidden \(access code only\)/ }).check();
  await add.getByRole("button", { name: "Create Ticket Type" }).click();
  await expectTicketTypeCreated(page, add);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
}

async function fillContact(page: Page, seats: number) {
  const contact = page.getByRole("dialog", { name: "Contact Information" });
  await contact.getByLabel("Full Name *").fill("Dana Brooks");
  await contact.getByLabel("Email *").fill(`dana-${Date.now().toString(36)}@example.org`);
  for (let i = 0; i < seats; i += 1)
    await contact
      .getByLabel("Guest name *")
      .nth(i)
      .fill(`Guest ${i + 1}`);
  return contact;
}

test("orders of several ticket types, and a military code that unlocks a hidden type", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = unique("Veterans Supper");
  let href = "";

  await test.step("staff add ticket types, one hidden, and a code that unlocks it", async () => {
    await signInAsAdmin(page);
    href = await createFreeTicketedEvent(page, title, 40);
    await addTicketType(page, title, "Adult", "40");
    await addTicketType(page, title, "Child", "15");
    await addTicketType(page, title, "Military", "30", true);
    const manage = page.getByRole("dialog", { name: "Event Management" });
    await expect(manage.getByText("Hidden: code only")).toBeVisible();
    await manage.getByRole("link", { name: "Promo Codes" }).click();
    await expect(page.getByRole("heading", { name: "Promo Codes" })).toBeVisible();
    await expect(page.getByText("No promo codes yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Code" }).click();
    const add = page.getByRole("dialog", { name: "Add Promo Code" });
    await add.getByLabel("Code", { exact: true }).fill("Salute");
    await add.getByLabel("Percent off").fill("20");
    await add.getByLabel("Maximum uses (optional)").fill("5");
    await add
      .getByRole("group", { name: "Unlocks hidden ticket types" })
      .getByRole("checkbox", { name: "Military" })
      .check();
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByRole("button", { name: "Create Code" }).click();
    await expect(page.getByText("Promo code created")).toBeVisible();
    const card = page.getByTestId("promo-code").filter({ hasText: "Salute" });
    await expect(card.getByText("20% off")).toBeVisible();
    await expect(card.getByText("0 of 5")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const visitor = await (await browser.newContext()).newPage();
  await test.step("a visitor registers 2 adults + 3 children in one order, seeing the total", async () => {
    await visitor.goto(href);
    await expect(visitor.getByText("Adult", { exact: true })).toBeVisible();
    await expect(visitor.getByText("Military", { exact: true })).toHaveCount(0);
    await visitor.getByRole("button", { name: "Register Now" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Select Tickets" });
    await dialog.getByRole("radio", { name: /Adult/ }).check();
    await dialog.getByLabel("Quantity", { exact: true }).fill("2");
    await dialog.getByRole("button", { name: "Add another ticket type" }).click();
    await dialog
      .getByLabel("Ticket type 2", { exact: true })
      .selectOption({ label: "Child ($15.00)" });
    await dialog.getByLabel("Quantity of ticket type 2").fill("3");
    const summary = dialog.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("Adult × 2$80.00");
    await expect(summary).toContainText("Child × 3$45.00");
    await expect(summary).toContainText("Order total$125.00");
    await shot(visitor, "order-lines");
    expect(await seriousViolations(visitor)).toEqual([]);
    await dialog.getByRole("button", { name: "Continue" }).click();
    const contact = await fillContact(visitor, 5);
    await expect(contact.getByText("Order total")).toBeVisible();
    await contact.getByRole("button", { name: "Register" }).click();
    await expect(visitor).toHaveURL(/\/checkout\/demo\//);
    await visitor.getByRole("button", { name: /^Pay \$125\.00$/ }).click();
    await expect(visitor.getByRole("heading", { name: "You're registered!" })).toBeVisible();
  });

  await test.step("a military code unlocks the hidden type and the discount line shows", async () => {
    await visitor.goto(href);
    await visitor.getByRole("button", { name: "Register Now" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Select Tickets" });
    await dialog.getByLabel("Promo or access code").fill("NOPE");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(
      dialog.getByText("We don't recognize this code. Please check it and try again."),
    ).toBeVisible();
    await dialog.getByLabel("Promo or access code").fill("salute");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog.getByText("applied: 20% off")).toBeVisible();
    await dialog.getByRole("radio", { name: /Military/ }).check();
    const summary = dialog.getByRole("region", { name: "Order summary" });
    await expect(summary).toContainText("Discount (Salute)−$6.00");
    await expect(summary).toContainText("Order total$24.00");
    await shot(visitor, "code-applied");
    expect(await seriousViolations(visitor)).toEqual([]);
    await dialog.getByRole("button", { name: "Continue" }).click();
    const contact = await fillContact(visitor, 0);
    await contact.getByRole("button", { name: "Register" }).click();
    await visitor.getByRole("button", { name: /^Pay \$24\.00$/ }).click();
    await expect(visitor.getByRole("heading", { name: "You're registered!" })).toBeVisible();
    await visitor.context().close();
  });

  await test.step("staff see the code's uses and what it gave away; the order's rows show they belong together", async () => {
    await page.reload();
    const card = page.getByTestId("promo-code").filter({ hasText: "Salute" });
    await expect(card.getByText("1 of 5")).toBeVisible();
    await expect(card.getByText("$6.00")).toBeVisible();
    await shot(page, "staff-codes");
  });
});
