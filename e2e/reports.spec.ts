// docs/figures.md: the reports page on the demo data — open it from the admin
// menu, switch year, download a table as CSV; the dashboard's year total is the page's.
import { expect, signInAsAdmin, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test("reports: open, agree with the dashboard, switch year, download a CSV", async ({ page }) => {
  const yearTotal = (await page
    .getByTestId("year-parts")
    .locator("xpath=..")
    .locator("p")
    .first()
    .textContent())!.trim();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Reports" })
    .click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const thisYear = await page.getByLabel("Year").inputValue();
  const funds = page.getByRole("table", { name: `Giving by fund, ${thisYear}` });
  await expect(funds.getByRole("row", { name: /General Fund/ })).toBeVisible();
  await expect(funds.locator("tfoot")).toContainText(yearTotal);
  await expect(
    page.getByRole("table", { name: `Giving by month, ${thisYear}` }).locator("tbody tr"),
  ).toHaveCount(12);

  const lastYear = String(Number(thisYear) - 1);
  await page.getByLabel("Year").selectOption(lastYear);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`year=${lastYear}`));
  const before = page.getByRole("table", { name: `Giving by method, ${lastYear}` });
  await expect(before.getByRole("row", { name: /Check/ })).toContainText("$250.00");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download Giving by fund, ${lastYear} as CSV` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`giving-by-fund-${lastYear}.csv`);
  const csv = (await (await file.createReadStream()).toArray()).join("");
  expect(csv).toContain("General Fund,1,250.00,0.00,250.00");

  // Fits a phone: the tables scroll inside their boxes, the page never sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
