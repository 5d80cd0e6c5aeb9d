import type { Locator, Page } from "@playwright/test";
import { afterKeyboardPickUp, pngFile, unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";

// Each reorder saves the whole team's order: two of these tests reordering at
// once would overwrite each other's save, so this file's tests run one by one.
test.describe.configure({ mode: "serial" });

const cards = (page: Page) => page.getByTestId("team-member");
const cardOf = (page: Page, name: string) => cards(page).filter({ hasText: name });

async function addMember(page: Page, name: string, title = "Volunteer") {
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Team member added successfully!").last()).toBeVisible();
  await expect(cardOf(page, name)).toBeVisible();
}

async function namesInOrder(grid: Locator) {
  return grid.getByRole("heading", { level: 2 }).allTextContents();
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { name: "Team Management" })).toBeVisible();
});

test("the form shows SPEC's messages and saves nothing until they are fixed", async ({ page }) => {
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("an admin adds a member with a photo, edits them and deletes them", async ({ page }) => {
  test.slow(); // many round trips on a shared, busy machine
  const name = unique("Pat Member");
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Title").fill("Chaplain");
  await dialog.getByLabel("Bio").fill("Twenty years of service.");
  await dialog.getByLabel("Photo").setInputFiles(await pngFile());
  await expect(page.getByText("Image uploaded successfully.")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Current photo" })).toBeVisible();
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(page.getByText("Team member added successfully!")).toBeVisible();

  const card = cardOf(page, name);
  await expect(card).toContainText("Chaplain");
  await expect(card).toContainText("Twenty years of service.");
  const photo = card.locator("img");
  await expect(photo).toHaveAttribute("src", /^\/uploads\/team-photos\/[a-f0-9]{32}-480\.webp$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Edit: a blank bio is saved as empty (no bio paragraph).
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Team Member" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByLabel("Title").fill("Senior Chaplain");
  await edit.getByLabel("Bio").fill("");
  await edit.getByRole("button", { name: "Update Member" }).click();
  await expect(page.getByText("Team member updated successfully!")).toBeVisible();
  await expect(cardOf(page, name)).toContainText("Senior Chaplain");
  await expect(cardOf(page, name)).not.toContainText("Twenty years");

  await page.reload();
  await expect(cardOf(page, name)).toContainText("Senior Chaplain");

  // Delete, confirmed with SPEC's wording.
  await cardOf(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${name}? This action cannot be undone.`,
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(cardOf(page, name)).toBeVisible();
  await cardOf(page, name)
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Team member deleted successfully!")).toBeVisible();
  await expect(cardOf(page, name)).toHaveCount(0);
  await page.reload();
  await expect(cardOf(page, name)).toHaveCount(0);
});

test.describe("in a one-column grid", () => {
  // One column, so the previous member is always straight above.
  test.use({ viewport: { width: 600, height: 1000 } });

  test("the keyboard reorders members and the order survives a reload", async ({ page }) => {
    test.slow(); // many round trips on a shared, busy machine
    const first = unique("Kay First");
    const second = unique("Kay Second");
    await addMember(page, first);
    await addMember(page, second);
    const grid = page.getByRole("list", { name: "Team members" });
    let names = await namesInOrder(grid);
    expect(names.indexOf(first)).toBeLessThan(names.indexOf(second));

    // Space lifts, each ArrowUp moves one place back, Space drops. (Other
    // tests may add members meanwhile, so count the places.)
    const start = names.indexOf(second) + 1;
    const places = names.indexOf(second) - names.indexOf(first);
    const live = page.locator("[id^=DndLiveRegion]");
    await page.getByRole("button", { name: `Reorder ${second}` }).focus();
    await page.keyboard.press("Space");
    await expect(live).toContainText(`${second} moved to position ${start} of`);
    await afterKeyboardPickUp(page);
    for (let i = 1; i <= places; i++) {
      await page.keyboard.press("ArrowUp");
      await expect(live).toContainText(`moved to position ${start - i} of`);
    }
    await page.keyboard.press("Space");
    await expect(page.getByText("Team order saved.")).toBeVisible();

    await page.reload();
    names = await namesInOrder(page.getByRole("list", { name: "Team members" }));
    expect(names.indexOf(second)).toBeLessThan(names.indexOf(first));
  });
});

test("a member dragged with the mouse stays where it was dropped", async ({ page }) => {
  test.slow(); // many round trips on a shared, busy machine
  const a = unique("Mo Alpha");
  const b = unique("Mo Bravo");
  await addMember(page, a);
  await addMember(page, b);
  // Other tests keep adding members, so the two may be below the fold: the
  // mouse only reaches what is in the viewport. They are neighbours, so
  // bringing the second into view shows the first too.
  await page.getByRole("button", { name: `Reorder ${b}` }).scrollIntoViewIfNeeded();
  const from = await page.getByRole("button", { name: `Reorder ${b}` }).boundingBox();
  const to = await page.getByRole("button", { name: `Reorder ${a}` }).boundingBox();
  const viewport = page.viewportSize()!;
  const onScreen = (box: typeof from): box is NonNullable<typeof from> =>
    box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
  if (!onScreen(from) || !onScreen(to)) throw new Error("handles not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText("Team order saved.")).toBeVisible();
  await page.reload();
  const names = await namesInOrder(page.getByRole("list", { name: "Team members" }));
  expect(names.indexOf(b)).toBeLessThan(names.indexOf(a));
});

test("six skeletons show while the team page loads after a client-side navigation", async ({
  page,
}) => {
  await page.goto("/admin");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/team\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" }).click();
  await expect(page.getByTestId("skeleton")).toHaveCount(6);
  release();
  await expect(page.getByRole("heading", { name: "Team Management" })).toBeVisible();
  await expect(page.getByTestId("skeleton")).toHaveCount(0);
});
