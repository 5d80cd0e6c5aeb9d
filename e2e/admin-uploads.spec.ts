import type { Page } from "@playwright/test";
import { jpegFile, pngFile, sixMegabytePng, svgFile, textAsPng } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";

async function openDialog(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin/team");
  await page.getByRole("button", { name: "Add Team Member" }).click();
  return page.getByRole("dialog", { name: "Add Team Member" });
}

/** Drops files on the drop zone the way a browser does (a DataTransfer with File objects). */
async function dropFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload = files.map((f) => ({
    name: f.name,
    type: f.mimeType,
    base64: f.buffer.toString("base64"),
  }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return dt;
  }, payload);
  const zone = page.getByTestId("image-dropzone");
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

test("a PNG and then a JPEG upload, served as WebP; replacing deletes the unsaved first file", async ({
  page,
}) => {
  test.slow(); // many round trips on a shared, busy machine
  const dialog = await openDialog(page);
  await dialog.getByLabel("Photo").setInputFiles(await pngFile());
  await expect(page.getByText("Image uploaded successfully.")).toBeVisible();
  const preview = dialog.getByRole("img", { name: "Current photo" });
  const firstSrc = (await preview.getAttribute("src"))!;
  expect(firstSrc).toMatch(/^\/uploads\/team-photos\/[a-f0-9]{32}-960\.webp$/);
  const served = await page.request.get(firstSrc);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toContain("immutable");

  await dialog.getByLabel("Photo").setInputFiles(await jpegFile());
  await expect(preview).not.toHaveAttribute("src", firstSrc);
  await expect(preview).toHaveAttribute("src", /-960\.webp$/);
  expect((await page.request.get(await preview.getAttribute("src").then((s) => s!))).status()).toBe(
    200,
  );
  await expect.poll(async () => (await page.request.get(firstSrc)).status()).toBe(404);

  await dialog.getByRole("button", { name: "Remove image" }).click();
  await expect(page.getByText("Image removed successfully.")).toBeVisible();
  await expect(preview).toHaveCount(0);
});

test("a text file renamed .png and an SVG are refused by the server", async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByLabel("Photo").setInputFiles(textAsPng);
  await expect(page.getByText("Upload failed")).toBeVisible();
  await expect(page.getByText("Only image files are allowed")).toBeVisible();
  await dialog.getByLabel("Photo").setInputFiles(svgFile);
  await expect(page.getByText("Only image files are allowed")).toHaveCount(2);
  await expect(dialog.getByRole("img", { name: "Current photo" })).toHaveCount(0);
});

test("a 6 MB image is refused in the browser, and by the server if sent anyway", async ({
  page,
}) => {
  const dialog = await openDialog(page);
  const huge = await sixMegabytePng();
  await dialog.getByLabel("Photo").setInputFiles(huge);
  await expect(page.getByText("File too large")).toBeVisible();
  await expect(page.getByText("Image must be less than 5MB")).toBeVisible();

  const res = await page.request.post("/api/admin/uploads", {
    multipart: { folder: "team-photos", file: huge },
  });
  expect(res.status()).toBe(413);
  expect((await res.json()).error.message).toBe("File size must be less than 5MB");
});

test("a file that is not an image is refused before upload", async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog
    .getByLabel("Photo")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("Invalid file type")).toBeVisible();
  await expect(page.getByText("Please select an image file")).toBeVisible();
});

test("dropping a set uploads its first image; a set without one says 'Invalid file'", async ({
  page,
}) => {
  const dialog = await openDialog(page);
  await dropFiles(page, [{ name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("x") }]);
  await expect(page.getByText("Invalid file", { exact: true })).toBeVisible();

  await dropFiles(page, [
    { name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
    await pngFile("first.png"),
    await jpegFile(),
  ]);
  await expect(page.getByText("Image uploaded successfully.")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Current photo" })).toBeVisible();
});

test("the upload API refuses anonymous callers", async ({ request }) => {
  const res = await request.post("/api/admin/uploads", {
    multipart: { folder: "team-photos", file: await pngFile() },
  });
  expect(res.status()).toBe(401);
});
