// The contact page (SPEC §2 "Contact"): form, validation, toasts, info cards and the
// per-client limit. Serial: every browser here is the same client (127.0.0.1),
// so the successful send must come before the flood that exhausts the limit.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

async function fill(
  page: Page,
  values: { name?: string; email?: string; subject?: string; message?: string },
) {
  if (values.name !== undefined) await page.getByLabel("Name *").fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email *").fill(values.email);
  if (values.subject !== undefined) await page.getByLabel("Subject").fill(values.subject);
  if (values.message !== undefined) await page.getByLabel("Message *").fill(values.message);
}

test("the page: form, info cards, office hours and reply time; accessible", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact | Homefront");
  await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();
  for (const label of ["Name *", "Email *", "Subject", "Message *"])
    await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  const info = page.getByRole("region", { name: "Contact information" });
  await expect(info.getByRole("link", { name: "info@homefront.org" })).toHaveAttribute(
    "href",
    "mailto:info@homefront.org",
  );
  await expect(info.getByText("Killeen, TX 76541")).toBeVisible();
  await expect(info.getByRole("link", { name: "(254) 555-0142" })).toHaveAttribute(
    "href",
    "tel:2545550142",
  );
  await expect(info.getByRole("link", { name: /Homefront on Facebook/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expect(info.getByText("Mon-Fri")).toBeVisible();
  await expect(info.getByText("9:00 AM – 5:00 PM")).toBeVisible();
  await expect(info.getByText("10:00 AM – 2:00 PM")).toBeVisible();
  await expect(info.getByText("Closed")).toBeVisible();
  await expect(info.getByText(/within 24 hours/)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id),
  ).toEqual([]);
});

test("missing, malformed and over-long fields show their messages and nothing is sent", async ({
  page,
}) => {
  await page.goto("/contact");
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Required", { exact: true })).toHaveCount(3);
  await expect(page.getByLabel("Name *")).toHaveAttribute("aria-invalid", "true");
  await fill(page, {
    name: "N".repeat(101),
    email: "not-an-email",
    subject: "S".repeat(201),
    message: "M".repeat(5001),
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be less than 100 characters")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Subject must be less than 200 characters")).toBeVisible();
  await expect(page.getByText("Message must be less than 5000 characters")).toBeVisible();
  await expect(page.getByText("5001/5000")).toBeVisible();
  expect(posted).toBe(false);
});

test("a failed send toasts 'Error' and keeps what was typed", async ({ page }) => {
  await page.goto("/contact");
  // The send fails; the page's own data still loads.
  await page.route("**/contact.data*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, body: "down" })
      : route.continue(),
  );
  await fill(page, { name: "Pat Doe", email: "pat@example.org", message: "Hello" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Name *")).toHaveValue("Pat Doe");
});

test("a message is sent: 'Message sent!' toast, a thank-you panel with next steps, and a fresh form on request", async ({
  page,
}) => {
  await page.goto("/contact");
  await fill(page, {
    name: "Pat Doe",
    email: "pat@example.org",
    subject: "Volunteering",
    message: "How can I help at the next packing day?",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast.getByText("Message sent!")).toBeVisible();
  await expect(
    toast.getByText("Thank you for reaching out. We'll get back to you soon."),
  ).toBeVisible();
  const thanks = page.getByTestId("contact-thanks");
  await expect(thanks.getByRole("heading", { name: "Message sent!" })).toBeFocused();
  await expect(thanks).toContainText("typically replies within 24 hours");
  await expect(page.getByRole("form", { name: "Contact form" })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include("[data-testid=contact-thanks]").analyze();
  expect(
    results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => v.id),
  ).toEqual([]);
  await thanks.getByRole("link", { name: "Send another message" }).click();
  await expect(page.getByLabel("Name *")).toBeFocused();
  await expect(page.getByLabel("Name *")).toHaveValue("");
  await expect(page.getByLabel("Message *")).toHaveValue("");
});

test("a flood from one client meets the limit message after 5 messages in 10 minutes", async ({
  page,
}) => {
  await page.goto("/contact");
  // The previous test sent one already; keep sending until the limit answers.
  let sent = 1;
  for (; sent < 5; sent++) {
    await fill(page, { name: "Flood", email: "flood@example.org", message: `Message ${sent}` });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByLabel("Name *")).toHaveValue("");
  }
  await fill(page, { name: "Flood", email: "flood@example.org", message: "One too many" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      /^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Message *")).toHaveValue("One too many");
});
