// The seats of a registration have one owner in SQL (seatsSql, ./seat-conditions.ts)
// and one in TypeScript (orderSeats, shared/domain/capacity.ts): a second way of
// writing "quantity × seats per unit" is how a sum came to skip the guards.
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { expect, test } from "vitest";
import { filesMatching } from "../../test/source-files";
import { registrationSeats, seatsSql } from "./seat-conditions";

const dialect = new PgDialect();

test("a registration's seats are its quantity (not below 0) times the seats per unit (1 when unset)", () => {
  expect(dialect.sqlToQuery(seatsSql(sql`q`, sql`p`)).sql).toBe(
    "greatest(q, 0) * (CASE WHEN p > 0 THEN p ELSE 1 END)",
  );
  expect(dialect.sqlToQuery(registrationSeats()).sql).toContain('"seats_per_unit" > 0');
});

test("no production file restates the seats of a registration", () => {
  // SQL: "seats_per_unit > 0" / "seatsPerUnit} > 0" / "* ${…seatsPerUnit}"; TypeScript: Math.max(… seatsPerUnit …).
  const copies = filesMatching(
    /seats_per_unit\s*>\s*0|seatsPerUnit\}\s*>\s*0|\*\s*\$\{[\w.]*seatsPerUnit\}|Math\.max\([^)]*seatsPerUnit/,
    ["server/modules/events/seat-conditions.ts", "shared/domain/capacity.ts"],
  );
  expect(copies).toEqual([]);
});
