import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { createTestServices, type TestServices } from "../../test/harness";
import { createDonationRow, createMessageRow } from "../../test/back-office-factories";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import {
  contactMessages,
  donations,
  eventGuests,
  eventRegistrations,
  supporterEmails,
  supporters,
} from "../../db/schema";
import { ensureSupporter, linkUnlinkedSupporters } from "./link";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("linking rows to supporters", () => {
  test("one supporter per normalised address across gifts, registrations, guests and messages", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id);
    const gift = await createDonationRow(services.db, {
      donorEmail: "  Maria@Example.org ",
      donorName: "Maria Lopez",
    });
    const registration = await createRegistration(
      services.db,
      type,
      { customerEmail: "maria@example.org", customerName: "Maria L." },
      [{ guestName: "Luis Lopez", guestEmail: "LUIS@example.org" }],
    );
    const message = await createMessageRow(services.db, { email: "maria@EXAMPLE.org" });
    // An abandoned checkout from a new address makes no supporter.
    await createDonationRow(services.db, {
      donorEmail: "ghost@example.org",
      status: "failed",
      completedAt: null,
    });

    expect(await linkUnlinkedSupporters(services.db)).toBeGreaterThanOrEqual(4);
    const [maria] = await services.db
      .select()
      .from(supporterEmails)
      .where(eq(supporterEmails.email, "maria@example.org"));
    const [luis] = await services.db
      .select()
      .from(supporterEmails)
      .where(eq(supporterEmails.email, "luis@example.org"));
    const [ghost] = await services.db
      .select()
      .from(supporterEmails)
      .where(eq(supporterEmails.email, "ghost@example.org"));
    expect(maria).toBeTruthy();
    expect(luis).toBeTruthy();
    expect(ghost).toBeUndefined();
    const [g] = await services.db.select().from(donations).where(eq(donations.id, gift.id));
    const [r] = await services.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registration.id));
    const [m] = await services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    const guests = await services.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.registrationId, registration.id));
    expect([g!.supporterId, r!.supporterId, m!.supporterId]).toEqual([
      maria!.supporterId,
      maria!.supporterId,
      maria!.supporterId,
    ]);
    expect(guests.find((x) => x.guestEmail === "LUIS@example.org")!.supporterId).toBe(
      luis!.supporterId,
    );

    // Nothing left to do: a second run links nothing and creates no one.
    const before = (await services.db.select().from(supporters)).length;
    expect(await linkUnlinkedSupporters(services.db)).toBe(0);
    expect((await services.db.select().from(supporters)).length).toBe(before);
  });

  test("ensureSupporter reuses a known address and makes a new record for a name alone", async () => {
    const known = await ensureSupporter(services.db, {
      name: "Someone",
      email: "MARIA@example.org",
    });
    const [maria] = await services.db
      .select()
      .from(supporterEmails)
      .where(eq(supporterEmails.email, "maria@example.org"));
    expect(known).toBe(maria!.supporterId);
    const a = await ensureSupporter(services.db, { name: "Cash Donor", email: null });
    const b = await ensureSupporter(services.db, { name: "Cash Donor", email: null });
    expect(a).not.toBe(b);
  });
});
