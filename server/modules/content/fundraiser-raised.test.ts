// Decision 021: raised = starting + net completed gifts; the 0008 migration's backfill and
// the demo seed's derivation read an old raised amount as that total.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { donations, fundraisers } from "../../db/schema";
import { createDonationRow } from "../../test/back-office-factories";
import { createFundraiser } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import {
  deriveStartingAmounts,
  startingFromRaised,
  syncFundraiserRaised,
} from "./fundraiser-raised";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const row = async (id: string) =>
  (await services.db.select().from(fundraisers).where(eq(fundraisers.id, id)))[0]!;

/** Three fundraisers as they were before 0008: raised typed by staff and raised by gifts, starting 0. */
async function oldStyle() {
  await services.db.delete(donations);
  const typedAndGifts = await createFundraiser(services.db, {
    raisedCents: 4_412_000,
    startingCents: 0,
  });
  await createDonationRow(services.db, { fundraiserId: typedAndGifts.id, amountCents: 400_000 });
  await createDonationRow(services.db, {
    fundraiserId: typedAndGifts.id,
    amountCents: 20_000,
    refundedCents: 8_000,
  });
  await createDonationRow(services.db, {
    fundraiserId: typedAndGifts.id,
    amountCents: 99_000,
    status: "pending",
    completedAt: null,
  });
  // Staff lowered the figure below its own gifts.
  const belowGifts = await createFundraiser(services.db, { raisedCents: 1_000, startingCents: 0 });
  await createDonationRow(services.db, { fundraiserId: belowGifts.id, amountCents: 5_000 });
  const noGifts = await createFundraiser(services.db, { raisedCents: 70_000, startingCents: 0 });
  return { typedAndGifts, belowGifts, noGifts };
}

const expectDerived = async ({
  typedAndGifts,
  belowGifts,
  noGifts,
}: Awaited<ReturnType<typeof oldStyle>>) => {
  expect(await row(typedAndGifts.id)).toMatchObject({
    startingCents: 4_000_000,
    raisedCents: 4_412_000,
  });
  expect(await row(belowGifts.id)).toMatchObject({ startingCents: 0, raisedCents: 5_000 });
  expect(await row(noGifts.id)).toMatchObject({ startingCents: 70_000, raisedCents: 70_000 });
};

describe("starting amounts from old raised amounts", () => {
  test("the 0008 migration's backfill: starting = raised − net gifts, floored at 0; raised = starting + gifts", async () => {
    const fixture = await oldStyle();
    const file = fileURLToPath(
      new URL("../../db/migrations/0008_fundraiser-starting-amount.sql", import.meta.url),
    );
    const [, backfill] = readFileSync(file, "utf8").split("--> statement-breakpoint");
    await services.db.execute(sql.raw(backfill!));
    await expectDerived(fixture);
  });

  test("the demo seed's derivation does the same", async () => {
    const fixture = await oldStyle();
    await deriveStartingAmounts(services.db);
    await expectDerived(fixture);
  });
});

describe("syncFundraiserRaised", () => {
  test("recomputes raised from the starting amount and the net completed gifts; the General Fund is skipped", async () => {
    await services.db.delete(donations);
    const f = await createFundraiser(services.db, { raisedCents: 10_000 });
    await createDonationRow(services.db, { fundraiserId: f.id, amountCents: 2_500 });
    await createDonationRow(services.db, {
      fundraiserId: f.id,
      amountCents: 1_000,
      refundedCents: 400,
      provider: "offline",
      method: "cash",
    });
    await createDonationRow(services.db, {
      fundraiserId: f.id,
      amountCents: 9_999,
      status: "failed",
      completedAt: null,
    });
    await services.db.transaction((tx) => syncFundraiserRaised(tx, [f.id, null, f.id]));
    expect(await row(f.id)).toMatchObject({ startingCents: 10_000, raisedCents: 13_100 });
  });

  test("startingFromRaised never goes below 0", () => {
    expect(startingFromRaised(50_000, 12_000)).toBe(38_000);
    expect(startingFromRaised(1_000, 12_000)).toBe(0);
  });
});
