import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { ACTIVITY_ENTITIES } from "./activity-entities";
import { formatFieldValue, humanizeField } from "./activity-fields";
import { describeActivity, type ActivityEntry, type ActivityNames } from "./activity-text";
import { relativeTime } from "./relative-time";
import { setOrganisationTimeZone } from "./time-zone";

beforeAll(() => setOrganisationTimeZone("America/Chicago"));

const maria: ActivityNames = { actor: "Maria Lopez" };
const row = (
  action: ActivityEntry["action"],
  entity: string,
  before: unknown,
  after: unknown,
): ActivityEntry => ({
  action,
  entity,
  before,
  after,
});

// One row per (entity, action) that a recordAudit call in server/ writes, shaped as that call writes it.
const CASES: [ActivityEntry, ActivityNames, string][] = [
  [
    row("create", "events", null, {
      title: "Veterans Family Picnic",
      startsAt: "2026-07-04T16:00:00.000Z",
    }),
    maria,
    "Maria Lopez added the event 'Veterans Family Picnic'",
  ],
  [
    row(
      "update",
      "events",
      { startsAt: "2026-07-04T16:00:00.000Z" },
      { startsAt: "2026-07-05T16:00:00.000Z" },
    ),
    { ...maria, subject: "Veterans Family Picnic" },
    "Maria Lopez changed the date and time of the event 'Veterans Family Picnic' from Jul 4, 2026, 11:00 AM to Jul 5, 2026, 11:00 AM",
  ],
  [
    row("delete", "events", { title: "Old Gala" }, null),
    maria,
    "Maria Lopez deleted the event 'Old Gala'",
  ],
  [
    row("create", "event_ticket_types", null, { name: "Adult", priceCents: 1200 }),
    { ...maria, context: "Veterans Family Picnic" },
    "Maria Lopez added the ticket type 'Adult' (Veterans Family Picnic)",
  ],
  [
    row("update", "event_ticket_types", { priceCents: 1200 }, { priceCents: 1500 }),
    { ...maria, subject: "Adult", context: "Veterans Family Picnic" },
    "Maria Lopez changed the price of the ticket type 'Adult' (Veterans Family Picnic) from $12.00 to $15.00",
  ],
  [
    row("update", "event_ticket_types", { displayOrder: 0 }, { displayOrder: 1 }),
    { ...maria, subject: "Adult" },
    "Maria Lopez reordered the ticket type 'Adult'",
  ],
  [
    row("delete", "event_ticket_types", { name: "Child" }, null),
    { ...maria, context: "Veterans Family Picnic" },
    "Maria Lopez deleted the ticket type 'Child' (Veterans Family Picnic)",
  ],
  [
    row("create", "event_photos", null, { imageUrl: "/uploads/x.webp" }),
    { ...maria, context: "Picnic" },
    "Maria Lopez added a gallery photo (Picnic)",
  ],
  [
    row("update", "event_photos", { displayOrder: 0 }, { displayOrder: 1 }),
    { ...maria, context: "Picnic" },
    "Maria Lopez moved a gallery photo (Picnic)",
  ],
  [
    row("delete", "event_photos", { imageUrl: "/uploads/x.webp" }, null),
    { ...maria, context: "Picnic" },
    "Maria Lopez removed a gallery photo (Picnic)",
  ],
  [
    row("create", "ticket_type_photos", null, { imageUrl: "/u.webp" }),
    { ...maria, context: "Adult, Picnic" },
    "Maria Lopez added a ticket photo (Adult, Picnic)",
  ],
  [
    row("update", "ticket_type_photos", { displayOrder: 1 }, { displayOrder: 0 }),
    { ...maria, context: "Adult, Picnic" },
    "Maria Lopez moved a ticket photo (Adult, Picnic)",
  ],
  [
    row("delete", "ticket_type_photos", { imageUrl: "/u.webp" }, null),
    { ...maria, context: "Adult, Picnic" },
    "Maria Lopez removed a ticket photo (Adult, Picnic)",
  ],
  [
    row("create", "promo_codes", null, { code: "VETS10" }),
    { ...maria, context: "Picnic" },
    "Maria Lopez added the promo code 'VETS10' (Picnic)",
  ],
  [
    row("update", "promo_codes", { isActive: true }, { isActive: false }),
    { ...maria, subject: "VETS10", context: "Picnic" },
    "Maria Lopez changed the active setting of the promo code 'VETS10' (Picnic) from active to inactive",
  ],
  [
    row("delete", "promo_codes", { code: "VETS10" }, null),
    maria,
    "Maria Lopez deleted the promo code 'VETS10'",
  ],
  [
    row(
      "update",
      "event_registrations",
      { status: "active", guests: [] },
      { status: "cancelled", guests: [] },
    ),
    { ...maria, subject: "Jordan Lee", context: "Picnic" },
    "Maria Lopez changed the status of the registration of Jordan Lee (Picnic) from 'active' to 'cancelled'",
  ],
  [
    row(
      "update",
      "event_registrations",
      { customerPhone: null, specialRequests: "None" },
      { customerPhone: "555-0100", specialRequests: "Wheelchair" },
    ),
    { actor: "jordan@example.org", subject: "Jordan Lee" },
    "jordan@example.org updated the registration of Jordan Lee: phone from nothing to '555-0100'; special requests from 'None' to 'Wheelchair'",
  ],
  [
    row("update", "event_registrations", { refundedCents: 0 }, { refundedCents: 2500 }),
    { ...maria, subject: "Jordan Lee" },
    "Maria Lopez changed the amount refunded of the registration of Jordan Lee from $0.00 to $25.00",
  ],
  [
    row("delete", "event_registrations", { customerName: "Jordan Lee", guests: [] }, null),
    { ...maria, context: "Picnic" },
    "Maria Lopez deleted the registration of Jordan Lee (Picnic)",
  ],
  [
    row("update", "waitlist_entries", { status: "waiting" }, { status: "offered" }),
    { ...maria, subject: "Sam Ortiz", context: "Gala" },
    "Maria Lopez offered seats to the waitlist entry of Sam Ortiz (Gala)",
  ],
  [
    row("update", "waitlist_entries", { status: "waiting" }, { status: "removed" }),
    { ...maria, subject: "Sam Ortiz" },
    "Maria Lopez removed the waitlist entry of Sam Ortiz from the waitlist",
  ],
  [
    row("create", "check_ins", null, { event: "Gala", checkedIn: 3, undone: 1, refused: 0 }),
    maria,
    "Maria Lopez synced check-ins at 'Gala': 3 guests checked in, 1 check-in undone",
  ],
  [
    row("create", "attendee_email", null, { subject: "Parking", recipients: 12 }),
    maria,
    "Maria Lopez wrote to 12 attendees: 'Parking'",
  ],
  [
    row("create", "refunds", null, { amountCents: 4500, reason: "Could not come" }),
    maria,
    "Maria Lopez refunded $45.00 (Could not come)",
  ],
  [
    row("create", "fundraisers", null, { title: "Care Packages" }),
    maria,
    "Maria Lopez added the fundraiser 'Care Packages'",
  ],
  [
    row(
      "update",
      "fundraisers",
      { goalCents: 100000, isActive: true },
      { goalCents: 150000, isActive: false },
    ),
    { ...maria, subject: "Care Packages" },
    "Maria Lopez updated the fundraiser 'Care Packages': goal from $1,000.00 to $1,500.00; active setting from active to inactive",
  ],
  [
    row("delete", "fundraisers", { title: "Care Packages" }, null),
    maria,
    "Maria Lopez deleted the fundraiser 'Care Packages'",
  ],
  [
    row("create", "donations", null, { donorName: "Pat Kim", amountCents: 5000 }),
    maria,
    "Maria Lopez recorded a gift of $50.00 from Pat Kim",
  ],
  [
    row("update", "donations", { refundedCents: 0 }, { refundedCents: 5000 }),
    { ...maria, subject: "Pat Kim" },
    "Maria Lopez changed the amount refunded of the gift of Pat Kim from $0.00 to $50.00",
  ],
  [
    row("update", "donation_subscriptions", { amountCents: 2000 }, { amountCents: 2500 }),
    { actor: "pat@example.org" },
    "pat@example.org changed the amount of a recurring gift from $20.00 to $25.00",
  ],
  [
    row("create", "statement_emails", null, {
      year: 2025,
      to: "pat@example.org",
      totalDeductibleCents: 5000,
    }),
    maria,
    "Maria Lopez sent the 2025 year-end statement to pat@example.org",
  ],
  [
    row("create", "statement_runs", null, { year: 2025 }),
    maria,
    "Maria Lopez started sending the 2025 year-end statements",
  ],
  [
    row("update", "supporters", { email: "a@example.org" }, { email: "b@example.org" }),
    { ...maria, subject: "Pat Kim" },
    "Maria Lopez changed the e-mail of the supporter 'Pat Kim' from 'a@example.org' to 'b@example.org'",
  ],
  [
    row("create", "supporter_merges", null, { fromName: "P. Kim", intoName: "Pat Kim", moved: {} }),
    maria,
    "Maria Lopez merged the supporter 'P. Kim' into 'Pat Kim'",
  ],
  [
    row("create", "team_members", null, { name: "Ann Chu", title: "Chair" }),
    maria,
    "Maria Lopez added the team member 'Ann Chu'",
  ],
  [
    row("update", "team_members", { title: "Chair" }, { title: "Director" }),
    { ...maria, subject: "Ann Chu" },
    "Maria Lopez changed the title of the team member 'Ann Chu' from 'Chair' to 'Director'",
  ],
  [
    row("update", "team_members", { order: ["a", "b"] }, { order: ["b", "a"] }),
    maria,
    "Maria Lopez reordered the team",
  ],
  [
    row("delete", "team_members", { name: "Ann Chu" }, null),
    maria,
    "Maria Lopez deleted the team member 'Ann Chu'",
  ],
  [
    row("delete", "contact_messages", { name: "Chris Doe", message: "Hi" }, null),
    maria,
    "Maria Lopez deleted the message from Chris Doe",
  ],
  [
    row("create", "outbox", null, { receipt: "2026-0007", to: "pat@example.org" }),
    maria,
    "Maria Lopez e-mailed receipt 2026-0007 to pat@example.org",
  ],
  [
    row("update", "outbox", { status: "failed", attempts: 5 }, { status: "pending", attempts: 0 }),
    maria,
    "Maria Lopez sent a failed e-mail again",
  ],
  [
    row("create", "staff_invitation", null, { email: "new@example.org", role: "manager" }),
    maria,
    "Maria Lopez invited new@example.org to join as a manager",
  ],
  [
    row("delete", "staff_invitation", { email: "new@example.org", role: "manager" }, null),
    maria,
    "Maria Lopez withdrew the invitation of new@example.org",
  ],
  [
    row(
      "update",
      "staff",
      { email: "al@example.org", role: "door" },
      { email: "al@example.org", role: "manager" },
    ),
    maria,
    "Maria Lopez changed the role of the staff member 'al@example.org' from a door volunteer to a manager",
  ],
  [
    row(
      "update",
      "staff",
      { role: "user" },
      { role: "door", invitation: "f0e1d2c3-0000-4000-8000-000000000000" },
    ),
    { actor: "Al Ng" },
    "Al Ng joined the staff as a door volunteer",
  ],
  [
    row("delete", "staff", { email: "al@example.org", role: "manager" }, null),
    maria,
    "Maria Lopez removed the staff member 'al@example.org' from the staff",
  ],
  [
    row("update", "site_settings", { name: "Homefront" }, { name: "Homefront Ministries" }),
    maria,
    "Maria Lopez changed the name of the organization's settings from 'Homefront' to 'Homefront Ministries'",
  ],
  [
    row("create", "email_template", null, { subject: "Thanks", body: "Hi" }),
    { ...maria, subject: "donation receipt" },
    "Maria Lopez customized the e-mail template 'donation receipt'",
  ],
  [
    row("update", "email_template", { subject: "Thanks" }, { subject: "Thank you" }),
    { ...maria, subject: "donation receipt" },
    "Maria Lopez edited the e-mail template 'donation receipt'",
  ],
  [
    row("delete", "email_template", { subject: "Thanks", body: "Hi" }, null),
    { ...maria, subject: "donation receipt" },
    "Maria Lopez reset the e-mail template 'donation receipt' to the standard wording",
  ],
];

