// Registration in Chromium (docs/decisions/004): the registration dialog from the list and the detail
// page, free and paid registrations, the demo checkout, cancel, sold out.
import type { Page } from "@playwright/test";
import { createFreeTicketedEvent, unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";

function eventCard(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

async function registeredCount(page: Page, title: string) {
  await page.goto("/events");
  const text = await eventCard(page, title)
    .getByText(/\d+ registered/)
    .textContent();
  return Number(text!.match(/(\d+) registered/)![1]);
}

test.describe("registration", () => {
  // Several of these compare the Freedom Gala Dinner's registered count before
  // and after; run in parallel, one test's hold would show in another's count.
  test.describe.configure({ mode: "serial" });

  test("a free registration with 3 guests, from the detail page, ends on a confirmation with its own page; the event then shows Sold Out", async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = unique("Free Supper");
    await signInAsAdmin(page);
    const href = await createFreeTicketedEvent(page, title, 3);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(href);
    await visitor.getByRole("button", { name: "Register Now" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Select Tickets" });
    await dialog.getByRole("radio", { name: /Community Seat/ }).check();
    await dialog.getByLabel("Quantity").fill("5");
    // The input caps at the stock left (3).
    await expect(dialog.getByLabel("Quantity")).toHaveValue("3");
    await dialog.getByRole("button", { name: "Continue" }).click();

    const contact = visitor.getByRole("dialog", { name: "Contact Information" });
    await contact.getByRole("button", { name: "Register" }).click();
    await expect(contact.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(contact.getByText("Valid email is required")).toBeVisible();
    await contact.getByLabel("Full Name *").fill("Morgan Hale");
    await contact.getByLabel("Email *").fill("morgan@example.org");
    await expect(contact.getByText("Primary Contact")).toBeVisible();
    await expect(contact.getByText("Guest 3")).toBeVisible();
    const names = contact.getByLabel("Guest name *");
    await expect(names).toHaveCount(3);
    await names.nth(0).fill("Morgan Hale");
    await names.nth(1).fill("Riley Hale");
    await names.nth(2).fill("Sam Hale");
    await contact.getByLabel("Dietary restrictions").nth(1).fill("Vegetarian");
    await contact.getByRole("button", { name: "Register" }).click();
    await expect(visitor.getByText("Registration successful!")).toBeVisible();
    await expect(visitor.getByText("You have been registered for this free event.")).toBeVisible();
    await expect(contact).toBeHidden();
    // The dialog ends on a confirmation: what, when, where, the e-mail on its way, the buyer's own page.
    const done = visitor.getByRole("dialog", { name: "You're registered!" });
    await expect(done.getByRole("heading", { name: "You're registered!" })).toBeFocused();
    await expect(done).toContainText("is on its way to morgan@example.org");
    await expect(done).toContainText(title);
    await expect(done).toContainText("Community Seat × 3");
    const reference = (await done.textContent())!.match(/Reference([0-9A-F]{8})/)![1];
    const calendar = await done.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
    expect((await visitor.request.get(calendar!)).headers()["content-type"]).toContain(
      "text/calendar",
    );
    await done.getByRole("link", { name: "View your registration" }).click();
    await expect(visitor).toHaveURL(/\/registrations\/[^/]+$/);
    await expect(visitor.getByRole("heading", { name: "Your Registration" })).toBeVisible();
    await expect(visitor.getByText(`Reference ${reference}`)).toBeVisible();

    await visitor.goto("/events");
    const card = eventCard(visitor, title);
    await expect(card.getByText("Sold Out")).toBeVisible();
    await expect(card.getByRole("button", { name: /Quick Register/ })).toHaveCount(0);
    await visitor.goto(href);
    await expect(visitor.getByRole("button", { name: "Register Now" })).toHaveCount(0);

    // The admin sees the registration with its guests.
    await page.goto("/admin/events");
    await page
      .getByTestId("admin-event-card")
      .filter({ hasText: title })
      .getByRole("button", { name: `Manage ${title}` })
      .click();
    const manage = page.getByRole("dialog", { name: "Event Management" });
    await expect(manage.getByText("morgan@example.org")).toBeVisible();
    await expect(manage.getByText("Riley Hale")).toBeVisible();
    await visitor.context().close();
  });

  // docs/payments.md "Checkout URLs": the demo checkout and its return pages are same-origin paths,
  // so the site works from whichever address it is reached at, not only PUBLIC_URL (localhost here).
  test("a paid registration goes through the demo checkout to the success page, via localhost and via 127.0.0.1", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const before = await registeredCount(page, "Freedom Gala Dinner");
    for (const origin of [baseURL!, baseURL!.replace("localhost", "127.0.0.1")]) {
      await page.goto(`${origin}/events`);
      await expect(page.getByRole("complementary", { name: "Payments" })).toHaveText(
        "Test mode — no money moves",
      );
      await eventCard(page, "Freedom Gala Dinner")
        .getByRole("button", { name: /Quick Register/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "Select Tickets" });
      await dialog.getByRole("radio", { name: /Table for Two/ }).check();
      await dialog.getByRole("button", { name: "Continue" }).click();
      const contact = page.getByRole("dialog", { name: "Contact Information" });
      await contact.getByLabel("Full Name *").fill("Avery Quinn");
      await contact.getByLabel("Email *").fill("avery@example.org");
      await contact.getByLabel("Guest name *").nth(0).fill("Avery Quinn");
      await contact.getByLabel("Guest name *").nth(1).fill("Jordan Quinn");
      await contact.getByRole("button", { name: "Register" }).click();
      await expect(page).toHaveURL(new RegExp(`^${origin}/checkout/demo/`));
      await expect(page.getByRole("main").getByText("Test mode — no money moves")).toBeVisible();
      await page.getByRole("button", { name: /^Pay \$140\.00$/ }).click();
      await expect(page).toHaveURL(new RegExp(`^${origin}/events/success\\?session_id=`));
      await expect(page.getByRole("heading", { name: "You're registered!" })).toBeVisible();
      await expect(page.getByText("Table for Two × 1")).toBeVisible();
      await expect(page.getByTestId("registration-reference")).toHaveText(/^[0-9A-F]{8}$/);
      await expect(page.getByText("Total: $140.00")).toBeVisible();
    }
    expect(await registeredCount(page, "Freedom Gala Dinner")).toBe(before + 4);
  });

  test("cancelling the checkout releases the held seats", async ({ page }) => {
    test.slow();
    const before = await registeredCount(page, "Freedom Gala Dinner");
    await eventCard(page, "Freedom Gala Dinner")
      .getByRole("button", { name: /Quick Register/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Select Tickets" });
    await dialog.getByRole("radio", { name: /General Admission/ }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    const contact = page.getByRole("dialog", { name: "Contact Information" });
    await contact.getByLabel("Full Name *").fill("Blake Rivers");
    await contact.getByLabel("Email *").fill("blake@example.org");
    await contact.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    // The hold counts while the checkout is open.
    const during = await (await page.request.get("/events")).text();
    expect(during).toContain(`${before + 1}<!-- --> registered`);
    // Back to the events page, as a person sees it, then forward to the open checkout.
    await page.goBack();
    await expect(eventCard(page, "Freedom Gala Dinner")).toBeVisible();
    await page.goForward();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/events\/cancel/);
    await expect(page.getByRole("heading", { name: "Registration cancelled" })).toBeVisible();
    await expect(page.getByText("No charges were made")).toBeVisible();
    expect(await registeredCount(page, "Freedom Gala Dinner")).toBe(before);
  });

  test("tickets not yet on sale show no register button; closing the dialog resets it", async ({
    page,
  }) => {
    await page.goto("/events");
    const run = eventCard(page, "Memorial Day 5K Run");
    await expect(run.getByText("Tickets Coming Soon")).toBeVisible();
    await expect(run.getByRole("button", { name: /Quick Register/ })).toHaveCount(0);

    await eventCard(page, "Freedom Gala Dinner")
      .getByRole("button", { name: /Quick Register/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Select Tickets" });
    await expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
    await dialog.getByRole("radio", { name: /General Admission/ }).check();
    await dialog.getByLabel("Quantity").fill("");
    await expect(dialog.getByLabel("Quantity")).toHaveValue("1");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("dialog", { name: "Contact Information" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Focus returns to the opener, and the dialog starts again at step 1.
    await expect(
      eventCard(page, "Freedom Gala Dinner").getByRole("button", { name: /Quick Register/ }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Select Tickets" })).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Continue" })).toBeDisabled();
  });

  test("the dialog can be completed with the keyboard alone", async ({ page }) => {
    test.slow();
    await page.goto("/events");
    await eventCard(page, "Freedom Gala Dinner")
      .getByRole("button", { name: /Quick Register/ })
      .focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Select Tickets" });
    await expect(dialog).toBeVisible();
    // Tab to the ticket types; Space chooses the focused one.
    const general = dialog.getByRole("radio", { name: /General Admission/ });
    for (
      let i = 0;
      i < 6 && !(await general.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(general).toBeFocused();
    await page.keyboard.press("Space");
    await expect(general).toBeChecked();
    await page.keyboard.press("Tab"); // quantity
    await page.keyboard.press("Tab"); // Continue
    await expect(dialog.getByRole("button", { name: "Continue" })).toBeFocused();
    await page.keyboard.press("Enter");
    const contact = page.getByRole("dialog", { name: "Contact Information" });
    await contact.getByLabel("Full Name *").focus();
    await page.keyboard.type("Kai Keys");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kai@example.org");
    await contact.getByRole("button", { name: "Register" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout\/demo\//);
    await page.getByRole("button", { name: /^Pay / }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "You're registered!" })).toBeVisible();
  });
});
