// E-mail templates and writing to attendees (docs/architecture.md "E-mail
// templates", "Writing to attendees"), through the real pages.
import { createFreeTicketedEvent, register, unique } from "./admin-helpers";
import { expect, signInAsAdmin, test } from "./fixtures";

test("staff change the confirmation's wording with a live preview, and the required placeholder is kept", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin/settings/emails");
  await expect(page.getByRole("heading", { name: "E-mail Templates" })).toBeVisible();
  await page.getByRole("link", { name: /Registration confirmation/ }).click();
  const subject = page.getByLabel("Subject");
  const body = page.getByLabel("Message");
  await expect(subject).toHaveValue("You're registered: {{event_title}}");

  const greeting = unique("Howdy");
  await subject.fill(`${greeting}, see you at {{event_title}}`);
  await expect(page.getByTestId("preview-subject")).toHaveText(
    `${greeting}, see you at Veterans Day Dinner`,
  );
  await body.fill(
    `Hi {{name}}!\n\nReference {{reference}}.\n\n{{check_in_instructions}}\n\nManage: {{manage_link}}`,
  );
  await expect(page.getByTestId("preview-body")).toContainText("Hi Pat Doe!");

  // Removing the required placeholder is refused at the field.
  await body.fill("Hi {{name}}!\n\n{{check_in_instructions}}\n\nManage: {{manage_link}}");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/The message must keep \{\{reference\}\}/)).toBeVisible();
  await expect(body).toHaveAttribute("aria-invalid", "true");

  // A chip puts it back where the cursor is.
  await body.focus();
  await page.getByRole("button", { name: /Insert \{\{reference\}\}/ }).click();
  await expect(page.getByText(/The message must keep/)).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("E-mail template saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Registration confirmation/ })).toContainText(
    "Customized",
  );

  // The next confirmation uses it.
  const title = unique("Picnic");
  const href = await createFreeTicketedEvent(page, title);
  const email = `${unique("guest").replace(/\W+/g, "-").toLowerCase()}@example.org`;
  await register(browser, href, "Jamie Rivers", email);
  await page.goto("/admin/outbox");
  const mail = page.getByTestId("outbox-message").filter({ hasText: email });
  await expect(mail).toContainText(`${greeting}, see you at ${title}`);

  // Back to the default, after a confirmation.
  await page.goto("/admin/settings/emails?template=registration-confirmation");
  await page.getByRole("button", { name: "Reset to default" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset to default" }).click();
  await expect(page.getByText("The default wording is back.")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("You're registered: {{event_title}}");
});

test("staff write to an event's attendees after confirming, and the e-mails wait in the outbox", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const title = unique("Supper");
  const href = await createFreeTicketedEvent(page, title);
  const stamp = Date.now().toString(36);
  await register(browser, href, "Avery Stone", `avery-${stamp}@example.org`);
  await register(browser, href, "Blake Stone", `blake-${stamp}@example.org`);

  await page.goto("/admin/events");
  await page.getByRole("button", { name: `Manage ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Event Management" })
    .getByRole("link", { name: "Write to Attendees" })
    .click();
  await expect(page.getByRole("heading", { name: "Write to Attendees" })).toBeVisible();
  await expect(page.getByTestId("recipient-count")).toHaveText("2 people will get this e-mail.");
  await page.getByLabel("Send to").selectOption({ label: "Ticket type: Community Seat" });
  await expect(page.getByTestId("recipient-count")).toHaveText("2 people will get this e-mail.");

  const subject = `Parking ${stamp} for {{event_title}}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Dear {{name}},\n\nPlease park behind the hall.");
  await expect(page.getByTestId("preview-body")).toContainText("Dear Avery Stone,");
  await page.getByRole("button", { name: "Send..." }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send to 2 people?" });
  await confirm.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Queued 2 e-mails in the outbox.")).toBeVisible();

  await page.goto("/admin/outbox");
  const sent = page
    .getByTestId("outbox-message")
    .filter({ hasText: `Parking ${stamp} for ${title}` });
  await expect(sent).toHaveCount(2);
  await expect(sent.filter({ hasText: `blake-${stamp}@example.org` })).toHaveCount(1);
});
