// The event back office's images in Chromium (docs/decisions/005, 006): the event image, the gallery (upload two,
// move, order kept after reload, delete after the confirmation), Ticket Photos
// (5 MB stated and enforced, reorder, delete) and the public event page showing them.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pngFile, sixMegabytePng, unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";

/** Uploads re-encode three widths each; the shared machine can be slow. */
const UPLOAD_TIMEOUT = 20_000;
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const card = (page: Page, title: string) =>
  page.getByTestId("admin-event-card").filter({ hasText: title });

async function createEvent(page: Page, title: string) {
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = dialog(page, "Add Event");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill(`About ${title}.`);
  await form.getByLabel("Event Date & Time").fill("2030-09-12T18:30");
  await form.getByLabel("Location").fill("Killeen, TX");
  await form.getByRole("switch", { name: "Enable Ticketing" }).click();
  await form.getByRole("button", { name: "Create Event" }).click();
  await expect(form).toBeHidden();
  const href = await card(page, title)
    .getByRole("link", { name: /Preview/ })
    .getAttribute("href");
  return href!.split("/").pop()!;
}

const photoSources = (scope: ReturnType<Page["getByRole"]>) =>
  scope
    .getByTestId("photo-item")
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")!));
/** The stored file behind a thumbnail (480 px) at another width. */
const atWidth = (src: string, width: number) => src.replace(/-480\.webp$/, `-${width}.webp`);
const changeSaved = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(path) && r.request().method() === "POST" && r.ok());

