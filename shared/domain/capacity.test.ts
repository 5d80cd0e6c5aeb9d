import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  capacityPercent,
  cardTicketState,
  detailActionState,
  detailStatusLabel,
  eventCapacity,
  isUpcoming,
  listCapacityLabel,
  orderSeats,
  salesHaveStarted,
  seatShortage,
  seatsLeft,
  seatsRemaining,
  seatsTaken,
  unitsRemaining,
  type TicketingFacts,
} from "./capacity";

const now = new Date("2026-06-01T12:00:00.000Z");
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);

describe("event timing", () => {
  test("an event is upcoming only when its date is after now", () => {
    expect(isUpcoming(later, now)).toBe(true);
    expect(isUpcoming(earlier, now)).toBe(false);
  });
  test("an event starting at this exact instant is already past", () => {
    expect(isUpcoming(new Date(now), now)).toBe(false);
    expect(isUpcoming(new Date(now.getTime() + 1), now)).toBe(true);
  });
  test("ISO strings and dates are read alike", () => {
    expect(isUpcoming(later.toISOString(), now.toISOString())).toBe(true);
  });
  test("sales have started when no start is set or the start is now or earlier", () => {
    expect(salesHaveStarted(null, now)).toBe(true);
    expect(salesHaveStarted(undefined, now)).toBe(true);
    expect(salesHaveStarted(new Date(now), now)).toBe(true);
    expect(salesHaveStarted(earlier, now)).toBe(true);
    expect(salesHaveStarted(later, now)).toBe(false);
  });
});

describe("capacity", () => {
  const types = [
    { quantityAvailable: 80, seatsPerUnit: 1 },
    { quantityAvailable: 20, seatsPerUnit: 2 },
  ];
  test("is max_capacity when it is set", () => {
    expect(eventCapacity(120, types)).toBe(120);
  });
  test("is the sum of quantity × seats per unit when max_capacity is 0 or missing", () => {
    expect(eventCapacity(0, types)).toBe(120);
    expect(eventCapacity(null, types)).toBe(120);
    expect(eventCapacity(0, [{ quantityAvailable: 10 }])).toBe(10);
  });
  test("is 0 without max_capacity and without ticket types", () => {
    expect(eventCapacity(0, [])).toBe(0);
  });
  test("seats taken multiply quantity by seats per unit, defaulting to 1", () => {
    expect(
      seatsTaken([
        { quantity: 3, seatsPerUnit: 2 },
        { quantity: 4 },
        { quantity: 1, seatsPerUnit: null },
      ]),
    ).toBe(11);
    expect(seatsTaken([])).toBe(0);
  });
  test("remaining seats never go below 0", () => {
    expect(seatsRemaining(120, 100)).toBe(20);
    expect(seatsRemaining(120, 120)).toBe(0);
    expect(seatsRemaining(120, 130)).toBe(0);
  });
  test("percent is taken over capacity, 0 without capacity, above 100 when oversold", () => {
    expect(capacityPercent(60, 120)).toBe(50);
    expect(capacityPercent(5, 0)).toBe(0);
    expect(capacityPercent(130, 100)).toBe(130);
  });
});

describe("what one registration may take", () => {
  test("an order's seats are quantity × seats per unit, default 1", () => {
    expect(orderSeats(3, 2)).toBe(6);
    expect(orderSeats(3, null)).toBe(3);
  });
  test("the ticket type's stock runs short before the event's seats", () => {
    const left = seatsLeft({ quantityAvailable: 5 }, 4, 10, 9);
    expect(left).toEqual({ units: 1, eventSeats: 1 });
    expect(seatShortage(left, 2, 1)).toEqual({ of: "ticket type", left: 1 });
    expect(seatShortage(left, 1, 2)).toEqual({ of: "event", left: 1 });
    expect(seatShortage(left, 1, 1)).toBeNull();
    expect(unitsRemaining(left, 2)).toBe(0);
  });
  test("without max_capacity only the stock counts", () => {
    const left = seatsLeft({ quantityAvailable: 5 }, 2, 0, 1_000);
    expect(left.eventSeats).toBeNull();
    expect(unitsRemaining(left, 3)).toBe(3);
  });
  test("an order fits exactly when it is no more than the units remaining", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 20 }),
        fc.option(fc.integer({ min: -3, max: 40 })),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 25 }),
        (units, eventSeats, perUnit, quantity) => {
          const left = { units, eventSeats };
          expect(seatShortage(left, quantity, perUnit) === null).toBe(
            quantity <= unitsRemaining(left, perUnit),
          );
        },
      ),
    );
  });
});