describe("every audited change reads as a sentence", () => {
  test.each(
    CASES.map(([entry, names, text]) => ({
      key: `${entry.entity} ${entry.action}`,
      entry,
      names,
      text,
    })),
  )("$key", ({ entry, names, text }) => {
    const sentence = describeActivity(entry, names);
    expect(sentence).toBe(text);
    expect(sentence).not.toMatch(/[a-z][A-Z]|_|[0-9a-f]{8}-[0-9a-f]{4}|undefined|null|\[object/);
  });
});

/** Every `entity` a recordAudit call in server/ writes, read from the source. */
function auditedEntities() {
  const root = path.resolve(import.meta.dirname, "../../server");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts") && !entry.name.includes(".test.")) files.push(full);
    }
  };
  walk(root);
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    if (!source.includes("recordAudit(") && !source.includes("photoList(")) continue;
    for (const m of source.matchAll(
      /\bentity:\s*"([a-z_]+)"|\bconst ENTITY = "([a-z_]+)"|\bentity\s*=\s*[^;]*?"([a-z_]+)"\s*:\s*"([a-z_]+)"/g,
    )) {
      for (const name of m.slice(1)) if (name) found.add(name);
    }
  }
  return found;
}

test("every entity the server audits has wording, and every wording is tested", () => {
  const audited = auditedEntities();
  expect(audited.size).toBeGreaterThan(20);
  expect(audited).toContain("event_photos");
  const worded = Object.keys(ACTIVITY_ENTITIES);
  expect([...audited].filter((e) => !worded.includes(e))).toEqual([]);
  const covered = new Set(CASES.map(([entry]) => entry.entity));
  expect(worded.filter((e) => !covered.has(e))).toEqual([]);
});

