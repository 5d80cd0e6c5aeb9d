// Keyboard only (WCAG 2.1.1, 2.4.7): after each page.goto, nothing but key presses
// and typing; no mouse. A visitor registers for a free event and gives through the
// demo checkout, a door volunteer checks a guest in, and an invited staff member
// accepts. Focus is visible where it lands, and returns to the opener when a dialog
// closes. Setting up the data (an event, a guest) may click: it is not the journey.
import type { Locator, Page } from "@playwright/test";
import { createFreeTicketedEvent, register, unique } from "./admin-helpers";
import { expect, openHydrated, signInAsAdmin, test, uniqueEmail } from "./fixtures";

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows it: an outline or a ring (box-shadow), never neither. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, what: "nothing focused" };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return {
      visible: outline || ring,
      what: `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 40)}`,
    };
  });
  expect(focus.visible, `focus is visible on ${focus.what}`).toBe(true);
}

test("a visitor registers for a free event with the keyboard alone; focus returns when the dialog closes", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const title = unique("Keyboard Supper");
  const href = await createFreeTicketedEvent(page, title);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href);
  const registerNow = visitor.getByRole("button", { name: "Register Now" });
  await tabTo(visitor, registerNow);
  await expectVisibleFocus(visitor);
  await visitor.keyboard.press("Enter");
  const tickets = visitor.getByRole("dialog", { name: "Select Tickets" });
  await expect(tickets).toBeVisible();
  // Escape closes it and gives the focus back; Space opens it again.
  await visitor.keyboard.press("Escape");
  await expect(tickets).toBeHidden();
  await expect(registerNow).toBeFocused();
  await visitor.keyboard.press("Space");
  await expect(tickets).toBeVisible();
  const seat = tickets.getByRole("radio", { name: /Community Seat/ });
  await tabTo(visitor, seat);
  await visitor.keyboard.press("Space");
  await expect(seat).toBeChecked();
  await tabTo(visitor, tickets.getByRole("button", { name: "Continue" }));
  await expectVisibleFocus(visitor);
  await visitor.keyboard.press("Enter");

  const contact = visitor.getByRole("dialog", { name: "Contact Information" });
  await expect(contact).toBeVisible();
  await tabTo(visitor, contact.getByLabel("Full Name *"));
  await expectVisibleFocus(visitor);
  await visitor.keyboard.type("Kay Board");
  await tabTo(visitor, contact.getByLabel("Email *"));
  await visitor.keyboard.type(uniqueEmail("keyboard"));
  await tabTo(visitor, contact.getByRole("button", { name: "Register" }));
  await visitor.keyboard.press("Enter");
  await expect(visitor.getByText("Registration successful!")).toBeVisible();
  await expect(contact).toBeHidden();
  // The dialog ends on its confirmation; Escape closes it, and (WAI-ARIA dialog
  // pattern) the focus goes back to what opened it.
  await expect(visitor.getByRole("heading", { name: "You're registered!" })).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(registerNow).toBeFocused();
  await visitor.context().close();
});

test("a visitor gives on /donate and pays on the demo checkout with the keyboard alone", async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, "/donate");
  const fifty = page.getByRole("button", { name: "$50", exact: true });
  await tabTo(page, fifty);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByLabel("Full Name"));
  await page.keyboard.type("Kay Board");
  await tabTo(page, page.getByLabel("Email Address"));
  await expectVisibleFocus(page);
  await page.keyboard.type(uniqueEmail("keyboard-donor"));
  const donate = page.getByRole("button", { name: /^Donate \$50\.00$/ });
  await tabTo(page, donate);
  await expectVisibleFocus(page);
  const popup = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  const checkout = await popup;
  await expect(checkout).toHaveURL(/\/checkout\/demo\/cs_demo_/);
  const pay = checkout.getByRole("button", { name: "Pay $50.00" });
  await tabTo(checkout, pay);
  await expectVisibleFocus(checkout);
  await checkout.keyboard.press("Enter");
  await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
});

test("a door volunteer finds a guest and checks them in with the keyboard alone", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const title = unique("Keyboard Door");
  const href = await createFreeTicketedEvent(page, title);
  const guest = unique("Quinn");
  await register(browser, href, guest, uniqueEmail("door-guest"));

  await page.goto(`/admin/events/${href.split("/").pop()}/check-in`);
  await expect(page.getByRole("status").filter({ hasText: "List downloaded" })).toBeVisible({
    timeout: 15_000,
  });
  const search = page.getByRole("searchbox", { name: "Search guests" });
  await tabTo(page, search);
  await expectVisibleFocus(page);
  await page.keyboard.type(guest.split(" ")[1]!);
  const result = page
    .getByRole("list", { name: "Search results" })
    .getByRole("button", { name: new RegExp(guest) });
  await tabTo(page, result);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: guest })).toBeFocused();
  const checkIn = page.getByRole("button", { name: `Check in ${guest}` });
  await tabTo(page, checkIn);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Undo check-in of ${guest}` })).toBeVisible();
  await expect(page.getByTestId("seats-checked-in")).toHaveText("1");
});

test("the owner invites by keyboard, and the invitee accepts from the e-mail's link by keyboard", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const email = uniqueEmail("keyboard-staff");
  await page.goto("/admin/staff");
  const form = page.getByRole("region", { name: "Invite someone" });
  await tabTo(page, form.getByLabel("Email"));
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  const role = form.getByLabel("Role");
  await tabTo(page, role);
  await expectVisibleFocus(page);
  await tabTo(page, form.getByRole("button", { name: "Send invitation" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(`An e-mail with the link is on its way to ${email}.`)).toBeVisible();

  // The link as the invitee reads it in the e-mail (the outbox keeps each message's text).
  await page.goto("/admin/outbox");
  const message = page
    .getByTestId("outbox-message")
    .filter({ hasText: `To ${email}` })
    .first();
  const text = await message.locator("pre").textContent();
  const link = new URL(text!.match(/https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/)![0]).pathname;

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: "Join the staff" })).toBeVisible();
  await tabTo(invitee, invitee.getByLabel("Full Name"));
  await expectVisibleFocus(invitee);
  await invitee.keyboard.type("Kay Board");
  await tabTo(invitee, invitee.getByLabel("Password", { exact: true }));
  await invitee.keyboard.type("a-long-staff-password");
  await tabTo(invitee, invitee.getByLabel("Confirm password"));
  await invitee.keyboard.type("a-long-staff-password");
  const accept = invitee.getByRole("button", { name: "Create account and accept" });
  await tabTo(invitee, accept);
  await expectVisibleFocus(invitee);
  await invitee.keyboard.press("Enter");
  await expect(invitee).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await expect(invitee.getByText("Welcome to the team!")).toBeVisible();
  await invitee.context().close();
});
