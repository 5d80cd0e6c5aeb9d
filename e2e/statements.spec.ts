// docs/statements.md: the 2026 statements of the demo season's gifts (receipted by the
// boot-time backfill, docs/receipts.md "Older gifts"), sent in one run with its progress bar, and one PDF opened.
import AxeBuilder from "@axe-core/playwright";
import { pdfText } from "../server/test/pdf-text";
import { expect, signInAsAdmin, test } from "./fixtures";

test("run the 2026 statements, watch the progress reach 100 %, open one PDF", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto("/admin/statements?year=2026");
  await expect(page.getByRole("heading", { name: "Year-end statements" })).toBeVisible();
  await expect(page.getByTestId("statement-counts")).toContainText("will get a statement for 2026");

  await page.getByRole("button", { name: "Send statements" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Each person gets one");
  await confirm.getByRole("button", { name: "Send statements" }).click();
  const progress = page.getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 60_000 });
  await expect(page.getByText(/Done: \d+ statements? sent to the outbox\./)).toBeVisible();

  const karen = page.getByTestId("statement-row").filter({ hasText: "Karen Brooks" });
  const href = await karen
    .getByRole("link", { name: /Download the 2026 statement of Karen Brooks/ })
    .getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const { text } = await pdfText(await response.body());
  expect(text).toContain("Karen Brooks");
  expect(text).toContain("Year-end giving statement 2026");
});

test("the statements pages fit a phone and have no serious accessibility violations; a tampered link is the 404 page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const serious = async () =>
    (
      await new AxeBuilder({ page })
        .exclude("[data-sonner-toaster]")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze()
    ).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help}`);

  await page.goto("/statements");
  await expect(page.getByRole("heading", { name: "Your year-end giving statement" })).toBeVisible();
  expect(await fits()).toBe(true);
  expect(await serious()).toEqual([]);
  await page.getByLabel("Email").fill("nobody-at-all@example.org");
  await page.getByRole("button", { name: "E-mail me my statement" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If we have gifts from this address for that year",
  );

  const missing = await page.goto("/statements/not-a-real-token.abc");
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/statements?year=2026");
  await expect(page.getByRole("heading", { name: "Year-end statements" })).toBeVisible();
  expect(await fits()).toBe(true);
  expect(await serious()).toEqual([]);
});
