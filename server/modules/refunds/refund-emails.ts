// The refund e-mails (docs/decisions/016-refunds.md): to the buyer of a
// refunded registration, and to a donor whose gift's receipt is void or
// corrected (DESIGN "Receipts": a refund voids one). Wording is the
// staff-editable template; the details block is made here.
import type { DbOrTx } from "../../db/client";
import type { donations, eventRegistrations } from "../../db/schema";
import type { EmailMessage } from "../../mail/outbox";
import { formatLongDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { orderIdOf, orderReference } from "../../../shared/domain/orders";
import { GENERAL_FUND } from "../giving/index.server";
import { renderEmailTemplate, siteSettingsIn, type MailServices } from "../../core/index.server";

/** Pass the transaction that records the refund; `registration` as it is after it. */
export async function registrationRefundEmail(
  tx: DbOrTx,
  services: MailServices,
  input: {
    registration: typeof eventRegistrations.$inferSelect;
    eventTitle: string;
    amountCents: number;
    units: number;
  },
): Promise<EmailMessage> {
  const { registration: r } = input;
  const settings = await siteSettingsIn(tx, services);
  const details = [
    // The order's reference, not this line's: the one its confirmation e-mail and
    // the buyer's own page print (docs/decisions/018-codes-and-orders.md).
    `Registration reference: ${orderReference(orderIdOf(r))}`,
    ...(input.units > 0
      ? [
          `Tickets given back: ${input.units}`,
          `Tickets you still hold: ${r.status === "active" ? r.quantity : 0}`,
        ]
      : []),
    `Refunded in all: ${formatCents(r.refundedCents)} of ${formatCents(r.totalCents)} paid`,
  ];
  const mail = await renderEmailTemplate(
    tx,
    "registration-refund",
    {
      name: r.customerName,
      event_title: input.eventTitle,
      amount: formatCents(input.amountCents),
      refund_details: details.join("\n"),
    },
    settings,
  );
  return { to: r.customerEmail, ...mail };
}

/** Pass the transaction that records the refund; `gift` as it is after it. */
export async function donationRefundEmail(
  tx: DbOrTx,
  services: MailServices,
  input: {
    gift: typeof donations.$inferSelect;
    fundraiserTitle: string | null;
    amountCents: number;
  },
): Promise<EmailMessage> {
  const { gift } = input;
  const settings = await siteSettingsIn(tx, services);
  const kept = Math.max(gift.amountCents - gift.refundedCents, 0);
  const receipt = `Your receipt for this gift (receipt number ${gift.id})`;
  const status =
    kept === 0
      ? `${receipt} is void: the gift has been refunded in full. Please do not use it for your tax records.`
      : `${receipt} is corrected: the amount of your contribution is now ${formatCents(kept)}.\nPlease use this amount for your tax records.`;
  const mail = await renderEmailTemplate(
    tx,
    "donation-refund",
    {
      name: gift.donorName,
      amount: formatCents(input.amountCents),
      original_amount: formatCents(gift.amountCents),
      date: formatLongDate(gift.completedAt ?? gift.createdAt),
      designation: input.fundraiserTitle ?? GENERAL_FUND,
      receipt_status: status,
    },
    settings,
  );
  return { to: gift.donorEmail, ...mail };
}
