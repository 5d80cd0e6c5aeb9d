// A free registration ends on what was registered and what happens next.
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Dialog } from "~/components/ui/dialog";
import { RegistrationConfirmation } from "./registration-confirmation";
import type { FreeConfirmation } from "./types";

const confirmation: FreeConfirmation = {
  eventTitle: "Harvest Supper",
  startsAt: "2026-12-12T00:30:00.000Z",
  location: "Killeen, TX",
  email: "morgan@example.org",
  reference: "6F1C2A9E",
  lines: [
    { ticketTypeName: "Adult", quantity: 2 },
    { ticketTypeName: "Child", quantity: 3 },
  ],
  managePath: "/registrations/token.sig",
  calendarPath: "/registrations/token.sig/calendar.ics",
};

const render = () =>
  renderToString(
    <Dialog open>
      <RegistrationConfirmation confirmation={confirmation} onDone={() => {}} />
    </Dialog>,
  ).replace(/<!-- -->/g, "");

describe("registration confirmation", () => {
  test("says what was registered, when and where, and that the e-mail is on its way", () => {
    const html = render();
    expect(html).toContain("You&#x27;re registered!");
    expect(html).toContain("is on its way to <strong");
    expect(html).toContain("morgan@example.org");
    expect(html).toContain("Harvest Supper");
    // The organisation's time zone (America/Chicago by default): 6:30 PM on the 11th.
    expect(html).toContain("Friday, December 11, 2026 at 6:30 PM");
    expect(html).toContain("Killeen, TX");
    expect(html).toContain("Adult × 2");
    expect(html).toContain("Child × 3");
    expect(html).toContain("6F1C2A9E");
    // SPEC §8's toast texts stay in the toast alone (tests look them up by text).
    expect(html).not.toContain("Registration successful!");
  });

  test("links to the registration's own page and its calendar file, and Done closes", () => {
    const html = render();
    expect(html).toMatch(
      /<a[^>]*href="\/registrations\/token.sig"[^>]*>.*View your registration<\/a>/,
    );
    expect(html).toMatch(
      /<a[^>]*href="\/registrations\/token.sig\/calendar.ics"[^>]*download="event.ics"[^>]*>.*Add to calendar<\/a>|<a[^>]*download="event.ics"[^>]*href="\/registrations\/token.sig\/calendar.ics"/,
    );
    expect(html).toMatch(/<button[^>]*>Done<\/button>/);
  });
});
