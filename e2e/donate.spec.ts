// Giving in Chromium (docs/payments.md): gifts through the demo checkout, end to end.
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, openHydrated, test } from "./fixtures";
import { holidayDriveTitle } from "../server/seed/demo-dates";

// The demo names the drive for the coming holiday season (server/seed/demo-dates.ts).
const HOLIDAY = holidayDriveTitle();

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

async function raisedOnDonatePage(page: Page, title: string) {
  await openHydrated(page, "/donate");
  const card = page.getByRole("button", { name: new RegExp(title) });
  return cents(await card.getByTestId("raised").innerText());
}

async function raisedOnFundraisersPage(page: Page, title: string) {
  await page.goto("/fundraisers");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) });
  return cents(await card.locator("dt:text-is('Raised') + dd").innerText());
}

// An e-mail starts a few checkouts an hour (docs/decisions/010-bounded-holds.md):
// tests that need no particular donor give their own.
async function fillDonor(page: Page, name = "Pat Donor", email = "pat@example.org") {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
}

/** Clicks Donate and returns the checkout tab that opens. */
async function donate(page: Page, buttonName: RegExp) {
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: buttonName }).click();
  const checkout = await popup;
  await expect(checkout).toHaveURL(/\/checkout\/demo\/cs_demo_/);
  return checkout;
}

async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

