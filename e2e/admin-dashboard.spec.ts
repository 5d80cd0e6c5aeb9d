import { unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";
import { holidayDriveTitle } from "../server/seed/demo-dates";

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test("the dashboard shows counts, money raised, both charts with text alternatives, and one Quick Actions row", async ({
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
  // Axis titles a person can read, and the numbers on request.
  await expect(page.locator(".recharts-label", { hasText: "Week beginning" })).toBeVisible();
  await expect(page.locator(".recharts-label", { hasText: "Seats" })).toBeVisible();
  await expect(weekly).not.toBeInViewport();
  const show = page.getByRole("button", { name: "Show the numbers" }).first();
  await show.click();
  await expect(page.getByRole("button", { name: "Hide the numbers" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(weekly.getByRole("row").first()).toBeVisible();
  expect(await weekly.evaluate((t) => t.getBoundingClientRect().width)).toBeGreaterThan(100);

  // The sidebar is the navigation: no second Management copy of it.
  await expect(page.getByRole("region", { name: "Management" })).toHaveCount(0);
  await page
    .getByRole("region", { name: "Quick Actions" })
    .getByRole("link", { name: "Manage Messages" })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});

test("the back office has its own frame: no public header or footer, a top bar, a sidebar that is a drawer on phones", async ({
  page,
}) => {
  await page.goto("/admin/events");
  // The public site's header and footer stay off admin pages.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  // The top bar: the organisation, the public site, who is signed in.
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("link", { name: "View site" })).toHaveAttribute("href", "/");
  await expect(bar).toContainText("Owner");
  await expect(bar.getByRole("button", { name: "Sign Out" })).toBeVisible();
  // The skip link jumps past the menu to the page.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator("main#main")).toContainText("Event Management");

  // A phone: the menu folds into a drawer behind a button, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const menu = page.getByRole("button", { name: "Open the admin menu" });
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Back office" });
  await expect(drawer.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Events" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const { AxeBuilder } = await import("@axe-core/playwright");
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  // A link in the drawer takes the person there and closes it.
  await menu.click();
  await drawer.getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
});

test("donations are listed, searched and exported as CSV", async ({ page }) => {
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Donations" })
    .click();
  await expect(page.getByRole("heading", { name: "Donations" })).toBeVisible();
  const rows = page.getByTestId("donation");
  await expect(rows.filter({ hasText: "Karen Brooks" })).toContainText(holidayDriveTitle());
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

test("the outbox shows every e-mail by status, readable, and a failed one can be sent again (kept as not sent without a mail server)", async ({
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
  // No mail server in the e2e run: the worker (every 5 s) marks it "Not sent" with the reason.
  await expect(page.getByText("No mail server is set up,")).toBeVisible();
  await expect(async () => {
    await page.goto("/admin/outbox?status=unsent");
    const unsent = page.getByTestId("outbox-message").filter({ hasText: "tom.nguyen@example.org" });
    await expect(unsent).toContainText("Not sent", { timeout: 1_000 });
    await unsent.locator("summary").click();
    await expect(unsent).toContainText("Not sent: no mail server configured.", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
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
  await page
    .getByRole("navigation", { name: "Filter by area" })
    .getByRole("link", { name: "Team" })
    .click();
  await expect(page).toHaveURL(/\?area=team$/);
  const entries = page.getByTestId("activity-entry");
  // One sentence each, naming the member though the update recorded only the changed field.
  await expect(
    entries.filter({
      hasText: `changed the title of the team member '${name}' from 'Treasurer' to 'Chief Treasurer'`,
    }),
  ).toHaveCount(1);
  await expect(entries.filter({ hasText: `added the team member '${name}'` })).toHaveCount(1);
  await expect(entries.first().locator("time")).toHaveAttribute("title", /\d{4}/);
  await expect(page.getByText(/titleUpdated|team_members|[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);
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
    const preview = await page
      .getByRole("link", { name: /^Preview / })
      .first()
      .getAttribute("href");
    const event = `/admin${preview}`; // /events/{id} -> /admin/events/{id}
    const pages = [
      "/admin",
      "/admin/team",
      "/admin/fundraisers",
      "/admin/events",
      "/admin/messages",
    ];
    pages.push("/admin/donations", "/admin/outbox", "/admin/activity");
    for (const tab of ["manage", "ticket-types", "registrations", "door-list", "gallery"])
      pages.push(`${event}/${tab}`);
    for (const path of pages) {
      await page.goto(path);
      // Charts size themselves after load; give them a frame before measuring.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
