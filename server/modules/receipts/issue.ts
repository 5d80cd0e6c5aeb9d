// Numbered receipts (DESIGN "Receipts (IRS Publication 1771)", decision 020,
// docs/receipts.md). Every function here runs inside the caller's transaction:
// the number is drawn from receipt_sequences in that transaction, so a rollback
// gives it back and numbers run per year with no gaps and no reuse.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { donations, receipts, receiptSequences } from "../../db/schema";
import { yearInZone } from "../../../shared/domain/zoned-time";
import { donationFigures, orderFigures } from "./receipt-figures";

export type Receipt = typeof receipts.$inferSelect;

export const formatReceiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, "0")}`;

/** The next number of `year`, taken in the caller's transaction (the row stays locked until it ends). */
export async function nextReceiptNumber(tx: DbOrTx, year: number) {
  const [row] = await tx
    .insert(receiptSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptSequences.year,
      set: { lastNumber: sql`${receiptSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptSequences.lastNumber });
  const sequence = row!.lastNumber;
  return { year, sequence, number: formatReceiptNumber(year, sequence) };
}

type NewReceipt = Omit<
  typeof receipts.$inferInsert,
  "id" | "number" | "year" | "sequence" | "issuedAt"
>;

async function insertReceipt(tx: DbOrTx, values: NewReceipt, now = new Date()): Promise<Receipt> {
  const { year, sequence, number } = await nextReceiptNumber(tx, yearInZone(values.receivedAt));
  const [row] = await tx
    .insert(receipts)
    .values({ ...values, year, sequence, number, issuedAt: now })
    .returning();
  return row!;
}

const liveForDonation = async (tx: DbOrTx, donationId: string) =>
  (
    await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.donationId, donationId), isNull(receipts.voidedAt)))
  )[0] ?? null;

const liveForOrder = async (tx: DbOrTx, registrationId: string) =>
  (
    await tx
      .select()
      .from(receipts)
      .where(and(eq(receipts.registrationId, registrationId), isNull(receipts.voidedAt)))
  )[0] ?? null;

/**
 * The live receipt of a completed gift, issued now if it has none. Null when the
 * gift is not completed or nothing of it remains (refunded in full).
 */
export async function issueDonationReceipt(
  tx: DbOrTx,
  _services: unknown,
  donationId: string,
  options: { replacesId?: string | null; now?: Date } = {},
): Promise<Receipt | null> {
  const [gift] = await tx.select().from(donations).where(eq(donations.id, donationId));
  if (!gift || gift.status !== "completed") return null;
  const live = await liveForDonation(tx, gift.id);
  if (live) return live;
  const figures = donationFigures(gift);
  if (figures.kind === "gift" && figures.amountCents <= 0) return null;
  return insertReceipt(
    tx,
    {
      ...figures,
      donationId: gift.id,
      supporterId: gift.supporterId,
      donorName: gift.donorName,
      donorEmail: gift.donorEmail || null,
      description: gift.description,
      receivedAt: gift.completedAt ?? gift.createdAt,
      replacesId: options.replacesId ?? null,
    },
    options.now,
  );
}

/** The live receipt of a paid ticket order (`registrationId` is its first row), issued now when it is a contribution. */
export async function issueOrderReceipt(
  tx: DbOrTx,
  _services: unknown,
  registrationId: string,
  options: { receivedAt?: Date; replacesId?: string | null; now?: Date } = {},
): Promise<Receipt | null> {
  const live = await liveForOrder(tx, registrationId);
  if (live) return live;
  const figures = await orderFigures(tx, registrationId);
  if (!figures) return null;
  const { first, ...amounts } = figures;
  return insertReceipt(
    tx,
    {
      kind: "ticket",
      ...amounts,
      registrationId: first.id,
      supporterId: first.supporterId,
      donorName: first.customerName,
      donorEmail: first.customerEmail || null,
      receivedAt: options.receivedAt ?? first.registeredAt,
      replacesId: options.replacesId ?? null,
    },
    options.now,
  );
}
