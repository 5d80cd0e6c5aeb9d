// Recurring-gift care in Chromium (docs/recurring-gifts.md): a monthly gift through the demo
// checkout; the donor opens the manage link from the receipt in the outbox, changes the amount
// (confirmed), pauses and resumes, updates the card on the demo's page, and cancels — and
// backing out of a confirmation changes nothing. The staff see it on /admin/donations/recurring.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, openHydrated, signInAsAdmin, test, uniqueEmail } from "./fixtures";

/** At a phone's width: no sideways scrolling, and no serious accessibility violation. */
async function fitsAndPassesAxe(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const results = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id),
  ).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The gift's own page, as the donor would read it in the receipt (the outbox shows each message's text). */
async function manageLinkFromOutbox(page: Page, email: string) {
  await page.goto("/admin/outbox");
  const message = page
    .getByTestId("outbox-message")
    .filter({ hasText: `To ${email}` })
    .first();
  await message.locator("summary").click();
  const text = await message.locator("pre").textContent();
  return new URL(text!.match(/https?:\/\/\S+\/donate\/manage\/[A-Za-z0-9_.-]+/)![0]).pathname;
}

test("a donor changes, pauses, resumes and cancels a monthly gift from the receipt's link", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail("monthly");
  await openHydrated(page, "/donate");
  await page.getByRole("tab", { name: "Monthly/Yearly" }).click();
  await page.getByRole("button", { name: "$25", exact: true }).click();
  await page.getByLabel("Full Name").fill("Robin Monthly");
  await page.getByLabel("Email Address").fill(email);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /^Donate \$25\.00 Monthly$/ }).click();
  const checkout = await popup;
  await checkout.getByRole("button", { name: "Pay $25.00" }).click();
  await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
  await checkout.close();

  await signInAsAdmin(page);
  const manage = await manageLinkFromOutbox(page, email);
  await page.goto(manage);
  await expect(page.getByRole("heading", { name: "Your Recurring Gift" })).toBeVisible();
  const details = page.locator("dl");
  await expect(details).toContainText("$25.00 monthly");
  await expect(details).toContainText("Active");
  await expect(page.getByRole("table")).toContainText("$25.00");
  await fitsAndPassesAxe(page);

  // Change the amount: a dialog asks first.
  await page.getByLabel("Amount (USD)").fill("40");
  await page.getByRole("button", { name: "Change Gift" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Change your gift to $40.00 monthly?");
  await dialog.getByRole("button", { name: "Change Gift" }).click();
  await expect(page.getByRole("status")).toContainText("Your gift has been changed");
  await expect(details).toContainText("$40.00 monthly");

  // A bad amount is refused at once, with the donate form's message.
  await page.getByLabel("Amount (USD)").fill("0");
  await page.getByRole("button", { name: "Change Gift" }).click();
  await expect(page.getByText("Please enter a valid donation amount.")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Pause Gift" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Pause Gift" }).click();
  await expect(details).toContainText("Paused");
  await expect(details).toContainText("None while paused");
  await page.getByRole("button", { name: "Resume Gift" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Resume Gift" }).click();
  await expect(details).toContainText("Active");

  // Without JavaScript the confirmation is a page of its own: a second POST with confirm=yes.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const plain = await noScript.newPage();
  await plain.goto(manage);
  await plain.getByRole("button", { name: "Pause Gift" }).click();
  await expect(plain.getByRole("heading", { name: "Pause your gift?" })).toBeVisible();
  await expect(plain.locator("dl")).toContainText("Active");
  await plain.getByRole("button", { name: "Pause Gift" }).click();
  await expect(plain.locator("dl")).toContainText("Paused");
  await noScript.close();
  await page.reload();
  await page.getByRole("button", { name: "Resume Gift" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Resume Gift" }).click();
  await expect(details).toContainText("Active");

  // Update card: the demo's test-mode page, then back here.
  await page.getByRole("button", { name: "Update Card" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Test mode: update card")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`${manage.replace(/\./g, "\\.")}$`));

  // Cancelling without confirming does nothing.
  await page.getByRole("button", { name: "Cancel Recurring Gift" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Keep My Gift" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.reload();
  await expect(details).toContainText("Active");

  await page.getByRole("button", { name: "Cancel Recurring Gift" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Gift" }).click();
  await expect(details).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel Recurring Gift" })).toHaveCount(0);

  // The staff see the gift, cancelled, at $40.00 monthly.
  await page.goto("/admin/donations");
  await page.getByRole("link", { name: "Recurring gifts" }).click();
  await page.getByLabel("Status").selectOption("cancelled");
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByTestId("recurring-gift").filter({ hasText: email });
  await expect(row).toContainText("$40.00");
  await expect(row).toContainText("Cancelled");
  await fitsAndPassesAxe(page);
});
