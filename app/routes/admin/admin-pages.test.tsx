// Empty states and SPEC texts of the back-office pages, rendered in-process
// (the e2e server always has demo content, so its lists are never empty).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { ActivityPage } from "~/features/admin-activity/activity-page";
import { DashboardPage } from "~/features/admin-dashboard/dashboard-page";
import { DonationsPage } from "~/features/admin-donations/donations-page";
import { FundraisersPage } from "~/features/admin-fundraisers/fundraisers-page";
import { MessagesPage } from "~/features/admin-messages/messages-page";
import { OutboxPage } from "~/features/admin-outbox/outbox-page";
import { TeamPage } from "~/features/admin-team/team-page";
import { AdminShell } from "~/features/admin/admin-shell";
import { EventCard } from "~/features/admin-events/event-card";
import type { AdminEvent } from "../../../server/modules/events/index.server";
import { formatCentsCompact } from "../../../shared/domain/money";

function render(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  // React marks text boundaries with <!-- -->; drop them so texts read as on screen.
  return renderToString(<Stub initialEntries={["/"]} />).replace(/<!-- -->/g, "");
}

const page = { total: 0, page: 1, pageSize: 50 };

describe("empty states", () => {
  test("team: 'No team members yet'", () => {
    expect(render(<TeamPage members={[]} />)).toContain("No team members yet");
  });
  test("fundraisers: 'No fundraisers yet'", () => {
    expect(render(<FundraisersPage fundraisers={[]} />)).toContain("No fundraisers yet");
  });
  test("messages: 'No messages yet'", () => {
    expect(render(<MessagesPage messages={[]} />)).toContain("No messages yet");
  });
  test("donations: none yet, or none matching a search", () => {
    expect(
      render(<DonationsPage donations={[]} completedCents={0} filter={{}} {...page} />),
    ).toContain("No donations yet");
    expect(
      render(<DonationsPage donations={[]} completedCents={0} filter={{ q: "zz" }} {...page} />),
    ).toContain("No donations match your search.");
  });
  test("outbox and activity", () => {
    expect(
      render(
        <OutboxPage
          messages={[]}
          counts={{ pending: 0, sent: 0, failed: 0, unsent: 0 }}
          filter={{}}
          mailServer={false}
          {...page}
        />,
      ),
    ).toContain("No e-mails here yet");
    expect(render(<ActivityPage entries={[]} people={[]} filter={{}} {...page} />)).toContain(
      "No activity yet",
    );
  });
});

test("the dashboard says why statistics are missing, in SPEC's words", () => {
  const html = render(<DashboardPage stats={null} error="permission denied for table donations" />);
  expect(html).toContain("Unable to load statistics: permission denied for table donations");
  expect(html).toContain("Please refresh the page or check your permissions.");
  expect(html).toContain("Quick Actions");
  expect(html).toContain('href="/admin/messages"');
});

test("the dashboard has one row of section links, not a second Management copy of the menu", () => {
  const html = render(<DashboardPage stats={null} error="x" />);
  expect(html.match(/href="\/admin\/team"/g)).toHaveLength(1);
  expect(html).not.toContain(">Management<");
});

test("each dashboard chart has a summary and its numbers as a table", () => {
  const html = render(
    <DashboardPage
      stats={{
        counts: { teamMembers: 0, fundraisers: 0, events: 0, messages: 0 },
        raised: {
          year: 2026,
          timeZone: "America/Chicago",
          monthCents: 0,
          monthGifts: 0,
          yearCents: 0,
          yearGifts: 0,
          yearParts: {
            onlineOneTimeCents: 0,
            recurringCents: 0,
            offlineCents: 0,
            refundedCents: 0,
          },
        },
        weekly: [
          { weekStart: "2026-03-02", gifts: 2, cents: 12_000 },
          { weekStart: "2026-03-09", gifts: 1, cents: 150_000 },
        ],
        seats: [
          {
            id: "e1",
            title: "Freedom Gala",
            startsAt: new Date("2026-04-01T23:00:00Z"),
            capacity: 100,
            sold: 40,
            held: 2,
          },
        ],
      }}
      error={null}
    />,
  );
  expect(html).toContain(
    "$1,620.00 from 3 gifts in 12 weeks; the best week began Mar 9 ($1,500.00).",
  );
  expect(html).toContain("40 of 100 seats sold across 1 upcoming ticketed event.");
  expect(html).toContain("<caption");
  expect(html).toContain("Completed gifts per week, last 12 weeks");
  expect(html).toContain('aria-expanded="false"');
});

