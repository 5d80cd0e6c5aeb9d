// The words of a receipt (DESIGN "Receipts (IRS Publication 1771)", decision 020):
// one pure function, so the e-mail, the PDF and the back office say exactly the
// same thing. docs/receipts.md explains each statement and when it appears.
import { formatCents } from "./money";
import { formatDate } from "./dates";

/** Kept word for word: the receipt e-mail and its tests have always said it. */
export const NO_GOODS_STATEMENT =
  "No goods or services were provided in exchange for this contribution.";
export const GENERAL_FUND = "General Fund";
/** Publication 1771: a single contribution of $250 or more needs a written acknowledgment. */
export const WRITTEN_ACKNOWLEDGMENT_CENTS = 25_000;
/** Publication 1771: a payment over $75 that buys goods or services needs the quid pro quo disclosure. */
export const QUID_PRO_QUO_CENTS = 7_500;

export const IN_KIND_VALUE_STATEMENT =
  "No value is assigned by the organization: the donor determines the value of an in-kind gift for tax purposes.";
export const WRITTEN_ACKNOWLEDGMENT_STATEMENT =
  "This receipt is the written acknowledgment of your contribution that the IRS asks for gifts of $250 or more. Please keep it with your tax records.";

export type ReceiptMethod = "online" | "cash" | "cheque" | "bank_transfer" | "stock" | "in_kind"; // donations.method (server/db/schema/payments.ts)

export type ReceiptForText = {
  number: string;
  kind: "gift" | "ticket" | "in_kind";
  donorName: string;
  amountCents: number;
  goodsValueCents: number;
  deductibleCents: number;
  description: string | null;
  receivedAt: Date | string;
  /** The fund or fundraiser (gifts) or the event (tickets); null is the General Fund. */
  designation: string | null;
  method?: ReceiptMethod | null;
  chequeNumber?: string | null;
  interval?: "month" | "year" | null;
  voidedAt?: Date | string | null;
  /** The number of the receipt this one replaces (after a partial refund). */
  replacesNumber?: string | null;
};

export type ReceiptOrganization = { legalName: string; ein: string };

const METHOD_LABELS: Record<ReceiptMethod, string> = {
  online: "Online payment",
  cash: "Cash",
  cheque: "Check",
  bank_transfer: "Bank transfer",
  stock: "Stock",
  in_kind: "In-kind gift",
};

export const methodLabel = (method: ReceiptMethod) => METHOD_LABELS[method];

/** The quid pro quo disclosure with the good-faith estimate (Publication 1771). */
export function quidProQuoStatement(amountCents: number, goodsValueCents: number) {
  const deductible = Math.max(amountCents - goodsValueCents, 0);
  return (
    `The amount of your contribution that is deductible for federal income tax purposes is limited to the excess ` +
    `of the amount paid (${formatCents(amountCents)}) over the value of goods and services provided ` +
    `(${formatCents(goodsValueCents)}): ${formatCents(deductible)}. ` +
    `The value of the goods and services is our good-faith estimate of their fair market value.`
  );
}

/** The whole receipt as plain text: one "Label: value" line each, then the statements. */
export function receiptText(receipt: ReceiptForText, org: ReceiptOrganization): string {
  const lines: string[] = [];
  if (receipt.voidedAt) {
    const what = receipt.kind === "ticket" ? "payment" : "gift";
    lines.push(
      `VOID — this receipt was voided on ${formatDate(receipt.voidedAt)} because the ${what} was refunded.`,
      "",
    );
  }
  const cadence =
    receipt.interval === "month" ? "monthly" : receipt.interval === "year" ? "yearly" : null;
  lines.push(
    `Organization: ${org.legalName} (EIN ${org.ein})`,
    `Receipt number: ${receipt.number}`,
    `Donor: ${receipt.donorName}`,
    `Date received: ${formatDate(receipt.receivedAt)}`,
  );
  if (receipt.kind === "in_kind") {
    lines.push(
      `Gift: ${receipt.description ?? "In-kind gift"}`,
      `Value: ${IN_KIND_VALUE_STATEMENT}`,
    );
  } else if (receipt.kind === "ticket") {
    lines.push(
      `Amount paid: ${formatCents(receipt.amountCents)}`,
      `Value of goods or services provided: ${formatCents(receipt.goodsValueCents)}`,
      `Deductible amount: ${formatCents(receipt.deductibleCents)}`,
    );
  } else {
    lines.push(
      `Amount: ${formatCents(receipt.amountCents)}${cadence ? ` (${cadence} recurring gift)` : ""}`,
    );
    if (receipt.method === "stock" && receipt.description)
      lines.push(`Gift of stock: ${receipt.description}`);
  }
  if (receipt.method && receipt.method !== "online" && receipt.method !== "in_kind") {
    lines.push(
      `Method: ${methodLabel(receipt.method)}${receipt.method === "cheque" && receipt.chequeNumber ? ` no. ${receipt.chequeNumber}` : ""}`,
    );
  }
  lines.push(
    `${receipt.kind === "ticket" ? "Event" : "Designation"}: ${receipt.designation ?? GENERAL_FUND}`,
  );
  if (receipt.replacesNumber) lines.push(`Replaces receipt: ${receipt.replacesNumber}`);
  lines.push("");
  lines.push(
    receipt.kind === "ticket" && receipt.goodsValueCents > 0
      ? quidProQuoStatement(receipt.amountCents, receipt.goodsValueCents)
      : NO_GOODS_STATEMENT,
  );
  // In-kind gifts are never valued, so the acknowledgment is always given for them.
  if (receipt.kind === "in_kind" || receipt.deductibleCents >= WRITTEN_ACKNOWLEDGMENT_CENTS) {
    lines.push(WRITTEN_ACKNOWLEDGMENT_STATEMENT);
  }
  return lines.join("\n");
}
