// A stored receipt in words (DESIGN "Receipts (IRS Publication 1771)", decision
// 020, docs/receipts.md): what shared/domain/receipt-text.ts needs of the gift or
// order it receipts, and the organisation's legal name and EIN from settings.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { donations, eventRegistrations, events, fundraisers, receipts } from "../../db/schema";
import { receiptText, type ReceiptForText } from "../../../shared/domain/receipt-text";
import { siteSettingsIn, type MailServices } from "../../core/index.server";
import type { Receipt } from "./issue";

type Donation = typeof donations.$inferSelect;

/** Everything receiptText needs about a stored receipt: its designation, method and the number it replaces. */
export async function receiptForText(tx: DbOrTx, receipt: Receipt): Promise<ReceiptForText> {
  let designation: string | null = null;
  let method: Donation["method"] | null = null;
  let chequeNumber: string | null = null;
  let interval: Donation["interval"] = null;
  if (receipt.donationId) {
    const [gift] = await tx
      .select({
        method: donations.method,
        chequeNumber: donations.chequeNumber,
        interval: donations.interval,
        title: fundraisers.title,
      })
      .from(donations)
      .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
      .where(eq(donations.id, receipt.donationId));
    designation = gift?.title ?? null;
    method = gift?.method ?? null;
    chequeNumber = gift?.chequeNumber ?? null;
    interval = gift?.interval ?? null;
  } else if (receipt.registrationId) {
    const [order] = await tx
      .select({ title: events.title })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.id, receipt.registrationId));
    designation = order?.title ?? null;
  }
  const [replaced] = receipt.replacesId
    ? await tx
        .select({ number: receipts.number })
        .from(receipts)
        .where(eq(receipts.id, receipt.replacesId))
    : [];
  return {
    number: receipt.number,
    kind: receipt.kind,
    donorName: receipt.donorName,
    amountCents: receipt.amountCents,
    goodsValueCents: receipt.goodsValueCents,
    deductibleCents: receipt.deductibleCents,
    description: receipt.description,
    receivedAt: receipt.receivedAt,
    designation,
    method,
    chequeNumber,
    interval,
    voidedAt: receipt.voidedAt,
    replacesNumber: replaced?.number ?? null,
  };
}

/** The receipt's words with the organisation's legal name and EIN from settings. */
export async function renderReceiptText(tx: DbOrTx, services: MailServices, receipt: Receipt) {
  const settings = await siteSettingsIn(tx, services);
  return receiptText(await receiptForText(tx, receipt), {
    legalName: settings.legalName,
    ein: settings.ein,
  });
}
