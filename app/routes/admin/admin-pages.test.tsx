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
    expect(render(<ActivityPage entries={[]} entities={[]} filter={{}} {...page} />)).toContain(
      "No activity yet",
    );
  });
});

test("the dashboard says why statistics are missing, in SPEC's words", () => {
  const html = render(<DashboardPage stats={null} error="permission denied for table donations" />);
  expect(html).toContain("Unable to load statistics: permission denied for table donations");
  expect(html).toContain("Please refresh the page or check your permissions.");
  expect(html).toContain("Quick Actions");
  expect(html).toContain("Management");
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
          yearParts: { onlineOneTimeCents: 1000, recurringCents: 2000, offlineCents: 3000, refundedCents: 500 },
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
  expect(html).toContain("Gifts received in calendar year 2026 (America/New_York), online and offline, net of");
  expect(html).toContain('href="/admin/reports"');
});