test.describe("donate", () => {
  // Two browser tabs and several round trips per test on a shared machine.
  test.describe.configure({ timeout: 60_000 });

  test("a $50 gift to a fundraiser through the demo checkout raises it by exactly $50.00", async ({
    page,
  }) => {
    const before = await raisedOnDonatePage(page, HOLIDAY);
    const beforePublic = await raisedOnFundraisersPage(page, HOLIDAY);
    await openHydrated(page, "/donate");
    await expect(page.getByRole("heading", { name: "Make a Donation" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Impact" })).toBeVisible();
    // 'Your Impact' comes from the records (shared/site.ts donateFigures; the sums' agreement
    // with the dashboard is server/modules/back-office/reports-admin.test.ts): filled, no placeholder left.
    const figure = (label: string) =>
      page
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: label }) })
        .locator("dd");
    await expect(figure("Raised This Year")).toHaveText(/^\$[\d,]+$/);
    await expect(figure("Donors This Year")).toHaveText(/^[\d,]+$/);
    await expect(figure("Active Fundraisers")).toHaveText(/^[1-9]\d*$/);

    // Clicking the side card selects it as the target (and again deselects it).
    const card = page.getByRole("button", { name: new RegExp(HOLIDAY) });
    const select = page.getByLabel("Select Fundraiser (Optional)");
    await card.click();
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await expect(select.locator("option:checked")).toHaveText(HOLIDAY);
    await card.click();
    await expect(select.locator("option:checked")).toHaveText("General Fund");
    await card.click();

    await page.getByRole("button", { name: "$50", exact: true }).click();
    await fillDonor(page);
    const checkout = await donate(page, /^Donate \$50\.00$/);
    await expect(page.getByText("Your secure checkout opened in a new tab.")).toBeVisible();

    await expect(checkout.getByRole("main").getByText("Test mode — no money moves")).toBeVisible();
    await expect(checkout.getByText("Pay Homefront Ministries")).toBeVisible();
    await expect(checkout.getByText(`Donation to ${HOLIDAY}`)).toBeVisible();
    await expect(checkout.getByLabel(/card/i)).toHaveCount(0);
    await checkout.getByRole("button", { name: "Pay $50.00" }).click();

    await expect(checkout).toHaveURL(/\/donate\/success\?session_id=cs_demo_/);
    await expect(
      checkout.getByRole("heading", { name: "Thank You for Your Donation" }),
    ).toBeVisible();
    await expect(checkout.getByText("Payment Successful!")).toBeVisible();
    await expect(checkout.getByText("Thank you for your generous donation.")).toBeVisible();
    await expect(checkout.getByRole("heading", { name: "Payment Confirmed" })).toBeVisible();
    await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
    await expect(checkout.getByText("pat@example.org")).toBeVisible();
    await expect(checkout.getByRole("link", { name: "View Fundraisers" })).toHaveAttribute(
      "href",
      "/fundraisers",
    );

    // A reload of the success page reads the status again; it changes nothing.
    await checkout.reload();
    await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
    expect(await raisedOnDonatePage(page, HOLIDAY)).toBe(before + 5000);
    expect(await raisedOnFundraisersPage(page, HOLIDAY)).toBe(beforePublic + 5000);
  });

  test("?fundraiser={id} preselects an active fundraiser; anything else is the General Fund", async ({
    page,
  }) => {
    await openHydrated(page, "/donate");
    const select = page.getByLabel("Select Fundraiser (Optional)");
    const id = await select.locator("option", { hasText: HOLIDAY }).getAttribute("value");
    await page.goto(`/donate?fundraiser=${id}`);
    await expect(select).toHaveValue(id!);
    await expect(page.getByRole("button", { name: new RegExp(HOLIDAY) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/donate?fundraiser=not-a-fundraiser");
    await expect(select.locator("option:checked")).toHaveText("General Fund");
  });

  test("a monthly gift goes through a subscription checkout", async ({ page }) => {
    await openHydrated(page, "/donate");
    await page.getByRole("tab", { name: "Monthly/Yearly" }).click();
    await expect(page.getByLabel("Billing Interval")).toHaveValue("month");
    await page.getByRole("button", { name: "$25", exact: true }).click();
    await fillDonor(page, "Monthly Giver", "monthly@example.org");
    const checkout = await donate(page, /^Donate \$25\.00 Monthly$/);
    await expect(checkout.getByText("Monthly donation to the General Fund")).toBeVisible();
    await expect(checkout.getByText("Total due today, then every month")).toBeVisible();
    await checkout.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
    await expect(checkout.getByText("$25.00 monthly")).toBeVisible();
    await expect(checkout.getByText("General Fund")).toBeVisible();
  });

  test("cancelling at the checkout says no charges were made", async ({ page }) => {
    await openHydrated(page, "/donate");
    await page.getByRole("button", { name: "$100", exact: true }).click();
    await fillDonor(page);
    const checkout = await donate(page, /^Donate \$100\.00$/);
    await checkout.getByRole("button", { name: "Cancel" }).click();
    await expect(checkout).toHaveURL(/\/donate\/cancel$/);
    await expect(checkout.getByRole("heading", { name: "Donation Cancelled" })).toBeVisible();
    await expect(checkout.getByText(/no charges were made/)).toBeVisible();
    await expect(checkout.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await checkout.getByRole("link", { name: "Try Again" }).click();
    await expect(checkout).toHaveURL(/\/donate$/);
    await expect(checkout.getByRole("heading", { name: "Make a Donation" })).toBeVisible();
  });

  test("each validation toast, and the donate button disabled while the amount is 0", async ({
    page,
  }) => {
    await openHydrated(page, "/donate");
    const custom = page.getByLabel("Custom Amount");
    const donateButton = page.getByRole("button", { name: /^Donate/ });
    await expect(donateButton).toBeDisabled();
    await custom.fill("0");
    await expect(donateButton).toBeDisabled();

    await custom.fill("0.5");
    await donateButton.click();
    await expect(page.getByText("Invalid Amount")).toBeVisible();
    await expect(page.getByText("Please enter a valid donation amount.")).toBeVisible();
    await expect(page.getByText("The minimum donation is $1.00.")).toBeVisible();

    await custom.fill("10.005");
    await donateButton.click();
    await expect(page.getByText("Please enter an amount in whole cents.")).toBeVisible();

    // Choosing a preset clears the custom amount.
    await page.getByRole("button", { name: "$250", exact: true }).click();
    await expect(custom).toHaveValue("");
    await donateButton.click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(
      page.getByText("Please provide your name and email address.").first(),
    ).toBeVisible();

    await fillDonor(page, "Pat Donor", "not-an-email");
    await donateButton.click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

    // A refusal from the server (a tampered fundraiser id) is 'Donation Failed' with its reason.
    await page.getByLabel("Email Address").fill("pat@example.org");
    await page.getByLabel("Select Fundraiser (Optional)").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("Tampered", "6f0c1f7e-1111-4222-8333-444455556666"));
    });
    await page
      .getByLabel("Select Fundraiser (Optional)")
      .selectOption("6f0c1f7e-1111-4222-8333-444455556666");
    await page.getByRole("button", { name: /^Donate \$250\.00$/ }).click();
    await expect(page.getByText("Donation Failed")).toBeVisible();
    await expect(
      page.getByText("This fundraiser does not exist. Please choose another one."),
    ).toBeVisible();
    // The tab prepared for the checkout is closed again.
    await expect.poll(() => page.context().pages().length).toBe(1);
  });

  test("keyboard only: choose, fill in, donate and pay", async ({ page }) => {
    await openHydrated(page, "/donate");
    await tabTo(page, page.getByRole("button", { name: "$100", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "$100", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await tabTo(page, page.getByLabel("Full Name"));
    await page.keyboard.type("Kay Board");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kay@example.org");
    await tabTo(page, page.getByRole("button", { name: /^Donate \$100\.00$/ }));
    const popup = page.waitForEvent("popup");
    await page.keyboard.press("Enter");
    const checkout = await popup;
    await expect(checkout).toHaveURL(/\/checkout\/demo\//);
    const pay = checkout.getByRole("button", { name: "Pay $100.00" });
    await expect(pay).toBeVisible();
    await tabTo(checkout, pay);
    await checkout.keyboard.press("Enter");
    await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
  });

  test("when the browser blocks the pop-up, the checkout opens in the same tab", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openHydrated(page, "/donate");
    await page.getByLabel("Custom Amount").fill("12.34");
    await fillDonor(page, "Pop Up", "popup@example.org");
    await page.getByRole("button", { name: /^Donate \$12\.34$/ }).click();
    await expect(page).toHaveURL(/\/checkout\/demo\/cs_demo_/);
    await page.getByRole("button", { name: "Pay $12.34" }).click();
    await expect(page.getByTestId("payment-status")).toHaveText("Successful");
  });

  test("while its checkout is open the gift cannot start twice, in this tab or another; the success page verifies and gives a reference", async ({
    page,
  }) => {
    // A second tab of the same browser, already on the donate page.
    const other = await page.context().newPage();
    await openHydrated(other, "/donate");
    await other.getByLabel("Custom Amount").fill("5");
    await fillDonor(other, "Vera Fying", "verify@example.org");
    await expect(other.getByRole("button", { name: /^Donate \$5\.00$/ })).toBeEnabled();

    await openHydrated(page, "/donate");
    await page.getByLabel("Custom Amount").fill("5");
    await fillDonor(page, "Vera Fying", "verify@example.org");
    const checkout = await donate(page, /^Donate \$5\.00$/);
    await expect(page.getByText("Your secure checkout opened in a new tab.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Donate \$5\.00$/ })).toBeDisabled();
    const notice = other.getByTestId("pending-checkout");
    await expect(notice).toContainText(
      "Your checkout is open in another tab — finish it there, or start over.",
    );
    await expect(notice).toContainText("$5.00 to the General Fund");
    await expect(other.getByRole("button", { name: /^Donate \$5\.00$/ })).toBeDisabled();
    expect((await new AxeBuilder({ page: other }).include("main").analyze()).violations).toEqual(
      [],
    );
    // Starting over in one tab frees every tab.
    await notice.getByRole("button", { name: "Start over" }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId("pending-checkout")).toHaveCount(0);
    await expect(other.getByRole("button", { name: /^Donate \$5\.00$/ })).toBeEnabled();
    await other.close();

    const sessionId = new URL(checkout.url()).pathname.split("/").pop();
    await page.goto(`/donate/success?session_id=${sessionId}`);
    await expect(page.getByText("Verifying your payment")).toBeVisible();
    await checkout.getByRole("button", { name: "Pay $5.00" }).click();
    await expect(page.getByTestId("payment-status")).toHaveText("Successful");
    await expect(page.getByText("Payment Successful!")).toBeVisible();
    await expect(page.getByTestId("donation-reference")).toHaveText(/^[0-9A-F]{8}$/);
  });

  test("the donate page, the demo checkout and the success page pass axe", async ({ page }) => {
    const axe = (p: Page) => new AxeBuilder({ page: p }).include("main").analyze();
    await openHydrated(page, "/donate");
    expect((await axe(page)).violations).toEqual([]);
    await page.getByRole("button", { name: "$25", exact: true }).click();
    await fillDonor(page, "Axe Tester", "axe@example.org");
    const checkout = await donate(page, /^Donate \$25\.00$/);
    await expect(checkout.getByRole("main").getByText("Test mode — no money moves")).toBeVisible();
    expect((await axe(checkout)).violations).toEqual([]);
    await checkout.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(checkout.getByTestId("payment-status")).toHaveText("Successful");
    expect((await axe(checkout)).violations).toEqual([]);
  });

  test("a forged session id on the success page is a verification error", async ({ page }) => {
    await page.goto("/donate/success?session_id=cs_demo_forged");
    await expect(page.getByText("Verification Error")).toBeVisible();
    await expect(
      page.getByText("Could not verify payment status. Please contact support if needed.").first(),
    ).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveCount(0);
  });
});
