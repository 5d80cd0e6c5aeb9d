// Receipt rows for statement tests. Engineer-independent on purpose: statements read
// the receipts table (decision 020), so tests insert gifts and their receipts directly,
// numbered as the real issuer numbers them (YYYY-NNNNNN, per year, no gaps).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { receipts, supporters } from "../db/schema";
import { createDonationRow } from "./back-office-factories";

type ReceiptInput = {
  email: string | null;
  name?: string;
  year: number;
  /** What was received (0 for in-kind). */
  amountCents: number;
  goodsValueCents?: number;
  kind?: "gift" | "ticket" | "in_kind";
  description?: string | null;
  receivedAt?: Date;
  voided?: boolean;
  replacesId?: string | null;
  /** Set directly (a supporter known only by name has no address to link by). */
  supporterId?: string | null;
};

export async function insertReceipt(db: Db, input: ReceiptInput) {
  const donation = await createDonationRow(db, {
    donorName: input.name ?? "Dana Donor",
    donorEmail: input.email ?? "",
    amountCents: Math.max(input.amountCents, 1),
  });
  const [next] = (
    (await db.execute(
      sql`select coalesce(max(sequence), 0)::int + 1 as n from receipts where year = ${input.year}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  const sequence = Number(next!.n);
  const goods = input.goodsValueCents ?? 0;
  const [row] = await db
    .insert(receipts)
    .values({
      number: `${input.year}-${String(sequence).padStart(6, "0")}`,
      year: input.year,
      sequence,
      kind: input.kind ?? (goods > 0 ? "ticket" : "gift"),
      donationId: donation.id,
      donorName: input.name ?? "Dana Donor",
      donorEmail: input.email,
      amountCents: input.amountCents,
      goodsValueCents: goods,
      deductibleCents: Math.max(0, input.amountCents - goods),
      description: input.description ?? null,
      receivedAt: input.receivedAt ?? new Date(Date.UTC(input.year, 5, 15, 17)),
      voidedAt: input.voided ? new Date() : null,
      voidReason: input.voided ? "Refunded" : null,
      replacesId: input.replacesId ?? null,
      supporterId: input.supporterId ?? null,
    })
    .returning();
  return row!;
}

/** Voids a receipt after a refund and issues the replacement for what remains (as decision 020 describes). */
export async function refundReceipt(
  db: Db,
  receipt: typeof receipts.$inferSelect,
  refundedCents: number,
) {
  // The replacement gets a gift row of its own here; the real issuer points it at the same gift.
  await db
    .update(receipts)
    .set({ voidedAt: new Date(), voidReason: "Refunded" })
    .where(eq(receipts.id, receipt.id));
  const remaining = receipt.amountCents - refundedCents;
  if (remaining <= 0) return null;
  return insertReceipt(db, {
    email: receipt.donorEmail,
    name: receipt.donorName,
    year: receipt.year,
    amountCents: remaining,
    goodsValueCents: Math.min(receipt.goodsValueCents, remaining),
    kind: receipt.kind,
    description: receipt.description,
    receivedAt: receipt.receivedAt,
    replacesId: receipt.id,
    supporterId: receipt.supporterId,
  });
}

export async function supporterIdFor(db: Db, email: string) {
  const [row] = await db
    .select({ id: supporters.id })
    .from(supporters)
    .where(and(eq(supporters.email, email)));
  return row!.id;
}
