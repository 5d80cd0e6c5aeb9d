// SPEC §2 "Admin fundraisers", §7 "Admin tables": fundraisers newest first,
// with each one's completed gifts. Changes are audited (DESIGN "Data").
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppServices } from "../../context";
import { donations, fundraisers } from "../../db/schema";
import { notFound } from "../../errors";
import type { FundraiserInput } from "../../../shared/schemas/fundraiser";
import { isUuid } from "../../../shared/domain/ids";
import { recordAudit, type Actor } from "../../core/index.server";
import { netGiftCents, netGiftsByFundraiser, startingFromRaised } from "./fundraiser-raised";
import { removeStoredImages } from "../../storage/images";

type Services = Pick<AppServices, "db" | "files" | "log">;
const ENTITY = "fundraisers";
const missing = () => notFound("Fundraiser not found.");

/** Gifts shown per card; the Donations page lists them all. */
export const GIFTS_PER_FUNDRAISER = 10;

export type FundraiserGift = {
  id: string;
  donorName: string;
  isAnonymous: boolean;
  amountCents: number;
  interval: "month" | "year" | null;
  completedAt: Date | null;
};

/** Every fundraiser (newest first) with its latest completed gifts, their count and total: three queries in all. */
export async function listFundraisersForAdmin(db: Services["db"]) {
  const rows = await db.select().from(fundraisers).orderBy(desc(fundraisers.createdAt));
  const ids = rows.map((f) => f.id);
  if (ids.length === 0) return [];
  const completedFor = and(eq(donations.status, "completed"), inArray(donations.fundraiserId, ids));
  const [totals, recent] = await Promise.all([
    db
      .select({
        fundraiserId: donations.fundraiserId,
        count: sql<number>`count(*)::int`,
        // Decision 021: the gifts part of the raised amount, net of refunds.
        totalCents: sql<number>`coalesce(sum(${netGiftCents}), 0)::bigint`.mapWith(Number),
      })
      .from(donations)
      .where(completedFor)
      .groupBy(donations.fundraiserId),
    db
      .select({
        id: donations.id,
        fundraiserId: donations.fundraiserId,
        donorName: donations.donorName,
        isAnonymous: donations.isAnonymous,
        amountCents: donations.amountCents,
        interval: donations.interval,
        completedAt: donations.completedAt,
        rank: sql<number>`row_number() over (partition by ${donations.fundraiserId} order by ${donations.completedAt} desc nulls last, ${donations.createdAt} desc)`.as(
          "rank",
        ),
      })
      .from(donations)
      .where(completedFor),
  ]);
  const giftsBy = new Map<string, FundraiserGift[]>();
  for (const { fundraiserId, rank, ...gift } of recent) {
    if (!fundraiserId || Number(rank) > GIFTS_PER_FUNDRAISER) continue;
    const list = giftsBy.get(fundraiserId) ?? [];
    list.push(gift);
    giftsBy.set(fundraiserId, list);
  }
  for (const list of giftsBy.values()) {
    list.sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0));
  }
  const totalsBy = new Map(totals.map((t) => [t.fundraiserId, t]));
  return rows.map((f) => ({
    ...f,
    gifts: giftsBy.get(f.id) ?? [],
    giftCount: totalsBy.get(f.id)?.count ?? 0,
    giftTotalCents: totalsBy.get(f.id)?.totalCents ?? 0,
  }));
}

export async function createFundraiser(services: Services, actor: Actor, input: FundraiserInput) {
  return services.db.transaction(async (tx) => {
    // Decision 021: a new fundraiser has no gifts, so what staff typed is its starting amount.
    const [row] = await tx
      .insert(fundraisers)
      .values({ ...input, startingCents: input.raisedCents })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: ENTITY,
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

/**
 * `raisedBeforeCents` is what the admin saw when the dialog opened; gifts that
 * completed since then are kept by applying only the admin's difference.
 * Decision 021: the form's raised amount is the total; what it holds beyond the
 * fundraiser's net gifts becomes the starting amount (never below 0, so the
 * total is never below the gifts themselves).
 */
export async function updateFundraiser(
  services: Services,
  actor: Actor,
  id: string,
  input: FundraiserInput,
  raisedBeforeCents?: number,
) {
  if (!isUuid(id)) throw missing();
  const { before, after } = await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(fundraisers)
      .where(eq(fundraisers.id, id))
      .for("update");
    if (!before) throw missing();
    const wanted =
      raisedBeforeCents === undefined
        ? input.raisedCents
        : Math.max(0, before.raisedCents + (input.raisedCents - raisedBeforeCents));
    const giftsCents = (await netGiftsByFundraiser(tx, [id])).get(id)?.netCents ?? 0;
    const startingCents = startingFromRaised(wanted, giftsCents);
    const [after] = await tx
      .update(fundraisers)
      .set({
        ...input,
        startingCents,
        raisedCents: startingCents + giftsCents,
        updatedAt: new Date(),
      })
      .where(eq(fundraisers.id, id))
      .returning();
    await recordAudit(tx, { actor, action: "update", entity: ENTITY, entityId: id, before, after });
    return { before, after: after! };
  });
  // docs/decisions/005: a replaced image goes once the change is saved.
  if (before.imageUrl !== after.imageUrl)
    await removeStoredImages(services, { urls: [before.imageUrl] });
  return after;
}

/** Gifts to a deleted fundraiser stay, counted to the General Fund (the foreign key sets null). */
export async function deleteFundraiser(services: Services, actor: Actor, id: string) {
  if (!isUuid(id)) throw missing();
  const removed = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(fundraisers).where(eq(fundraisers.id, id)).returning();
    if (!row) throw missing();
    await recordAudit(tx, { actor, action: "delete", entity: ENTITY, entityId: id, before: row });
    return row;
  });
  await removeStoredImages(services, { urls: [removed.imageUrl] });
  return removed;
}