describe("list capacity label", () => {
  test.each([
    [0, "Available"],
    [69.99, "Available"],
    [70, "Limited Availability"],
    [89.99, "Limited Availability"],
    [90, "Nearly Full"],
    [99.99, "Nearly Full"],
    [100, "Sold Out"],
    [150, "Sold Out"],
  ] as const)("%d %% reads %s", (percent, label) => {
    expect(listCapacityLabel(percent)).toBe(label);
  });
});

describe("detail status label", () => {
  test.each([
    [0, "Available"],
    [69.99, "Available"],
    [70, "Filling Up"],
    [89.99, "Filling Up"],
    [90, "Nearly Full"],
    [100, "Nearly Full"],
  ] as const)("%d %% reads %s", (percent, label) => {
    expect(detailStatusLabel(percent)).toBe(label);
  });
});

const ticketed: TicketingFacts = {
  hasTickets: true,
  ticketTypeCount: 2,
  activeTicketTypeCount: 2,
  salesStartAt: null,
  capacity: 100,
  taken: 10,
};

describe("card ticket state", () => {
  test("is no-tickets when ticketing is off or there are no ticket types", () => {
    expect(cardTicketState({ ...ticketed, hasTickets: false }, now)).toBe("no-tickets");
    expect(
      cardTicketState({ ...ticketed, ticketTypeCount: 0, activeTicketTypeCount: 0 }, now),
    ).toBe("no-tickets");
  });
  test("is coming-soon while sales have not started or no ticket type is active", () => {
    expect(cardTicketState({ ...ticketed, salesStartAt: later }, now)).toBe("coming-soon");
    expect(cardTicketState({ ...ticketed, activeTicketTypeCount: 0 }, now)).toBe("coming-soon");
  });
  test("is available once the sales start has passed", () => {
    expect(cardTicketState({ ...ticketed, salesStartAt: earlier }, now)).toBe("available");
    expect(cardTicketState({ ...ticketed, salesStartAt: new Date(now) }, now)).toBe("available");
  });
  test("is sold-out at 100 % use and above, available just below", () => {
    expect(cardTicketState({ ...ticketed, taken: 100 }, now)).toBe("sold-out");
    expect(cardTicketState({ ...ticketed, taken: 101 }, now)).toBe("sold-out");
    expect(cardTicketState({ ...ticketed, taken: 99 }, now)).toBe("available");
  });
  test("coming-soon wins over sold-out", () => {
    expect(cardTicketState({ ...ticketed, taken: 100, salesStartAt: later }, now)).toBe(
      "coming-soon",
    );
  });
});

describe("detail action state", () => {
  test("a past event is completed whatever its tickets", () => {
    expect(detailActionState({ ...ticketed, startsAt: earlier }, now)).toBe("completed");
    expect(detailActionState({ ...ticketed, startsAt: new Date(now) }, now)).toBe("completed");
  });
  test("an upcoming free event needs no registration", () => {
    expect(detailActionState({ ...ticketed, hasTickets: false, startsAt: later }, now)).toBe(
      "no-registration",
    );
  });
  test("an upcoming event whose sales start later is coming soon", () => {
    expect(detailActionState({ ...ticketed, salesStartAt: later, startsAt: later }, now)).toBe(
      "coming-soon",
    );
  });
  test("an upcoming event on sale offers registration, unless it is full", () => {
    expect(detailActionState({ ...ticketed, startsAt: later }, now)).toBe("register");
    expect(detailActionState({ ...ticketed, taken: 100, startsAt: later }, now)).toBe("sold-out");
  });
});