test("an unknown field gets a humanized label, never its column name", () => {
  expect(humanizeField("ticketSalesStartAt")).toBe("ticket sales start");
  expect(humanizeField("guestEditHours")).toBe("guest edit hours");
  expect(humanizeField("refund_policy_url")).toBe("refund policy link");
  const sentence = describeActivity(
    row("update", "events", { guestEditHours: 24 }, { guestEditHours: 48 }),
    { actor: "Maria Lopez", subject: "Gala" },
  );
  expect(sentence).toBe(
    "Maria Lopez changed the guest edit hours of the event 'Gala' from 24 to 48",
  );
  expect(
    describeActivity(row("update", "some_new_table", { fooBar: true }, { fooBar: false }), {
      actor: null,
    }),
  ).toBe("Someone changed the foo bar of a some new table record from yes to no");
});

test("values read as people write them; ids are never shown", () => {
  expect(formatFieldValue("priceCents", 0)).toBe("$0.00");
  expect(formatFieldValue("hasTickets", true)).toBe("on");
  expect(formatFieldValue("startsAt", "2026-12-12T00:30:00.000Z")).toBe("Dec 11, 2026, 6:30 PM");
  expect(formatFieldValue("winner", "5b7c0f7e-1111-4222-8333-444455556666")).toBe("another record");
  expect(
    describeActivity(
      row("update", "event_registrations", { ticketTypeId: "a" }, { ticketTypeId: "b" }),
      { actor: "Maria Lopez", subject: "Jo" },
    ),
  ).toBe("Maria Lopez updated the registration of Jo");
});

test("relative times", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  expect(relativeTime(new Date(now.getTime() - 10_000), now)).toBe("just now");
  expect(relativeTime(new Date(now.getTime() - 3 * 60_000), now)).toBe("3 minutes ago");
  expect(relativeTime(new Date(now.getTime() - 26 * 3_600_000), now)).toBe("yesterday");
});
