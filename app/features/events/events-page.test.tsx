import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { EventCard } from "../../../server/modules/events/index.server";
import { EventsPage } from "./events-page";

// A data router: the register buttons use fetchers.
const render = (node: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <>{node}</> }]);
  return renderToString(<Stub />);
};

const card = (overrides: Partial<EventCard>): EventCard => ({
  id: "e1",
  title: "Gala",
  description: "A dinner.",
  startsAt: new Date("2026-12-12T00:30:00Z"),
  location: "Killeen, TX",
  imageUrl: null,
  hasTickets: true,
  salesStartAt: null,
  ticketState: "available",
  capacity: 100,
  seatsTaken: 75,
  seatsRemaining: 25,
  percent: 75,
  capacityLabel: "Limited Availability",
  ...overrides,
});

describe("events page states", () => {
  test("no events: 'No Events Scheduled' with Get Involved to /contact", () => {
    const html = render(<EventsPage data={{ status: "ok", upcoming: [], past: [] }} />);
    expect(html).toContain("No Events Scheduled");
    expect(html).toMatch(/href="\/contact"[^>]*>Get Involved/);
  });

  test("load failure: SPEC's error text", () => {
    expect(render(<EventsPage data={{ status: "error" }} />)).toContain(
      "Unable to load events. Please try again later.",
    );
  });

  test("an upcoming ticketed card: registered, remaining of total, bar, badge and Quick Register", () => {
    const html = render(<EventsPage data={{ status: "ok", upcoming: [card({})], past: [] }} />);
    expect(html).toContain("Upcoming");
    expect(html).toContain("75<!-- --> registered");
    expect(html).toContain("25<!-- --> of <!-- -->100<!-- --> seats remaining");
    expect(html).toContain("Limited Availability");
    expect(html).toContain('role="progressbar"');
    expect(html).toContain("Friday, December 11, 2026");
    expect(html).toContain("6:30 PM");
    expect(html).toContain("Quick Register");
  });

  test("sold out, free and coming-soon cards", () => {
    const html = render(
      <EventsPage
        data={{
          status: "ok",
          upcoming: [
            card({
              id: "a",
              ticketState: "sold-out",
              seatsTaken: 100,
              seatsRemaining: 0,
              percent: 100,
              capacityLabel: "Sold Out",
            }),
            card({ id: "b", ticketState: "no-tickets", hasTickets: false }),
            card({
              id: "c",
              ticketState: "coming-soon",
              salesStartAt: new Date("2026-10-20T15:00:00Z"),
            }),
          ],
          past: [],
        }}
      />,
    );
    expect(html).toContain("Sold Out");
    expect(html).toContain("0<!-- --> of <!-- -->100<!-- --> seats remaining");
    expect(html).toContain("Free event");
    expect(html).toContain("Tickets Coming Soon");
    expect(html).toContain("Available starting <!-- -->Oct 20, 2026, 10:00 AM");
  });

  test("past cards: Completed, and the attendee count only when above 0", () => {
    const html = render(
      <EventsPage
        data={{
          status: "ok",
          upcoming: [],
          past: [
            card({ id: "p1", title: "Attended", seatsTaken: 42 }),
            card({ id: "p2", title: "Quiet", seatsTaken: 0 }),
          ],
        }}
      />,
    );
    expect(html).toContain("Past Events");
    expect(html).toContain("Completed");
    expect(html).toContain("42<!-- --> <!-- -->attendees");
    expect(html.match(/attendee/g)).toHaveLength(1);
    expect(html).not.toContain("seats remaining");
  });
});
