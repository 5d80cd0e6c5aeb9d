import { unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";
import { holidayDriveTitle } from "../server/db/seed/demo-dates";

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test("the dashboard shows counts, money raised, both charts with text alternatives, and the Management section", async ({
  page,
}) => {
  for (const label of ["Team Members", "Fundraisers", "Events", "Messages"]) {
    await expect(page.getByRole("heading", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Raised this month")).toBeVisible();
  await expect(page.getByText("Raised this year")).toBeVisible();
  const weekly = page.getByRole("table", { name: "Completed gifts per week, last 12 weeks" });
  await expect(weekly.getByRole("row")).toHaveCount(13);
  const seats = page.getByRole("table", { name: "Seats sold per upcoming ticketed event" });
  await expect(seats).toContainText("Freedom Gala Dinner");
  await expect(page.locator(".recharts-surface").first()).toBeVisible();

  const management = page.getByRole("region", { name: "Management" });
  await management.getByRole("link", { name: "Manage Fundraisers" }).click();
  await expect(page).toHaveURL(/\/admin\/fundraisers$/);
  await page.goto("/admin");
  await page
    .getByRole("region", { name: "Quick Actions" })
    .getByRole("link", { name: "Manage Messages" })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});

test("donations are listed, searched and exported as CSV", async ({ page }) => {
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Donations" })
    .click();
  await expect(page.getByRole("heading", { name: "Donations" })).toBeVisible();
  const rows = page.getByTestId("donation");
  await expect(rows.filter({ hasText: "Karen Brooks" })).toContainText(
    holidayDriveTitle(),
  );
  await expect(rows.filter({ hasText: "Tom Nguyen" })).toContainText("General Fund");
  await expect(rows.filter({ hasText: "Anonymous Friend" })).toContainText("Anonymous");
  await expect(rows.filter({ hasText: "Chris Doe" })).toContainText("Failed");

  await page.getByLabel("Search").fill("ortiz");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=ortiz/);
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    await expect(row).toContainText("Michael Ortiz");
    await expect(row).toContainText("Monthly");
  }

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await file.createReadStream()).toArray()).join("");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Date,Donor Name,Email,Anonymous,Amount,Fundraiser,Frequency,Status,Message",
  );
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain("Michael Ortiz");
  expect(lines[1]).toContain("$50.00");

  await page.getByLabel("Search").fill("nobody-matches-this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No donations match your search.")).toBeVisible();
});

test("the outbox shows every e-mail by status, readable, and a failed one can be sent again", async ({
  page,
}) => {
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  await page.getByRole("link", { name: /^Failed \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/status=failed/);
  const failed = page.getByTestId("outbox-message").filter({ hasText: "tom.nguyen@example.org" });
  await failed.getByText("Thank you for your gift to Homefront").click();
  await expect(failed).toContainText("Thank you for your gift of $25.00 to the General Fund.");
  await expect(failed).toContainText("Last error: connect ECONNREFUSED");
  await failed.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("E-mail queued to send again.")).toBeVisible();
  await page.getByRole("link", { name: /^Pending \(\d+\)$/ }).click();
  await expect(
    page.getByTestId("outbox-message").filter({ hasText: "tom.nguyen@example.org" }),
  ).toContainText("Pending");
  await page.getByRole("link", { name: /^Sent \(\d+\)$/ }).click();
  await expect(
    page.getByTestId("outbox-message").filter({ hasText: "karen.brooks@example.org" }),
  ).toContainText("Sent");
});

test("the activity log shows who created and changed what", async ({ page }) => {
  test.slow(); // many round trips on a shared, busy machine
  const name = unique("Audit Person");
  await page.goto("/admin/team");
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Title").fill("Treasurer");
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(page.getByText("Team member added successfully!")).toBeVisible();
  const card = page.getByTestId("team-member").filter({ hasText: name });
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Team Member" });
  await edit.getByLabel("Title").fill("Chief Treasurer");
  await edit.getByRole("button", { name: "Update Member" }).click();
  await expect(page.getByText("Team member updated successfully!")).toBeVisible();

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Activity" })
    .click();
  await page.getByRole("link", { name: "team members" }).click();
  const entries = page.getByTestId("activity-entry");
  const update = entries.filter({ hasText: "Chief Treasurer" }).first();
  await expect(update).toContainText("Updated");
  await expect(update).toContainText("admin@homefront.test");
  await expect(update).toContainText("Treasurer");
  await expect(update).not.toContainText(name); // only the changed field is recorded
  await expect(entries.filter({ hasText: name }).filter({ hasText: "Created" })).toHaveCount(1);
});

test("the back-office pages have no WCAG A/AA violations", async ({ page }) => {
  test.slow();
  const { AxeBuilder } = await import("@axe-core/playwright");
  for (const path of [
    "/admin",
    "/admin/team",
    "/admin/fundraisers",
    "/admin/messages",
    "/admin/donations",
    "/admin/outbox",
    "/admin/activity",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .exclude("[data-sonner-toaster]") // the site-wide toasts are not part of these pages
      .analyze();
    expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`every back-office page fits ${width} px without sideways scrolling`, async ({ page }) => {
    // A long name that cards show on one line (truncated) once caused the team grid to widen.
    const name = unique("Command Sergeant Major Alexandria Montgomery-Washington");
    await page.goto("/admin/team");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Team Member" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Title").fill("Senior Enlisted Advisor to the Board of Directors");
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("Team member added successfully!")).toBeVisible();

    await page.setViewportSize({ width, height });
    await page.goto("/admin/events");
    const preview = await page.getByRole("link", { name: /^Preview / }).first().getAttribute("href");
    const event = `/admin${preview}`; // /events/{id} -> /admin/events/{id}
    const pages = ["/admin", "/admin/team", "/admin/fundraisers", "/admin/events", "/admin/messages"];
    pages.push("/admin/donations", "/admin/outbox", "/admin/activity");
    for (const tab of ["manage", "ticket-types", "registrations", "door-list", "gallery"]) pages.push(`${event}/${tab}`);
    for (const path of pages) {
      await page.goto(path);
      // Charts size themselves after load; give them a frame before measuring.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
