// docs/payments.md "Donations": a receipt for every completed gift — organisation and
// EIN, date, amount, designation, the no-goods-or-services statement, and for
// recurring gifts a link to manage or cancel it without logging in. The wording
// around the receipt block is the staff-editable template (docs/architecture.md
// "E-mail templates"); the block itself, which the IRS asks for, is made here
// and every template must keep it ({{receipt_text}}).
import { formatCents } from "../../../shared/domain/money";
import { formatLongDate } from "../../../shared/domain/dates";
import type { DbOrTx } from "../../db/client";
import type { EmailMessage } from "../../mail/outbox";
import { renderEmailTemplate, siteSettingsIn, type MailServices } from "../../core/index.server";

import { GENERAL_FUND, NO_GOODS_STATEMENT } from "../../../shared/domain/receipt-text";

// The receipt's words live in shared/domain/receipt-text.ts (decision 020); re-exported for older callers.
export { GENERAL_FUND, NO_GOODS_STATEMENT };

export type ReceiptInput = {
  donationId: string;
  donorName: string;
  donorEmail: string;
  amountCents: number;
  completedAt: Date;
  fundraiserTitle: string | null;
  interval: "month" | "year" | null;
  /** Present for recurring gifts. */
  manageUrl: string | null;
  /** The numbered receipt's text (shared/domain/receipt-text.ts); without it, the older block with the gift's id. */
  receiptText?: string;
  /** E.g. the receipt as a PDF. */
  attachments?: EmailMessage["attachments"];
};

/** Pass the transaction that completes the gift. */
export async function donationReceipt(
  tx: DbOrTx,
  services: MailServices,
  input: ReceiptInput,
): Promise<EmailMessage> {
  const settings = await siteSettingsIn(tx, services);
  const cadence =
    input.interval === "month" ? "monthly" : input.interval === "year" ? "yearly" : null;
  const amount = formatCents(input.amountCents);
  const designation = input.fundraiserTitle ?? GENERAL_FUND;
  const date = formatLongDate(input.completedAt);
  const rows: [string, string][] = [
    ["Organization", `${settings.legalName} (EIN ${settings.ein})`],
    ["Date", date],
    ["Amount", `${amount}${cadence ? ` (${cadence} recurring gift)` : ""}`],
    ["Designation", designation],
    ["Receipt number", input.donationId],
  ];
  const receiptText =
    input.receiptText ??
    `${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${NO_GOODS_STATEMENT}`;
  const recurring = Boolean(cadence && input.manageUrl);
  const mail = await renderEmailTemplate(
    tx,
    recurring ? "donation-receipt-recurring" : "donation-receipt",
    {
      name: input.donorName,
      amount,
      designation,
      date,
      receipt_text: receiptText,
      ...(recurring ? { cadence: cadence!, manage_link: input.manageUrl! } : {}),
    },
    settings,
  );
  return {
    to: input.donorEmail,
    ...mail,
    ...(input.attachments ? { attachments: input.attachments } : {}),
  };
}
