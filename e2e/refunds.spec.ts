// Refunds in Chromium (docs/decisions/016-refunds.md): staff refund half of a
// table through the Refund dialog and the seats go back on sale; a gift is
// refunded in part from the gifts screen. Both through the demo provider.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createTicketedEvent, unique } from "./admin-helpers";
import { expect, openHydrated, signInAsAdmin, test } from "./fixtures";

async function violations(page: Page) {
  // Toasts are left out: one fading in or out fails contrast mid-animation.
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

const shot = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS
    ? page.screenshot({ path: `test-results/refunds-${name}.png`, fullPage: false })
    : null;

/** A paid event with one $25.00 ticket type, "Dinner Seat", of 20; returns its public path. */
const createPaidEvent = (page: Page, title: string) =>
  createTicketedEvent(page, title, { name: "Dinner Seat", price: "25", quantity: 20 });

async function seatsRemaining(page: Page, href: string) {
  await page.goto(href);
  const text = await page.getByText(/\d+ of \d+ seats remaining/).textContent();
  return Number(text!.match(/(\d+) of/)![1]);
}

test("staff refund half of a table by tickets: the card shows the refund and 3 seats go back on sale", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = unique("Refund Supper");
  await signInAsAdmin(page);
  const href = await createPaidEvent(page, title);

  // A table of 6, paid through the demo checkout.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href);
  await visitor.getByRole("button", { name: "Register Now" }).click();
  const select = visitor.getByRole("dialog", { name: "Select Tickets" });
  await select.getByRole("radio", { name: /Dinner Seat/ }).check();
  await select.getByLabel("Quantity").fill("6");
  await select.getByRole("button", { name: "Continue" }).click();
  const contact = visitor.getByRole("dialog", { name: "Contact Information" });
  await contact.getByLabel("Full Name *").fill("Casey Table");
  await contact.getByLabel("Email *").fill("casey@example.org");
  const names = contact.getByLabel("Guest name *");
  for (let i = 0; i < 6; i++) await names.nth(i).fill(`Guest ${i + 1}`);
  await contact.getByRole("button", { name: "Register" }).click();
  await expect(visitor).toHaveURL(/\/checkout\/demo\//);
  await visitor.getByRole("button", { name: /^Pay \$150\.00$/ }).click();
  await expect(visitor.getByRole("heading", { name: "You're registered!" })).toBeVisible();
  await visitor.context().close();

  const before = await seatsRemaining(page, href);

  await page.goto("/admin/events");
  await page
    .getByTestId("admin-event-card")
    .filter({ hasText: title })
    .getByRole("button", { name: `Manage ${title}` })
    .click();
  const manage = page.getByRole("dialog", { name: "Event Management" });
  const card = manage.getByTestId("registration-card").filter({ hasText: "casey@example.org" });
  await card.getByRole("button", { name: "Refund registration of Casey Table" }).click();

  const dialog = page.getByRole("dialog", { name: "Refund registration" });
  await expect(
    dialog.getByText("Casey Table paid $150.00. Up to $150.00 can be refunded."),
  ).toBeVisible();
  await dialog.getByRole("radio", { name: "By tickets" }).click();
  const tickets = dialog.getByLabel("Number of tickets (of 6)");
  await tickets.fill("7");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("Choose between 1 and 6 tickets.")).toBeVisible();
  await tickets.fill("3");
  await expect(dialog.getByText("Refunds $75.00; the seats go back on sale.")).toBeVisible();
  await dialog.getByLabel("Reason (optional)").fill("Three guests cannot come");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "dialog-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Continue" }).click();

  const confirm = page.getByRole("dialog", { name: "Refund $75.00?" });
  await expect(
    confirm.getByText(
      /goes back to Casey Table through the payment provider, and 3 tickets go back on sale/,
    ),
  ).toBeVisible();
  // Focus moves to the confirming button.
  await expect(confirm.getByRole("button", { name: "Refund $75.00" })).toBeFocused();
  await shot(page, "confirm-1280");
  await page.keyboard.press("Enter");
  await expect(page.getByText("$75.00 refunded to Casey Table.")).toBeVisible();

  await expect(card.getByTestId("registration-refunded")).toHaveText(
    "Refunded:$75.00 (3 tickets given back) · net $75.00",
  );
  const refund = card.getByTestId("refund");
  await expect(refund).toContainText("$75.00 · 3 tickets · Refunded");
  await expect(refund).toContainText("Three guests cannot come");
  await expect(card.getByText("3 × $25.00")).toBeVisible();
  await expect(manage.getByTestId("stat-refunded")).toHaveText(
    "Revenue is net of $75.00 refunded.",
  );
  await shot(page, "card-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shot(page, "card-390");
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  expect(await seatsRemaining(page, href)).toBe(before + 3);
});

test("a gift is refunded in part from the gifts screen through the demo provider", async ({
  page,
}) => {
  test.slow();
  const donor = unique("Robin Refund");
  await openHydrated(page, "/donate");
  await page.getByRole("button", { name: "$50", exact: true }).click();
  await page.getByLabel("Full Name").fill(donor);
  await page.getByLabel("Email Address").fill("robin-refund@example.org");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /^Donate \$50\.00$/ }).click();
  const checkout = await popup;
  await checkout.getByRole("button", { name: "Pay $50.00" }).click();
  await expect(checkout.getByText("Payment Successful!")).toBeVisible();
  await checkout.close();

  await signInAsAdmin(page);
  await page.goto(`/admin/donations?q=${encodeURIComponent(donor)}`);
  const row = page.getByTestId("donation").filter({ hasText: donor });
  await row.getByRole("button", { name: `Refund the gift of ${donor}` }).click();
  const dialog = page.getByRole("dialog", { name: "Refund gift" });
  await expect(dialog.getByRole("radio", { name: "By tickets" })).toHaveCount(0);
  await dialog.getByRole("radio", { name: "By amount" }).click();
  await dialog.getByLabel("Amount in dollars").fill("60");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("You can refund at most $50.00 ($50.00 paid).")).toBeVisible();
  await dialog.getByLabel("Amount in dollars").fill("20");
  await dialog.getByRole("button", { name: "Continue" }).click();
  // Back to the form and forward again, by keyboard.
  const confirm = page.getByRole("dialog", { name: "Refund $20.00?" });
  await confirm.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeFocused();
  await expect(dialog.getByLabel("Amount in dollars")).toHaveValue("20");
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Refund $20.00" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`$20.00 refunded to ${donor}.`)).toBeVisible();
  await expect(row.getByTestId("donation-refunded")).toHaveText("$20.00 refunded");
  await shot(page, "gifts-1280");
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "gifts-390");
  await row.getByRole("button", { name: `Refund the gift of ${donor}` }).click();
  await expect(
    dialog.getByText(
      `${donor} paid $50.00; $20.00 already refunded. Up to $30.00 can be refunded.`,
    ),
  ).toBeVisible();
  await shot(page, "gift-dialog-390");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
