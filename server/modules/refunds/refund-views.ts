// Refunds as the back office lists them beside a registration or a gift
// (docs/decisions/016-refunds.md): each with its staff member's name, read for a
// whole page of rows in one query.
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { refunds, user } from "../../db/schema";
import { inUuids } from "../../db/search";
import type { Refund } from "./refund-record";

/** A refund as the back office lists it (newest last), dates as ISO strings. */
export type RefundView = {
  id: string;
  amountCents: number;
  units: number;
  status: Refund["status"];
  reason: string | null;
  createdAt: string;
  /** The staff member's name; null for a refund made at the provider. */
  createdBy: string | null;
};

/** The refunds of these registrations or gifts, in one query, by their id. */
export async function refundsOf(
  db: DbOrTx,
  kind: "registration" | "donation",
  ids: readonly string[],
) {
  const byTarget = new Map<string, RefundView[]>();
  if (ids.length === 0) return byTarget;
  const column = kind === "registration" ? refunds.registrationId : refunds.donationId;
  const rows = await db
    .select({ refund: refunds, createdBy: user.name })
    .from(refunds)
    .leftJoin(user, eq(user.id, refunds.createdBy))
    .where(inUuids(column, ids))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const { refund: r, createdBy } of rows) {
    const key = (kind === "registration" ? r.registrationId : r.donationId)!;
    const list = byTarget.get(key) ?? [];
    list.push({
      id: r.id,
      amountCents: r.amountCents,
      units: r.units,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      createdBy: createdBy ?? null,
    });
    byTarget.set(key, list);
  }
  return byTarget;
}
