import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { EventDetail } from "../../../server/modules/events/index.server";
import { EventDetailPage } from "./event-detail-page";
import { eventJsonLd } from "./event-json-ld";
import { EventNotFound } from "./event-not-found";

// A data router: the register buttons use fetchers.
const render = (node: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <>{node}</> }]);
  return renderToString(<Stub />);
};

const detail = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  event: {
    id: "e1",
    title: "Gala",
    description: "A dinner.",
    startsAt: new Date("2026-12-12T00:30:00Z"),
    location: "Killeen, TX",
    imageUrl: "/uploads/demo/gala.webp",
    hasTickets: true,
    maxCapacity: 100,
    ticketSalesStartAt: null,
    waitlistEnabled: false,
  },
  upcoming: true,
  ticketTypes: [
    {
      id: "t1",
      name: "Table for Two",
      description: "Two seats.",
      priceCents: 14000,
      seatsPerUnit: 2,
      unitsRemaining: 3,
      imageUrl: null,
      photos: [{ id: "p1", imageUrl: "/uploads/t.webp", caption: "The table" }],
    },
  ],
  gallery: [{ id: "g1", imageUrl: "/uploads/g.webp", caption: null }],
  capacity: 100,
  seatsTaken: 92,
  seatsRemaining: 8,
  percent: 92,
  statusLabel: "Nearly Full",
  actionState: "register",
  ...overrides,
});

describe("event detail page", () => {
  test("hero, Back to Events, flyer, gallery, ticket types with photos, status and Register Now", () => {
    const html = render(<EventDetailPage detail={detail()} />);
    expect(html).toMatch(/<h1[^>]*>Gala<\/h1>/);
    expect(html).toMatch(/href="\/events"[^>]*>.*Back to Events/);
    for (const text of [
      "Event Flyer",
      "Event Gallery",
      "Ticket Types",
      "Table for Two",
      "$140.00",
      "2<!-- --> seats per ticket",
      "The table",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Registration Status");
    expect(html).toContain("Nearly Full");
    expect(html).toContain("8<!-- --> of <!-- -->100<!-- --> seats remaining");
    expect(html).toContain("Register Now");
    expect(html).toContain('fetchPriority="high"');
  });

  test("without an image there is no flyer; without photos no gallery", () => {
    const base = detail();
    const html = render(
      <EventDetailPage
        detail={{ ...base, event: { ...base.event, imageUrl: null }, gallery: [] }}
      />,
    );
    expect(html).not.toContain("Event Flyer");
    expect(html).not.toContain("Event Gallery");
  });

  test.each([
    ["completed", "Event Completed", null],
    [
      "no-registration",
      "No Registration Required",
      "This is a free event. Just show up and enjoy!",
    ],
    ["coming-soon", "Tickets Coming Soon", "Registration will open soon. Check back later!"],
    ["sold-out", "Sold Out", "Every seat for this event has been taken."],
  ] as const)("the %s action card", (actionState, title, text) => {
    const html = render(
      <EventDetailPage detail={detail({ actionState, upcoming: actionState !== "completed" })} />,
    );
    expect(html).toContain(title);
    if (text) expect(html).toContain(text);
    expect(html).not.toContain("Register Now");
  });

  test("sold out with a waitlist (decision 017): the action card and the sold-out ticket type offer it", () => {
    const base = detail({ actionState: "sold-out" });
    const off = render(<EventDetailPage detail={base} />);
    expect(off).not.toContain("Join the Waitlist");
    const html = render(
      <EventDetailPage
        detail={{
          ...base,
          event: { ...base.event, waitlistEnabled: true },
          ticketTypes: base.ticketTypes.map((t) => ({ ...t, unitsRemaining: 0 })),
        }}
      />,
    );
    expect(html).toContain("Join the Waitlist");
    expect(html).toContain(`aria-label="Join the waitlist for ${base.ticketTypes[0]!.name}"`);
  });

  test("not found: SPEC's heading, sentence and way back", () => {
    const html = render(<EventNotFound />);
    expect(html).toMatch(/<h1[^>]*>Event Not Found<\/h1>/);
    expect(html).toContain(
      "The event you&#x27;re looking for doesn&#x27;t exist or has been removed.",
    );
    expect(html).toContain("Back to Events");
  });

  test("schema.org data: name, start, place, image, offers with price, currency and availability", () => {
    const ld = eventJsonLd(detail(), "https://homefront.example", "Homefront");
    expect(ld).toMatchObject({
      "@type": "Event",
      name: "Gala",
      startDate: "2026-12-12T00:30:00.000Z",
      location: { "@type": "Place", name: "Killeen, TX" },
      image: ["https://homefront.example/uploads/demo/gala.webp"],
      offers: [
        {
          "@type": "Offer",
          price: "140.00",
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
        },
      ],
      isAccessibleForFree: false,
    });
    const free = eventJsonLd(
      detail({ ticketTypes: [], actionState: "no-registration" }),
      "https://homefront.example",
      "Homefront",
    );
    expect(free).toMatchObject({
      isAccessibleForFree: true,
      offers: [{ price: "0.00", priceCurrency: "USD" }],
    });
  });
});
