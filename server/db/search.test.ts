// The back office's searches are answered through the trigram indexes
// (docs/decisions/025-search-indexes.md): with sequential scans ruled out, each
// search's plan must still exist and read those indexes. An EXISTS arm, a
// comparison of id text or a missing index would leave a sequential scan in it.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestServices, type TestServices } from "../test/harness";
import { donations, eventRegistrations } from "./schema";
import { amongIds, containsPattern, idStartsWith, inUuids } from "./search";
import { registrationSearch } from "../modules/orders/index.server";
import { donationSearch } from "../modules/giving/index.server";
import { supporterSearch } from "../modules/supporters/index.server";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function plan(query: SQL) {
  const result = await services.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // The empty tables' other indexes (the event's, the merged records') would do as well here.
    await tx.execute(sql`set local enable_indexscan = off`);
    return tx.execute(sql`explain ${query}`);
  });
  return rowsOf<{ "QUERY PLAN": string }>(result)
    .map((r) => r["QUERY PLAN"])
    .join("\n");
}

describe("containsPattern", () => {
  test("matches the text anywhere, with the person's %, _ and \\ taken literally", () => {
    expect(containsPattern("Zelda")).toBe("%Zelda%");
    expect(containsPattern("50% off_now\\")).toBe("%50\\% off\\_now\\\\%");
  });
});

describe("search plans read the trigram indexes", () => {
  test("registrations: buyer's name and e-mail, a guest's name", async () => {
    const text = await plan(
      sql`select id from ${eventRegistrations} where ${registrationSearch("zelda quartermaine")}`,
    );
    expect(text).toContain("registrations_name_trgm_idx");
    expect(text).toContain("registrations_email_trgm_idx");
    expect(text).toContain("event_guests_name_trgm_idx");
    expect(text).not.toMatch(/Seq Scan/);
  });

  test("registrations and donations: a short reference is a range of the primary key", async () => {
    const registrations = await plan(
      sql`select id from ${eventRegistrations} where ${registrationSearch("#6F1C2A9E")}`,
    );
    expect(registrations).toContain("event_registrations_pkey");
    expect(registrations).not.toMatch(/Seq Scan/);
    const gifts = await plan(
      sql`select id from ${donations} where ${await donationSearch(services.db, { q: "6f1c-2a9e" })}`,
    );
    expect(gifts).toContain("donations_pkey");
    expect(gifts).not.toMatch(/Seq Scan on donations/);
  });

  test("donations: donor's name and e-mail, and the fundraisers whose title matches, by id", async () => {
    const [fund] = rowsOf<{ id: string }>(
      await services.db.execute(
        sql`insert into fundraisers (title, description, goal_cents) values ('Donor Drive', 'x', 100) returning id`,
      ),
    );
    const titled = await plan(
      sql`select id from ${donations} where ${await donationSearch(services.db, { q: "donor dr" })}`,
    );
    expect(titled).toContain("donations_fundraiser_idx");
    expect(titled).toContain(fund!.id);
    const text = await plan(
      sql`select id from ${donations} where ${await donationSearch(services.db, { q: "donor.4242" })}`,
    );
    expect(text).toContain("donations_name_trgm_idx");
    expect(text).toContain("donations_email_trgm_idx");
    expect(text).not.toContain("donations_fundraiser_idx");
    expect(text).not.toMatch(/Seq Scan on donations/);
  });

  test("supporters: name, and any of their addresses", async () => {
    // On an empty table the index of merged records is the cheaper pick; this file's own database goes without it.
    await services.db.execute(sql`drop index supporters_merged_idx`);
    const text = await plan(
      sql`select s.id from supporters s where ${supporterSearch({ q: "garcia" })}`,
    );
    expect(text).toContain("supporters_name_trgm_idx");
    expect(text).toContain("supporter_emails_email_trgm_idx");
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe("what the helpers match", () => {
  test("idStartsWith takes every id of the prefix and none other; amongIds one array of ids", async () => {
    const ids = [
      "6f1c2a9e-0000-4000-8000-000000000000",
      "6f1c2a9e-ffff-4fff-bfff-ffffffffffff",
      "6f1c2a9f-0000-4000-8000-000000000000",
    ];
    const rows = (await services.db.execute(
      sql`select v.id::text from (values ${sql.join(
        ids.map((id) => sql`(${id}::uuid)`),
        sql`, `,
      )}) as v(id)
        where ${idStartsWith(sql`v.id`, "6f1c2a9e")} and ${amongIds(sql`v.id`, sql`select ${ids[1]}::uuid union all select ${ids[0]}::uuid`)}
        order by 1`,
    )) as unknown as { rows: { id: string }[] };
    expect(rows.rows.map((r) => r.id)).toEqual(ids.slice(0, 2));
  });
});

describe("inUuids", () => {
  test("one array parameter: the ids given, and none for an empty list", async () => {
    const ids = ["6f1c2a9e-0000-4000-8000-000000000000", "6f1c2a9f-0000-4000-8000-000000000000"];
    const among = async (wanted: string[]) =>
      rowsOf<{ id: string }>(
        await services.db.execute(
          sql`select v.id::text from (values (${ids[0]}::uuid), (${ids[1]}::uuid)) as v(id) where ${inUuids(sql`v.id`, wanted)}`,
        ),
      ).map((r) => r.id);
    expect(await among([ids[1]!])).toEqual([ids[1]]);
    expect(await among([])).toEqual([]);
  });
});
