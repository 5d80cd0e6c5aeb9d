import { describe, expect, test } from "vitest";
import { cateringSummary, doorListRows, matchesSearch, registrationStats, type RegistrationView } from "./guest-list";

let n = 0;
function reg(overrides: Partial<RegistrationView> = {}): RegistrationView {
  n += 1;
  return {
    id: `r${n}`,
    status: "active",
    customerName: "Jordan Lee",
    customerEmail: "jordan@example.org",
    quantity: 1,
    totalCents: 7500,
    specialRequests: null,
    ticketType: { name: "General", seatsPerUnit: 1 },
    guests: [],
    ...overrides,
  };
}
const guest = (guestName: string, extra: Partial<RegistrationView["guests"][number]> = {}) => ({
  id: `g-${guestName}`,
  guestName,
  guestEmail: null,
  dietaryRestrictions: null,
  accessibilityNeeds: null,
  isPrimaryContact: false,
  ...extra,
});

describe("registrationStats", () => {
  test("counts active registrations, seats × quantity as attendees and their totals as revenue", () => {
    const stats = registrationStats([
      reg({ quantity: 2, totalCents: 28000, ticketType: { name: "Table", seatsPerUnit: 2 } }),
      reg({ quantity: 1, totalCents: 7500 }),
      reg({ status: "cancelled", quantity: 5, totalCents: 50000 }),
      reg({ status: "pending", totalCents: 7500 }),
    ]);
    expect(stats).toEqual({ registrations: 2, attendees: 5, revenueCents: 35500, inactive: 2 });
  });

  test("no registrations is all zeros", () => {
    expect(registrationStats([])).toEqual({ registrations: 0, attendees: 0, revenueCents: 0, inactive: 0 });
  });
});

describe("matchesSearch", () => {
  test("matches name or e-mail, case-insensitively; blank matches all", () => {
    const r = reg({ customerName: "Jordan Lee", customerEmail: "JL@Example.org" });
    expect(matchesSearch(r, "jordan")).toBe(true);
    expect(matchesSearch(r, "LEE")).toBe(true);
    expect(matchesSearch(r, "jl@example")).toBe(true);
    expect(matchesSearch(r, "  ")).toBe(true);
    expect(matchesSearch(r, "sam")).toBe(false);
  });
});

describe("doorListRows", () => {
  test("lists named guests and fills unnamed seats, active registrations only, by name", () => {
    const rows = doorListRows([
      reg({
        customerName: "Zoe Buyer",
        quantity: 1,
        specialRequests: "Near the stage",
        ticketType: { name: "Table for Two", seatsPerUnit: 2 },
        guests: [guest("Zoe Buyer", { isPrimaryContact: true, dietaryRestrictions: "Vegan" }), guest("Al Plus", { accessibilityNeeds: "Wheelchair" })],
      }),
      reg({ customerName: "Bea Solo" }),
      reg({ customerName: "Cy Couple", quantity: 2, guests: [guest("Cy Couple", { isPrimaryContact: true })] }),
      reg({ customerName: "Gone", status: "cancelled" }),
      reg({ customerName: "Waiting", status: "pending" }),
    ]);
    expect(rows.map((r) => [r.name, r.registeredBy, r.ticketType, r.isPrimaryContact, r.notes])).toEqual([
      ["Al Plus", "Zoe Buyer", "Table for Two", false, null],
      ["Bea Solo", "Bea Solo", "General", true, null],
      ["Cy Couple", "Cy Couple", "General", true, null],
      ["Guest of Cy Couple", "Cy Couple", "General", false, null],
      ["Zoe Buyer", "Zoe Buyer", "Table for Two", true, "Near the stage"],
    ]);
  });
});

describe("cateringSummary", () => {
  test("counts each dietary need once per person, whatever the case, and lists accessibility needs by name", () => {
    const rows = doorListRows([
      reg({
        quantity: 4,
        guests: [
          guest("A", { dietaryRestrictions: "Vegetarian" }),
          guest("B", { dietaryRestrictions: " vegetarian " }),
          guest("C", { dietaryRestrictions: "Gluten-free", accessibilityNeeds: "Wheelchair access" }),
          guest("D", { accessibilityNeeds: "  " }),
        ],
      }),
    ]);
    expect(cateringSummary(rows)).toEqual({
      attendees: 4,
      dietary: [
        { need: "Vegetarian", count: 2 },
        { need: "Gluten-free", count: 1 },
      ],
      withoutDietaryNeeds: 1,
      accessibility: [{ name: "C", need: "Wheelchair access" }],
    });
  });
});
