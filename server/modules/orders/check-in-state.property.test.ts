// Property (docs/decisions/014-check-in-sync.md): the check-in fold written in
// SQL for whole events (check-in-state.ts) gives every guest the state and time
// the TypeScript fold (shared/domain/check-in-fold.ts) gives their operations,
// whatever their order, ties and refusals.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkIns } from "../../db/schema";
import { createEvent, createRegistration, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { foldCheckIns } from "../../../shared/domain/check-in-fold";
import { checkedInByRegistration, checkedInOf } from "./check-in-state";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const START = Date.parse("2031-03-01T18:00:00Z");
const KEYS = ["a", "b", "c"];

// Few distinct times, so operations often tie on the device's clock and on the server's.
const operation = fc.record({
  key: fc.constantFrom(...KEYS),
  op: fc.constantFrom("check-in" as const, "undo" as const),
  occurredMinute: fc.integer({ min: 0, max: 4 }),
  recordedMinute: fc.integer({ min: 0, max: 2 }),
  outcome: fc.constantFrom("applied" as const, "already" as const, "refused" as const),
});

test("the SQL fold agrees with foldCheckIns for every guest", async () => {
  const event = await createEvent(services.db);
  const type = await createTicketType(services.db, event.id, { seatsPerUnit: 3 });
  const registration = await createRegistration(services.db, type);
  const keyOf = (key: string) => `${registration.id}-${KEYS.indexOf(key)}`;
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { maxLength: 12 }), async (operations) => {
      await services.db.delete(checkIns).where(eq(checkIns.eventId, event.id));
      for (const o of operations) {
        await services.db.insert(checkIns).values({
          id: randomUUID(),
          eventId: event.id,
          registrationId: registration.id,
          attendeeKey: keyOf(o.key),
          op: o.op,
          occurredAt: new Date(START + o.occurredMinute * 60_000),
          recordedAt: new Date(START + o.recordedMinute * 60_000),
          deviceId: "device-property",
          outcome: o.outcome,
        });
      }
      const stored = await services.db
        .select()
        .from(checkIns)
        .where(eq(checkIns.eventId, event.id))
        .orderBy(asc(checkIns.seq));
      const expected = new Map<string, string>();
      for (const key of KEYS.map(keyOf)) {
        const { checkedIn } = foldCheckIns(
          stored
            .filter((s) => s.attendeeKey === key && s.outcome !== "refused")
            .map((s) => ({
              id: s.id,
              op: s.op,
              occurredAt: s.occurredAt,
              recordedAt: s.recordedAt,
              seq: s.seq!,
            })),
        );
        if (checkedIn) expected.set(key, checkedIn.occurredAt.toISOString());
      }
      const byRegistration = await checkedInByRegistration(services.db, event.id, [
        registration.id,
      ]);
      expect(Object.fromEntries(byRegistration.get(registration.id) ?? [])).toEqual(
        Object.fromEntries(expected),
      );
      // The same fold with the registrations given as a subquery (the export's batches).
      const viaSubquery = (await services.db.execute(
        sql`SELECT count(*)::int AS n FROM (${checkedInOf(event.id, sql`SELECT ${registration.id}::uuid`)}) folded`,
      )) as unknown as { rows: { n: number }[] };
      expect(Number(viaSubquery.rows[0]!.n)).toBe(expected.size);
    }),
    { numRuns: 60 },
  );
});
