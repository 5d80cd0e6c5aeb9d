import type { Page } from "@playwright/test";
import { pngFile, unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";
import { holidayDriveTitle } from "../server/seed/demo-dates";

const cardOf = (page: Page, title: string) =>
  page.getByTestId("fundraiser").filter({ hasText: title });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/fundraisers");
  await expect(page.getByRole("heading", { name: "Fundraiser Management" })).toBeVisible();
});

test("the form shows SPEC's messages for missing text and negative amounts", async ({ page }) => {
  await page.getByRole("button", { name: "Create Fundraiser" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Fundraiser" });
  await dialog.getByRole("button", { name: "Create Fundraiser" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await dialog.getByLabel("Goal Amount ($)").fill("-5");
  await dialog.getByLabel("Raised Amount ($)").fill("-1");
  await dialog.getByRole("button", { name: "Create Fundraiser" }).click();
  await expect(dialog.getByText("Goal amount must be positive")).toBeVisible();
  await expect(dialog.getByText("Raised amount must be positive")).toBeVisible();
});

test("an admin creates, edits and deletes a fundraiser; empty amounts are 0", async ({ page }) => {
  test.slow(); // many round trips on a shared, busy machine
  const title = unique("Winter Coats");
  await page.getByRole("button", { name: "Create Fundraiser" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Fundraiser" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Warm coats for military families.");
  await expect(dialog.getByRole("switch")).toBeChecked();
  await dialog.getByLabel("Image").setInputFiles(await pngFile());
  await expect(page.getByText("Image uploaded successfully.")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Fundraiser" }).click();
  await expect(page.getByText("Fundraiser created successfully!")).toBeVisible();

  const card = cardOf(page, title);
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Raised: $0.00");
  await expect(card).toContainText("Goal: $0.00");
  await expect(card).toContainText("0.0%");
  await expect(card.locator("img")).toHaveAttribute(
    "src",
    /fundraiser-images\/[a-f0-9]{32}-960\.webp$/,
  );

  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Fundraiser" });
  await edit.getByLabel("Goal Amount ($)").fill("2500");
  await edit.getByLabel("Raised Amount ($)").fill("1234.5");
  await edit.getByRole("switch").click();
  await edit.getByRole("button", { name: "Update Fundraiser" }).click();
  await expect(page.getByText("Fundraiser updated successfully!")).toBeVisible();
  await page.reload();
  const updated = cardOf(page, title);
  await expect(updated).toContainText("Inactive");
  await expect(updated).toContainText("Raised: $1,234.50");
  await expect(updated).toContainText("Goal: $2,500.00");
  await expect(updated).toContainText("49.4%");

  await updated.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Fundraiser deleted successfully!")).toBeVisible();
  await page.reload();
  await expect(cardOf(page, title)).toHaveCount(0);
});

test("each fundraiser lists its completed online gifts", async ({ page }) => {
  const card = cardOf(page, holidayDriveTitle());
  await card.getByText(/Online gifts: \d+/).click();
  await expect(card.getByText("Karen Brooks")).toBeVisible();
  await expect(card.getByText("Anonymous", { exact: true })).toBeVisible();
  // A pending gift is not a completed one.
  await expect(card.getByText("Jordan Pike")).toHaveCount(0);
});

test("four skeletons show while the fundraisers page loads", async ({ page }) => {
  await page.goto("/admin");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/fundraisers\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Fundraisers" })
    .click();
  await expect(page.getByTestId("skeleton")).toHaveCount(4);
  release();
  await expect(page.getByRole("heading", { name: "Fundraiser Management" })).toBeVisible();
});
