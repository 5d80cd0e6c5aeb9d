// Staff and roles in Chromium (DESIGN "Staff and roles"): the owner invites a
// manager and a door volunteer; each accepts from the link in the outbox; the
// manager edits an event but gets 403 on the owner's pages; the door volunteer
// sees only the door; removing the manager signs them out on their next request.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, signInAsAdmin, test, uniqueEmail } from "./fixtures";

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

async function invite(page: Page, email: string, role: string) {
  const form = page.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  // Toasts stack when two invitations go out quickly: look for this address's own.
  await expect(page.getByText(`An e-mail with the link is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByTestId("staff-invitation").filter({ hasText: email })).toContainText(
    "Invited",
  );
}

/** The invitation link as the invitee would read it in the e-mail (the outbox shows each message's text). */
async function linkFromOutbox(page: Page, email: string) {
  await page.goto("/admin/outbox");
  const message = page
    .getByTestId("outbox-message")
    .filter({ hasText: `To ${email}` })
    .first();
  await message.locator("summary").click();
  const text = await message.locator("pre").textContent();
  return new URL(text!.match(/https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/)![0]).pathname;
}

async function accept(browser: Browser, path: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Join the staff" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Password", { exact: true }).fill("a-long-staff-password");
  await page.getByLabel("Confirm password").fill("a-long-staff-password");
  await page.getByRole("button", { name: "Create account and accept" }).click();
  return { context, page };
}

test("the owner invites a manager and a door volunteer; each gets exactly their part; removal signs out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const managerEmail = uniqueEmail("manager");
  const doorEmail = uniqueEmail("door");
  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
  await invite(page, managerEmail, "Manager");
  await invite(page, doorEmail, "Door volunteer");
  // The same address twice is refused at the field.
  await page.getByRole("region", { name: "Invite someone" }).getByLabel("Email").fill(managerEmail);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    page.getByText("An invitation to this address is still open. Cancel it to send a new one."),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const managerLink = await linkFromOutbox(page, managerEmail);
  const doorLink = await linkFromOutbox(page, doorEmail);

  // The manager: lands on the dashboard, edits an event, and is refused the owner's pages.
  const manager = await accept(browser, managerLink, "Manny Manager");
  await expect(manager.page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await expect(manager.page.getByText("Welcome to the team!")).toBeVisible();
  const nav = manager.page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Events" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Events" }).click();
  const title = unique("Staff Picnic");
  await manager.page.getByRole("button", { name: "Add Event" }).click();
  const add = manager.page.getByRole("dialog", { name: "Add Event" });
  await add.getByLabel("Title").fill(title);
  await add.getByLabel("Description").fill("A picnic for the volunteers.");
  await add.getByLabel("Event Date & Time").fill("2030-07-04T12:00");
  await add.getByLabel("Location").fill("Killeen, TX");
  await add.getByRole("button", { name: "Create Event" }).click();
  await expect(manager.page.getByText("Event created successfully!")).toBeVisible();
  const card = manager.page.getByTestId("admin-event-card").filter({ hasText: title });
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = manager.page.getByRole("dialog", { name: "Edit Event" });
  await edit.getByLabel("Location").fill("Belton, TX");
  await edit.getByRole("button", { name: "Update Event" }).click();
  await expect(manager.page.getByText("Event updated successfully!")).toBeVisible();
  await expect(card.getByText("Belton, TX")).toBeVisible();
  for (const path of ["/admin/staff", "/admin/settings"]) {
    const response = await manager.page.goto(path);
    expect(response!.status()).toBe(403);
    await expect(manager.page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }

  // The door volunteer: the door page and door lists only.
  const door = await accept(browser, doorLink, "Dora Door");
  await expect(door.page).toHaveURL(/\/admin\/door$/, { timeout: 20_000 });
  const doorNav = door.page.getByRole("navigation", { name: "Admin" });
  await expect(doorNav.getByRole("link")).toHaveText(["Door"]);
  await door.page.getByRole("link", { name: `Door list for ${title}` }).click();
  await expect(door.page).toHaveURL(/\/door-list$/);
  await expect(door.page.getByRole("heading", { name: /Door List/i }).first()).toBeVisible();
  for (const path of ["/admin/events", "/admin/donations", "/admin/staff"]) {
    const response = await door.page.goto(path);
    expect(response!.status()).toBe(403);
  }
  const home = await door.page.goto("/admin");
  expect(home!.ok()).toBe(true);
  await expect(door.page).toHaveURL(/\/admin\/door$/);

  // Both invitations are used; the owner removes the manager, whose next request is signed out.
  await page.goto("/admin/staff");
  await expect(page.getByTestId("staff-invitation")).toHaveCount(0);
  const member = page.getByTestId("staff-member").filter({ hasText: managerEmail });
  await expect(member).toContainText("Active");
  await member.getByRole("button", { name: "Remove Manny Manager" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove access" }).click();
  await expect(page.getByText("Manny Manager no longer has access.")).toBeVisible();
  await expect(page.getByTestId("staff-member").filter({ hasText: managerEmail })).toHaveCount(0);
  await manager.page.goto("/admin/events");
  await expect(manager.page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fevents$/);

  // A used link says so.
  await manager.page.goto(managerLink);
  await expect(
    manager.page.getByRole("heading", { name: "Invitation already used" }),
  ).toBeVisible();
  await manager.context.close();
  await door.context.close();
});
