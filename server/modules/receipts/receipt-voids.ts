// A receipt made wrong by a refund (DESIGN "Receipts (IRS Publication 1771)",
// decision 020, docs/receipts.md): voided, what remains receipted anew under a
// new number naming the voided one, and the donor told. Runs inside the refund's
// transaction, so a rollback gives the new number back.
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { donations, receipts } from "../../db/schema";
import type { EmailMessage } from "../../mail/outbox";
import { enqueueEmail } from "../../mail/outbox";
import { siteSettingsIn, type MailServices } from "../../core/index.server";
import { issueDonationReceipt, issueOrderReceipt, type Receipt } from "./issue";
import { donationFigures, orderFigures } from "./receipt-figures";
import { renderReceiptText } from "./receipt-text";

export const REFUND_VOID_REASON = "refunded";

/**
 * After an applied refund (or a failed one restored) changed a gift or an order:
 * when its live receipt no longer says what was kept, void it, receipt what
 * remains (naming the voided one) and tell the donor. Comparing with what the
 * receipt says makes this idempotent: a redelivered webhook changes nothing.
 * Call with the gift or the order's rows locked (server/modules/refunds/refund-record.ts).
 */
export async function reconcileReceiptAfterRefund(
  tx: DbOrTx,
  services: MailServices,
  target: { donationId: string } | { registrationId: string },
  now = new Date(),
) {
  const byTarget =
    "donationId" in target
      ? eq(receipts.donationId, target.donationId)
      : eq(receipts.registrationId, target.registrationId);
  const [latest] = await tx
    .select()
    .from(receipts)
    .where(byTarget)
    // The live receipt if any (nulls first), else the one voided last.
    .orderBy(
      sql`${receipts.voidedAt} desc nulls first`,
      desc(receipts.year),
      desc(receipts.sequence),
    )
    .limit(1);
  // A gift or purchase that never had a receipt (not a contribution) has none to void.
  if (!latest) return null;
  let expected: { amountCents: number; goodsValueCents: number } | null;
  if ("donationId" in target) {
    const [gift] = await tx.select().from(donations).where(eq(donations.id, target.donationId));
    const figures = gift ? donationFigures(gift) : null;
    expected = figures && (figures.kind === "in_kind" || figures.amountCents > 0) ? figures : null;
  } else {
    expected = await orderFigures(tx, target.registrationId);
  }
  const live = latest.voidedAt ? null : latest;
  if (
    live &&
    expected &&
    live.amountCents === expected.amountCents &&
    live.goodsValueCents === expected.goodsValueCents
  ) {
    return null;
  }
  if (!live && !expected) return null;
  let voided: Receipt | null = null;
  if (live) {
    [voided] = await tx
      .update(receipts)
      .set({ voidedAt: now, voidReason: REFUND_VOID_REASON })
      .where(eq(receipts.id, live.id))
      .returning();
  }
  let replacement: Receipt | null = null;
  if (expected) {
    replacement =
      "donationId" in target
        ? await issueDonationReceipt(tx, services, target.donationId, {
            replacesId: latest.id,
            now,
          })
        : await issueOrderReceipt(tx, services, target.registrationId, {
            receivedAt: latest.receivedAt,
            replacesId: latest.id,
            now,
          });
  }
  const to = (replacement ?? voided ?? latest).donorEmail;
  if (to && voided)
    await enqueueEmail(tx, await voidedReceiptEmail(tx, services, to, voided, replacement));
  return { voided, replacement };
}

/** The donor's notice that a receipt was voided (and its replacement, if money remains). */
export async function voidedReceiptEmail(
  tx: DbOrTx,
  services: MailServices,
  to: string,
  voided: Receipt,
  replacement: Receipt | null,
): Promise<EmailMessage> {
  const settings = await siteSettingsIn(tx, services);
  const parts = [
    `Dear ${voided.donorName},`,
    "",
    `Because of a refund, receipt ${voided.number} has been voided: please do not use it for your tax records.` +
      (replacement
        ? ` Receipt ${replacement.number} below covers what remains of your contribution.`
        : ""),
    "",
    await renderReceiptText(tx, services, voided),
  ];
  if (replacement) parts.push("", "—", "", await renderReceiptText(tx, services, replacement));
  parts.push("", `With thanks,`, settings.name);
  return {
    to,
    subject: replacement
      ? `Receipt ${voided.number} voided; your new receipt is ${replacement.number}`
      : `Receipt ${voided.number} voided after your refund`,
    text: parts.join("\n"),
  };
}
