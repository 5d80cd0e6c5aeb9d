import { describe, expect, test } from "vitest";
import { EMAIL_TEMPLATE_KEYS } from "./email-template-keys";
import { EMAIL_TEMPLATES } from "./email-template-registry";
import {
  renderEmail,
  renderHtml,
  renderSubject,
  renderTemplate,
  validateTemplate,
} from "./email-templates";

const confirmation = EMAIL_TEMPLATES["registration-confirmation"];

describe("validateTemplate", () => {
  test("every default template is valid by its own rules", () => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      expect(validateTemplate(EMAIL_TEMPLATES[key], EMAIL_TEMPLATES[key]), key).toEqual([]);
    }
  });

  test("a body without a required placeholder is refused at the body, naming it", () => {
    const body = confirmation.body.replace("{{reference}}", "");
    expect(validateTemplate({ subject: confirmation.subject, body }, confirmation)).toEqual([
      { path: "body", message: expect.stringContaining("The message must keep {{reference}}") },
    ]);
  });

  test("the receipts must keep their receipt block, and the invitation its link", () => {
    for (const key of ["donation-receipt", "donation-receipt-recurring"] as const) {
      const spec = EMAIL_TEMPLATES[key];
      const issues = validateTemplate({ subject: spec.subject, body: "Thank you!" }, spec);
      expect(issues[0]?.message).toContain("{{receipt_text}}");
    }
    const invitation = EMAIL_TEMPLATES["staff-invitation"];
    expect(validateTemplate({ subject: "Hi", body: "Welcome" }, invitation)[0]?.message).toContain(
      "{{invitation_link}}",
    );
  });

  test("unknown placeholders are refused at their field, each named", () => {
    const issues = validateTemplate(
      {
        subject: "Hello {{nickname}}",
        body: `${confirmation.body}\n{{ticket_color}} {{shoe_size}}`,
      },
      confirmation,
    );
    expect(issues).toEqual([
      {
        path: "subject",
        message: "Unknown placeholder {{nickname}}. Use one of the placeholders listed",
      },
      {
        path: "body",
        message:
          "Unknown placeholders {{ticket_color}}, {{shoe_size}}. Use the placeholders listed",
      },
    ]);
  });

  test("empty, overlong or multi-line subjects and empty bodies are refused", () => {
    expect(validateTemplate({ subject: " ", body: " " }, confirmation)).toEqual([
      { path: "subject", message: "Subject is required" },
      { path: "body", message: "Message is required" },
    ]);
    expect(
      validateTemplate({ subject: "x".repeat(201), body: confirmation.body }, confirmation)[0]
        ?.path,
    ).toBe("subject");
    expect(
      validateTemplate({ subject: "a\nb", body: confirmation.body }, confirmation)[0]?.message,
    ).toBe("Subject must be one line");
  });

  test("a placeholder of several lines is refused in a subject", () => {
    const issues = validateTemplate(
      { subject: "{{order_details}}", body: confirmation.body },
      confirmation,
    );
    expect(issues[0]).toMatchObject({
      path: "subject",
      message: expect.stringContaining("{{order_details}}"),
    });
  });
});

describe("rendering", () => {
  test("placeholders are filled, with or without spaces inside the braces; missing values are empty", () => {
    expect(
      renderTemplate("Dear {{name}}, see you at {{ event_title }}.{{missing}}", {
        name: "Pat",
        event_title: "Dinner",
      }),
    ).toBe("Dear Pat, see you at Dinner.");
    expect(renderSubject("About {{x}}", { x: "two\nlines" })).toBe("About two lines");
  });

  test("values are HTML-escaped in the HTML part, never in the text part", () => {
    const payload = `<script>alert(1)</script>"'&`;
    const mail = renderEmail(
      { subject: "Hi {{name}}", body: "Dear {{name}},\n\nThanks" },
      { name: payload },
    );
    expect(mail.text).toContain(payload);
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;");
  });

  test("blank lines make paragraphs, line breaks <br>, and web addresses links", () => {
    const html = renderHtml(
      "Hello {{name}},\nline two\n\nVisit https://example.org/a?b=1&c=2.\n\n{{link}}",
      {
        name: "Pat",
        link: "https://example.org/manage/x",
      },
      [
        { name: "link", description: "", sample: "", link: true },
        { name: "name", description: "", sample: "" },
      ],
    );
    expect(html).toBe(
      '<p>Hello Pat,<br>line two</p>\n<p>Visit <a href="https://example.org/a?b=1&amp;c=2">https://example.org/a?b=1&amp;c=2</a>.</p>\n<p><a href="https://example.org/manage/x">https://example.org/manage/x</a></p>',
    );
  });

  test("a web address in a value that is not a link placeholder stays text", () => {
    expect(
      renderHtml("{{name}}", { name: "https://evil.example" }, [
        { name: "name", description: "", sample: "" },
      ]),
    ).toBe("<p>https://evil.example</p>");
  });
});
