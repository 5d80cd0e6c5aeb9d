// Decision 020 (docs/receipts.md): staff record a cheque gift, send its numbered
// receipt (it appears in the outbox) and open its PDF; a cheque without a number
// is refused with a clear message and nothing is written.
import { expect, signInAsAdmin, test } from "./fixtures";

test("a cheque gift is recorded, its receipt sent and its PDF opened", async ({ page }) => {
  const donor = `Check Donor ${Date.now().toString(36)}`;
  const email = `${donor.toLowerCase().replace(/\s+/g, "-")}@example.org`;
  await signInAsAdmin(page);
  await page.goto("/admin/donations");
  await page.getByRole("link", { name: "Record a gift" }).click();
  await expect(page.getByRole("heading", { name: "Record a gift" })).toBeVisible();

  // Bad input first: a cheque without its number, and no amount.
  await page.getByLabel("Donor name").fill(donor);
  await page.getByLabel("E-mail (optional)").fill(email);
  await page.getByLabel("Method").selectOption("cheque");
  await page.getByLabel("E-mail a receipt now").uncheck();
  await page.getByRole("button", { name: "Record gift" }).click();
  await expect(page.getByText("Enter the check number")).toBeVisible();
  await expect(page.getByText("Enter an amount greater than $0, like 50.00")).toBeVisible();
  await page.getByLabel("Amount ($)").fill("-5");
  await page.getByRole("button", { name: "Record gift" }).click();
  await expect(page.getByText("Enter an amount greater than $0, like 50.00")).toBeVisible();
  // Nothing was written.
  await page.goto(`/admin/donations?q=${encodeURIComponent(donor)}`);
  await expect(page.getByTestId("donation")).toHaveCount(0);

  await page.goto("/admin/donations/new");
  await page.getByLabel("Donor name").fill(donor);
  await page.getByLabel("E-mail (optional)").fill(email);
  await page.getByLabel("Method").selectOption("cheque");
  await page.getByLabel("Check number").fill("1042");
  await page.getByLabel("Amount ($)").fill("300");
  await page.getByLabel("E-mail a receipt now").uncheck();
  await page.getByRole("button", { name: "Record gift" }).click();
  const recorded = page.getByTestId("recorded-receipt");
  await expect(recorded).toHaveText(/^Receipt \d{4}-\d{6}/);
  const number = (await recorded.textContent())!.match(/\d{4}-\d{6}/)![0];

  await page.goto(`/admin/donations?q=${encodeURIComponent(donor)}`);
  const row = page.getByTestId("donation").filter({ hasText: donor });
  await expect(row.getByTestId("donation-method")).toHaveText("Check no. 1042");
  await row.getByRole("button", { name: `Send receipt ${number} to ${donor}` }).click();
  await expect(page.getByText(`Receipt ${number} is on its way to ${email}.`)).toBeVisible();

  const href = await row
    .getByRole("link", { name: `Receipt PDF ${number} for the gift of ${donor}` })
    .getAttribute("href");

  await page.goto("/admin/outbox");
  const mail = page.getByTestId("outbox-message").filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("receipt");

  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain("inline");
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  // The document's title (uncompressed metadata) carries the receipt number.
  expect(body.toString("latin1")).toContain(`Receipt ${number}`);
});
