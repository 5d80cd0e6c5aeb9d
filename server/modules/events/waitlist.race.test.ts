// Decision 017 on real PostgreSQL (TEST_DATABASE_URL): seats freed by buyers'
// cancels while two waitlist offers are open and many buyers try at once are
// never oversold, and each offer's seats stay held for its person.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventRegistrations, eventTicketTypes, waitlistEntries } from "../../db/schema";
import { AppError } from "../../errors";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, usesPostgres, type TestServices } from "../../test/harness";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { waitlistJoinSchema } from "../../../shared/schemas/waitlist";
import { createRegistration, cancelOwnRegistration } from "../orders/index.server";
import { countSeats } from "./seats";
import { manageToken, offerToken } from "../../core/index.server";
import { joinWaitlist } from "./waitlist-join";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const order = (type: { id: string; eventId: string }, email: string, offer?: string) =>
  registrationRequestSchema.parse({
    eventId: type.eventId,
    ticketTypeId: type.id,
    quantity: 1,
    customerName: "Sam Buyer",
    customerEmail: email,
    offerToken: offer,
  });

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok" as const,
    (error: unknown) =>
      error instanceof AppError && [404, 409].includes(error.status) ? ("refused" as const) : error,
  );

describe.skipIf(!usesPostgres)("the waitlist race on PostgreSQL", () => {
  test("cancels, two offers and 60 buyers at once never oversell 6 seats", async () => {
    const CAPACITY = 6;
    const event = await createEvent(services.db, {
      maxCapacity: CAPACITY,
      waitlistEnabled: true,
      selfCancelHours: 1,
    });
    const type = await createTicketType(services.db, event.id, { quantityAvailable: CAPACITY });
    const sold = [];
    for (let i = 0; i < CAPACITY; i++)
      sold.push(await createRegistration(services, order(type, `sold${i}@example.org`)));
    const waiting = [];
    for (const name of ["first", "second"]) {
      const { entry } = await joinWaitlist(
        services,
        event.id,
        waitlistJoinSchema.parse({ name, email: `${name}@example.org`, quantity: 1 }),
      );
      waiting.push(entry);
    }

    // Three buyers cancel (the first two seats go to the two offers) while 60 buyers try at once,
    // and the two people waiting try their offer links (refused until their offer exists).
    const attempts = [
      ...sold
        .slice(0, 3)
        .map((r) =>
          settled(cancelOwnRegistration(services, manageToken(services.secret, r.registrationId))),
        ),
      ...Array.from({ length: 60 }, (_, i) =>
        settled(createRegistration(services, order(type, `buyer${i}@example.org`))),
      ),
      ...waiting.map((w) =>
        settled(
          createRegistration(services, order(type, w.email, offerToken(services.secret, w.id))),
        ),
      ),
    ];
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o !== "ok" && o !== "refused")).toEqual([]);

    const active = async () =>
      (
        await services.db
          .select()
          .from(eventRegistrations)
          .where(
            and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "active")),
          )
      ).length;
    expect(await active()).toBeLessThanOrEqual(CAPACITY);
    expect(
      (await countSeats(services.db, [event.id], new Date())).seatsOf(event.id),
    ).toBeLessThanOrEqual(CAPACITY);

    // Whoever has an open offer still has their seat: claiming it now succeeds.
    const entries = await services.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, event.id));
    expect(entries.every((e) => e.status === "offered" || e.status === "claimed")).toBe(true);
    for (const entry of entries.filter((e) => e.status === "offered")) {
      await createRegistration(
        services,
        order(type, entry.email, offerToken(services.secret, entry.id)),
      );
    }
    expect(await active()).toBeLessThanOrEqual(CAPACITY);
    const claimed = await services.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, event.id));
    expect(claimed.map((e) => e.status)).toEqual(["claimed", "claimed"]);
    const [t] = await services.db
      .select()
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.id, type.id));
    expect(t!.quantitySold).toBe(await active());
  });
});