test("event image and gallery: upload two, move down, order kept after reload, delete after confirming; public page shows them", async ({
  page,
}, testInfo) => {
  test.slow(); // many uploads on a shared, busy machine
  const title = unique("Gallery Gala");
  await signInAsAdmin(page);
  await page.goto("/admin/events");
  const eventId = await createEvent(page, title);

  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const edit = dialog(page, "Edit Event");
  await edit.getByLabel("Event Image").setInputFiles(await pngFile("flyer.png"));
  await expect(page.getByText("Image uploaded successfully.")).toBeVisible({
    timeout: UPLOAD_TIMEOUT,
  });
  const flyer = await edit.getByRole("img", { name: "Current event image" }).getAttribute("src");
  expect(flyer).toMatch(/^\/uploads\/event-images\/[a-f0-9]{32}-960\.webp$/);

  const gallery = edit.getByRole("region", { name: "Event Gallery" });
  await expect(gallery.getByText("No photos yet")).toBeVisible();
  await gallery
    .getByLabel("Add event gallery")
    .setInputFiles([await pngFile("one.png"), await pngFile("two.png")]);
  await expect(page.getByText("Photos uploaded successfully")).toBeVisible({
    timeout: UPLOAD_TIMEOUT,
  });
  await expect(gallery.getByTestId("photo-item")).toHaveCount(2);
  const [first, second] = await photoSources(gallery);
  expect(first).toMatch(
    new RegExp(`^/uploads/event-galleries/${eventId}/[a-f0-9]{32}-480\\.webp$`),
  );
  await expect(gallery.getByRole("button", { name: "Move photo 1 up" })).toBeDisabled();
  await expect(gallery.getByRole("button", { name: "Move photo 2 down" })).toBeDisabled();

  await Promise.all([
    changeSaved(page, "/gallery"),
    gallery.getByRole("button", { name: "Move photo 1 down" }).click(),
  ]);
  expect(await photoSources(gallery)).toEqual([second, first]);
  await gallery.screenshot({ path: testInfo.outputPath("event-gallery.png") });
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id),
  ).toEqual([]);
  await edit.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully!")).toBeVisible();

  await page.reload();
  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const reopened = dialog(page, "Edit Event").getByRole("region", { name: "Event Gallery" });
  // The reopened dialog loads its gallery afresh; on a busy machine that can take a while.
  await expect(reopened.getByTestId("photo-item")).toHaveCount(2, { timeout: UPLOAD_TIMEOUT });
  expect(await photoSources(reopened)).toEqual([second, first]);
  await expect(
    dialog(page, "Edit Event").getByRole("img", { name: "Current event image" }),
  ).toHaveAttribute("src", flyer!);

  // Delete the photo now first (the second uploaded): cancel once, then confirm.
  await reopened.getByRole("button", { name: "Delete photo 1" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Photo" });
  await expect(confirm.getByText("Are you sure you want to delete this photo?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(reopened.getByTestId("photo-item")).toHaveCount(2);
  await reopened.getByRole("button", { name: "Delete photo 1" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Photo deleted successfully")).toBeVisible();
  await expect(reopened.getByTestId("photo-item")).toHaveCount(1);
  expect(await photoSources(reopened)).toEqual([first]);
  for (const width of [480, 960, 1600]) {
    expect((await page.request.get(atWidth(second!, width))).status()).toBe(404);
  }
  expect((await page.request.get(first!)).status()).toBe(200);

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole("heading", { name: "Event Flyer" })).toBeVisible();
  await expect(
    page.getByRole("img", { name: `Flyer for ${title} (opens full size in a new tab)` }),
  ).toBeVisible();
  const publicGallery = page.locator("#gallery");
  await expect(publicGallery.getByRole("img")).toHaveCount(1);
  await expect(publicGallery.getByRole("link")).toHaveAttribute("href", atWidth(first!, 1600));
  await page.screenshot({ path: testInfo.outputPath("public-detail.png"), fullPage: true });
});

test("Ticket Photos: 5 MB stated and enforced, upload three, reorder, delete; the public page shows them in order", async ({
  page,
}, testInfo) => {
  test.slow();
  const title = unique("Ticket Photo Night");
  await signInAsAdmin(page);
  await page.goto("/admin/events");
  const eventId = await createEvent(page, title);

  await card(page, title)
    .getByRole("button", { name: `Manage ${title}` })
    .click();
  const manage = dialog(page, "Event Management");
  await manage.getByRole("button", { name: "Add Ticket Type" }).click();
  const add = dialog(page, "Add Ticket Type");
  await add.getByLabel("Name").fill("Adult");
  await add.getByLabel("Price ($)").fill("25");
  await add.getByLabel("Quantity Available").fill("40");
  await add.getByRole("button", { name: "Create Ticket Type" }).click();
  await expect(page.getByText("Ticket type created successfully")).toBeVisible();

  await manage.getByRole("button", { name: "Edit Adult" }).click();
  const edit = dialog(page, "Edit Ticket Type");
  const photos = edit.getByRole("region", { name: "Ticket Photos" });
  await expect(photos.getByText("Maximum 5MB per image")).toBeVisible();

  // Refused in the browser...
  await photos.getByLabel("Add ticket photos").setInputFiles(await sixMegabytePng());
  await expect(page.getByText("Upload failed: File size must be less than 5MB")).toBeVisible();
  await expect(photos.getByText("No photos yet")).toBeVisible();
  await photos
    .getByLabel("Add ticket photos")
    .setInputFiles([await pngFile("a.png"), await pngFile("b.png"), await pngFile("c.png")]);
  await expect(page.getByText("Photos uploaded successfully")).toBeVisible({
    timeout: UPLOAD_TIMEOUT,
  });
  await expect(photos.getByTestId("photo-item")).toHaveCount(3);
  const [a, b, c] = await photoSources(photos);
  const folder = a!.match(/^\/uploads\/(ticket-types\/[0-9a-f-]{36}\/[0-9a-f-]{36})\//)![1]!;
  expect(folder.startsWith(`ticket-types/${eventId}/`)).toBe(true);
  // ...and by the server when sent anyway.
  const refused = await page.request.post("/api/admin/uploads", {
    multipart: { folder, file: await sixMegabytePng() },
  });
  expect(refused.status()).toBe(413);

  await Promise.all([
    changeSaved(page, "/photos"),
    photos.getByRole("button", { name: "Move photo 3 up" }).click(),
  ]);
  expect(await photoSources(photos)).toEqual([a, c, b]);
  await edit.getByRole("button", { name: "Cancel" }).click();
  await manage.getByRole("button", { name: "Edit Adult" }).click();
  const again = dialog(page, "Edit Ticket Type").getByRole("region", { name: "Ticket Photos" });
  await expect(again.getByTestId("photo-item")).toHaveCount(3);
  expect(await photoSources(again)).toEqual([a, c, b]);
  await page.screenshot({ path: testInfo.outputPath("ticket-photos.png") });

  await again.getByRole("button", { name: "Delete photo 1" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Photo" });
  await expect(confirm.getByText("Are you sure you want to delete this photo?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Photo deleted successfully")).toBeVisible();
  await expect(again.getByTestId("photo-item")).toHaveCount(2);
  expect((await page.request.get(a!)).status()).toBe(404);

  await page.goto(`/events/${eventId}`);
  const types = page.locator("#ticket-types");
  await expect(types.getByRole("img")).toHaveCount(2);
  const links = await types
    .getByRole("link")
    .evaluateAll((as) => as.map((l) => l.getAttribute("href")));
  expect(links).toEqual([atWidth(c!, 1600), atWidth(b!, 1600)]);
});
