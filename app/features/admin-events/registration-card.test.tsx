import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { AdminRegistration } from "../../../server/modules/orders/index.server";
import { RegistrationCard } from "./registration-card";

const registration = (overrides: Partial<AdminRegistration> = {}): AdminRegistration => ({
  id: "r1",
  status: "active",
  storedStatus: "active",
  customerName: "Casey Table",
  customerEmail: "casey@example.org",
  customerPhone: null,
  specialRequests: null,
  quantity: 3,
  totalCents: 15000,
  registeredAt: "2026-11-20T23:25:00.000Z",
  needsRefund: false,
  refundResolvedAt: null,
  heldMinutes: null,
  ticketType: { id: "t1", name: "Dinner Seat", priceCents: 2500, seatsPerUnit: 1 },
  checkIn: { checkedIn: 0, seats: 3, times: {} },
  guests: [],
  refundedCents: 7500,
  refundedUnits: 3,
  refundable: true,
  order: null,
  discountCents: 0,
  refunds: [
    {
      id: "f1",
      amountCents: 7500,
      units: 3,
      status: "succeeded",
      reason: "Three guests cannot come",
      createdAt: "2026-11-21T00:25:00.000Z",
      createdBy: "Ada Admin",
    },
    {
      id: "f2",
      amountCents: 500,
      units: 0,
      status: "pending",
      reason: null,
      createdAt: "2026-11-21T00:30:00.000Z",
      createdBy: null,
    },
  ],
  ...overrides,
});

const render = (r: AdminRegistration) =>
  renderToString(
    <RegistrationCard
      registration={r}
      resolving={false}
      onEdit={() => {}}
      onDelete={() => {}}
      onResolveRefund={() => {}}
      onReleaseHold={() => {}}
      onRefund={() => {}}
    />,
  );

describe("RegistrationCard refunds (decision 016)", () => {
  test("lists each refund with its amount, tickets, status, date in the organisation's time zone and who made it", () => {
    const html = render(registration());
    expect(html).toContain('aria-label="Refund registration of Casey Table"');
    expect(html).toContain("$75.00<!-- --> (3 tickets given back)");
    // What a person reads: the text with React's text-boundary comments left out.
    const text = html.replaceAll("<!-- -->", "");
    expect(text).toContain(
      "$75.00</span> · 3 tickets · Refunded · Nov 20, 2026, 6:25 PM · Ada Admin",
    );
    expect(html).toContain("Three guests cannot come");
    expect(text).toContain("Pending · Nov 20, 2026, 6:30 PM · at the payment provider");
  });

  test("a late payment flagged for a refund offers to refund what was paid in one click", () => {
    const html = render(
      registration({
        status: "expired",
        storedStatus: "expired",
        needsRefund: true,
        refundedCents: 0,
        refundedUnits: 0,
        refunds: [],
      }),
    );
    expect(html).toContain("Refund <!-- -->$150.00");
    expect(html).toContain("Mark refund resolved");
    // The card's own Refund button gives way to the flag's.
    expect(html).not.toContain('aria-label="Refund registration of Casey Table"');
  });

  test("a registration with nothing to refund has no Refund button", () => {
    expect(
      render(registration({ refundable: false, refunds: [], refundedCents: 0, refundedUnits: 0 })),
    ).not.toContain("Refund registration");
  });
});
