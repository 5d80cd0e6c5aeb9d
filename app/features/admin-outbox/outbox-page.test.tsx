// The outbox as staff read it: each e-mail as sent (HTML in a sandboxed frame,
// plain text, attachments) and the "no mail server" state (server/mail/worker.ts).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { OutboxRow } from "./outbox-message";
import { OutboxPage } from "./outbox-page";

function render(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />).replace(/<!-- -->/g, "");
}

const row = (overrides: Partial<OutboxRow>): OutboxRow => ({
  id: "6f1c2a9e-0000-4000-8000-000000000001",
  to: "robin@example.org",
  subject: "You're registered",
  text: "Hello Robin,\nSee you there.",
  html: null,
  attachments: [],
  status: "pending",
  attempts: 0,
  lastError: null,
  createdAt: new Date("2026-11-20T15:00:00Z"),
  sentAt: null,
  ...overrides,
});
const counts = { pending: 0, sent: 0, failed: 0, unsent: 1 };
const paging = { total: 1, page: 1, pageSize: 25, filter: {} };

describe("outbox page", () => {
  test("an unsent e-mail says why, and offers no retry until a mail server is set up", () => {
    const html = render(
      <OutboxPage
        messages={[row({ status: "unsent", lastError: "No mail server configured" })]}
        counts={counts}
        mailServer={false}
        {...paging}
      />,
    );
    expect(html).toContain("Not sent: no mail server configured.");
    expect(html).toContain("Not sent (1)");
    expect(html).toContain("No mail server is set up,");
    expect(html).not.toContain("Send again");
    expect(html).not.toContain("Last error");
  });

  test("with a mail server, an unsent e-mail can be sent again, one or all", () => {
    const html = render(
      <OutboxPage messages={[row({ status: "unsent" })]} counts={counts} mailServer {...paging} />,
    );
    expect(html).toContain("Send again");
    expect(html).toContain("Send all not sent");
    expect(html).toContain("A mail server is set up now");
  });

  test("the HTML part shows in a sandboxed frame beside the text and the attachments", () => {
    const html = render(
      <OutboxPage
        messages={[
          row({
            status: "sent",
            sentAt: new Date("2026-11-20T15:01:00Z"),
            html: "<p>Hello <b>Robin</b><script>alert(1)</script></p>",
            attachments: ["check-in.png", "event.ics"],
          }),
        ]}
        counts={{ ...counts, sent: 1 }}
        mailServer
        {...paging}
      />,
    );
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? "";
    expect(frame).toContain('sandbox=""');
    expect(frame).toContain('srcDoc="&lt;p&gt;Hello &lt;b&gt;Robin');
    expect(html).toContain("Hello Robin,\nSee you there.");
    expect(html).toContain(
      'href="/admin/outbox/6f1c2a9e-0000-4000-8000-000000000001/attachments/1"',
    );
    expect(html).toContain(">event.ics</a>");
    expect(html).not.toContain("Send again");
  });
});
