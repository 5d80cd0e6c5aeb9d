import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { eventRegistrations } from "../server/db/schema";
import { BUYERS, SEATS, contentionSection, loadRegisterOne, type RegisterOne } from "./contention";

/** A stand-in for the ticketing service: locks the event row, counts, inserts (DESIGN "Capacity"). */
const lockingRegistrar: RegisterOne = async ({ services, eventId, ticketTypeId }, buyer) => {
  try {
    await services.db.transaction(async (tx) => {
      await tx.execute(sql`select id from events where id = ${eventId} for update`);
      const result = await tx.execute(
        sql`select coalesce(sum(quantity_purchased), 0)::int as taken from event_registrations where event_id = ${eventId} and status = 'active'`,
      );
      const rows = (
        Array.isArray(result) ? result : (result as { rows: { taken: number }[] }).rows
      ) as { taken: number }[];
      if (Number(rows[0]?.taken) >= SEATS)
        throw Object.assign(new Error("Sold out"), { status: 409 });
      await tx.insert(eventRegistrations).values({
        eventId,
        ticketTypeId,
        customerName: buyer.name,
        customerEmail: buyer.email,
        quantity: 1,
        status: "active",
      });
    });
    return "registered";
  } catch (error) {
    return (error as { status?: number }).status === 409 ? "refused" : "error";
  }
};

describe("contention section", () => {
  test("without a PostgreSQL server it is a row that says how to run it", async () => {
    const section = await contentionSection({
      onProgress: () => {},
      registerOne: lockingRegistrar,
    });
    expect(section.rows).toHaveLength(1);
    expect(section.rows[0].note).toMatch(/BENCH_DATABASE_URL/);
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL it counts exactly the seats a locking registrar sold to 200 concurrent buyers",
    async () => {
      const section = await contentionSection({
        databaseUrl: process.env.TEST_DATABASE_URL,
        onProgress: () => {},
        registerOne: lockingRegistrar,
      });
      const [buyers, seats, sold, , , refused, errors] = section.rows[0].figures;
      expect([buyers, seats, sold]).toEqual([String(BUYERS), String(SEATS), String(SEATS)]);
      expect(refused).toBe(String(BUYERS - SEATS));
      expect(errors).toBe("0");
      expect(section.rows[0].note).toMatch(/^exactly the seats there were/);
    },
    60_000,
  );

  // The bench's own registrar calls the ticketing service; when the service's input
  // changes shape, this fails instead of the bench quietly selling no seats.
  test.skipIf(!process.env.TEST_DATABASE_URL)(
    "the real registration service sells exactly the seats there are",
    async () => {
      const registerOne = await loadRegisterOne();
      if ("unavailable" in registerOne) throw new Error(registerOne.unavailable);
      const section = await contentionSection({
        databaseUrl: process.env.TEST_DATABASE_URL,
        onProgress: () => {},
        registerOne,
      });
      const [, , sold, , , refused, errors] = section.rows[0].figures;
      expect([sold, refused, errors]).toEqual([String(SEATS), String(BUYERS - SEATS), "0"]);
    },
    120_000,
  );
});
