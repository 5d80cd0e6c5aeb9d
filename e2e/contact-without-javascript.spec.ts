// docs/security.md §5: every public form is a real POST form, so it works before
// (or without) JavaScript. This spec runs on the isolated server: the main one's
// contact limit belongs to public-contact.spec.ts.
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("the contact form sends with a plain POST, a refusal keeps what was typed, and a sent message ends on the thank-you panel", async ({
  page,
}) => {
  const methods: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/contact") methods.push(request.method());
  });
  await page.goto("/contact");

  await page.getByLabel("Name *").fill("Robin Park");
  await page.getByLabel("Email *").fill("not-an-email");
  await page.getByLabel("Message *").fill("Can my scout troop help pack boxes?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." }),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email address" })).toBeVisible();
  await expect(page.getByLabel("Email *")).toHaveValue("not-an-email");
  await expect(page.getByLabel("Message *")).toHaveValue("Can my scout troop help pack boxes?");
  expect(page.url()).not.toContain("scout");

  await page.getByLabel("Email *").fill("robin@example.org");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
  await expect(page.getByTestId("contact-thanks")).toContainText(
    "typically replies within 24 hours",
  );
  expect(methods.filter((m) => m === "POST")).toHaveLength(2);
  expect(page.url()).not.toContain("robin");
  // The thank-you panel replaces the form; its link brings back an empty one.
  await expect(page.getByLabel("Name *")).toHaveCount(0);
  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(page.getByLabel("Name *")).toHaveValue("");
});