test("money axis ticks are short: $1.2K, $40", () => {
  expect(formatCentsCompact(120_000)).toBe("$1.2K");
  expect(formatCentsCompact(4_000)).toBe("$40");
});

test("a fundraiser with a goal of 0 shows 0.0% progress", () => {
  const html = render(
    <FundraisersPage
      fundraisers={[
        {
          id: "f1",
          title: "Zero Goal",
          description: "d",
          imageUrl: null,
          isActive: false,
          goalCents: 0,
          raisedCents: 5000,
          startingCents: 3000,
          gifts: [],
          giftCount: 1,
          giftTotalCents: 2000,
        },
      ]}
    />,
  );
  expect(html).toContain("0.0%");
  expect(html).toContain("Inactive");
  expect(html).toContain("$50.00");
  // Decision 021: the raised amount's parts.
  expect(html).toContain("$30.00 starting + $20.00 in gifts");
});

test("the dashboard's year total shows its parts and says what it counts", () => {
  const html = render(
    <DashboardPage
      stats={{
        counts: { teamMembers: 0, fundraisers: 0, events: 0, messages: 0 },
        raised: {
          year: 2026,
          timeZone: "America/New_York",
          monthCents: 1000,
          monthGifts: 1,
          yearCents: 6000,
          yearGifts: 3,
          yearParts: {
            onlineOneTimeCents: 1000,
            recurringCents: 2000,
            offlineCents: 3000,
            refundedCents: 500,
          },
        },
        weekly: [],
        seats: [],
      }}
      error={null}
    />,
  );
  expect(html).toContain("$60.00");
  expect(html).toContain("Online, recurring");
  expect(html).toContain("$30.00");
  expect(html).toContain(
    "Gifts received in calendar year 2026 (America/New_York), online and offline, net of",
  );
  expect(html).toContain('href="/admin/reports"');
});

describe("the back-office frame", () => {
  test("shows the organisation with View site, the signed-in person with role and Sign Out, and the role's sections", () => {
    const html = render(
      <AdminShell name="Pat Manager" role="manager">
        <p>Page body</p>
      </AdminShell>,
    );
    expect(html).toContain("View site");
    expect(html).toContain("Pat Manager");
    expect(html).toContain("Manager");
    expect(html).toContain("Sign Out");
    expect(html).toContain('aria-label="Open the admin menu"');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('href="/admin/events"');
    // A manager has no staff or settings pages.
    expect(html).not.toContain('href="/admin/staff"');
    expect(html).not.toContain('href="/admin/settings"');
  });
});

describe("the admin event card", () => {
  const base: AdminEvent = {
    id: "e1",
    title: "Freedom Gala",
    description: "Dinner.",
    startsAt: new Date("2030-07-04T23:30:00Z"),
    location: "Killeen, TX",
    imageUrl: null,
    hasTickets: true,
    maxCapacity: 0,
    ticketSalesStartAt: null,
    waitlistEnabled: false,
    selfCancelHours: null,
    selfCancelRefund: false,
    guestEditHours: 24,
    waitlistOfferHours: 12,
    liveRegistrations: 0,
    seatsSold: 7,
    revenueCents: 16_500,
    ticketTypes: 2,
    activeTicketTypes: 1,
    capacity: 25,
  };
  const card = (event: AdminEvent) =>
    render(
      <EventCard
        event={event}
        now="2030-01-01T00:00:00Z"
        onEdit={() => {}}
        onManage={() => {}}
        onDelete={() => {}}
      />,
    );

  test("shows seats sold of capacity and net revenue beside 'Tickets Available'", () => {
    const html = card(base);
    expect(html).toContain("Tickets Available");
    expect(html).toContain("7 of 25");
    expect(html).toContain("$165.00");
  });

  test("without a ticket type it says so instead of 'Tickets Available'", () => {
    const html = card({
      ...base,
      ticketTypes: 0,
      activeTicketTypes: 0,
      seatsSold: 0,
      revenueCents: 0,
      capacity: 0,
    });
    expect(html).toContain("No ticket types yet — add one so people can register");
    expect(html).not.toContain("Tickets Available");
    expect(card({ ...base, activeTicketTypes: 0 })).toContain("No active ticket types");
  });

  test("Delete is an outlined button in red text, not a solid red one", () => {
    const html = card(base);
    const del = html.match(/<button[^>]*aria-label="Delete Freedom Gala"[^>]*>/)?.[0] ?? "";
    expect(del).toContain("text-destructive");
    expect(del).not.toContain("bg-destructive ");
  });
});
