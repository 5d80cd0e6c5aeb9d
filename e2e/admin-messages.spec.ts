import { expect, signInAsAdmin, test } from "./fixtures";

test("messages list newest first with sender, e-mail, subject and date; a delete is confirmed", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { name: "Contact Messages" })).toBeVisible();
  const items = page.getByTestId("message");
  const linda = items.filter({ hasText: "Linda Martinez" });
  const robert = items.filter({ hasText: "Robert Chen" });
  await expect(linda).toContainText("linda.martinez@example.org");
  await expect(linda).toContainText("Volunteering at the gala");
  await expect(linda.locator("time")).toHaveText(/\d{4}, \d{1,2}:\d{2} (AM|PM)/);
  const order = await items.getByRole("heading", { level: 2 }).allTextContents();
  expect(order.indexOf("Linda Martinez")).toBeLessThan(order.indexOf("Robert Chen"));

  await robert.getByRole("button", { name: "Delete message from Robert Chen" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this message from Robert Chen? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted successfully!")).toBeVisible();
  await expect(robert).toHaveCount(0);
  await page.reload();
  await expect(items.filter({ hasText: "Robert Chen" })).toHaveCount(0);
  await expect(linda).toBeVisible();
});

test("five skeletons show while the messages page loads", async ({ page }) => {
  await signInAsAdmin(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/messages\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Messages" })
    .click();
  await expect(page.getByTestId("skeleton")).toHaveCount(5);
  release();
  await expect(page.getByRole("heading", { name: "Contact Messages" })).toBeVisible();
});
