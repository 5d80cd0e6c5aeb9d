// The contact form's ending (SPEC §8 "Message sent!"): the form gives way to a
// thank-you panel with what happens next. Without JavaScript the action's answer
// renders the page, so the panel must come from the action data alone.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ContactForm } from "./contact-form";
import { ContactThanks } from "./contact-thanks";

function render(node: React.ReactNode, actionData?: unknown) {
  const Stub = createRoutesStub([
    { id: "contact", path: "/contact", Component: () => <>{node}</> },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={["/contact"]}
      hydrationData={actionData ? { actionData: { contact: actionData } } : undefined}
    />,
  );
  return html.replace(/<!-- -->/g, "");
}

describe("contact form ending", () => {
  test("before sending: the form with Send Message, no thank-you", () => {
    const html = render(<ContactForm />);
    expect(html).toContain("Send Message");
    expect(html).not.toContain("Send another message");
  });

  test("a message posted without JavaScript ends on the thank-you panel, with a link back to an empty form", () => {
    const html = render(<ContactForm />, { ok: true });
    expect(html).not.toContain('aria-label="Contact form"');
    expect(html).toMatch(/role="status"[^>]*data-testid="contact-thanks"/);
    expect(html).toContain("Message sent!");
    expect(html).toContain("Thank you for reaching out. We&#x27;ll get back to you soon.");
    expect(html).toContain("typically replies within 24 hours");
    expect(html).toContain("Mon-Fri: 9:00 AM – 5:00 PM");
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>.*Send another message<\/a>/);
  });

  test("a refusal posted without JavaScript keeps the form and what was typed", () => {
    const html = render(<ContactForm />, {
      error: { code: "validation_failed", message: "Please correct the highlighted fields." },
      values: { name: "Robin", email: "nope", subject: "", message: "Hi" },
    });
    expect(html).toContain('aria-label="Contact form"');
    expect(html).not.toContain("Send another message");
    expect(html).toContain('value="Robin"');
  });

  test("with JavaScript the panel's button brings the form back in place", () => {
    const html = render(<ContactThanks onSendAnother={() => {}} />);
    expect(html).toContain("Send another message");
    expect(html).toContain("tel:2545550142");
  });
});
