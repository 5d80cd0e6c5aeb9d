// docs/payments.md "Donations": a receipt for every completed gift — organisation and
// EIN, date, amount, designation, the no-goods-or-services statement, and for
// recurring gifts a link to manage or cancel it without logging in.
import { formatCents } from "../../../shared/domain/money";
import { formatLongDate } from "../../../shared/domain/dates";
import { site } from "../../../shared/site";
import type { EmailMessage } from "../../mail/outbox";

export const NO_GOODS_STATEMENT = "No goods or services were provided in exchange for this contribution.";
export const GENERAL_FUND = "General Fund";

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
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function donationReceipt(input: ReceiptInput): EmailMessage {
  const cadence = input.interval === "month" ? "monthly" : input.interval === "year" ? "yearly" : null;
  const amount = `${formatCents(input.amountCents)}${cadence ? ` (${cadence} recurring gift)` : ""}`;
  const rows: [string, string][] = [
    ["Organization", `${site.legalName} (EIN ${site.ein})`],
    ["Date", formatLongDate(input.completedAt)],
    ["Amount", amount],
    ["Designation", input.fundraiserTitle ?? GENERAL_FUND],
    ["Receipt number", input.donationId],
  ];
  const manage = input.manageUrl
    ? `Manage or cancel your ${cadence} gift at any time, no login needed:\n${input.manageUrl}\n\n`
    : "";
  const text =
    `Dear ${input.donorName},\n\n` +
    `Thank you for your gift to ${site.legalName}. Please keep this receipt for your records.\n\n` +
    rows.map(([k, v]) => `${k}: ${v}`).join("\n") +
    `\n\n${NO_GOODS_STATEMENT}\n\n` +
    manage +
    `With gratitude,\n${site.name}\n${site.email} · ${site.phone}\n`;
  const html =
    `<p>Dear ${escapeHtml(input.donorName)},</p>` +
    `<p>Thank you for your gift to ${escapeHtml(site.legalName)}. Please keep this receipt for your records.</p>` +
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join("")}</table>` +
    `<p>${NO_GOODS_STATEMENT}</p>` +
    (input.manageUrl
      ? `<p><a href="${escapeHtml(input.manageUrl)}">Manage or cancel your ${cadence} gift</a> at any time, no login needed.</p>`
      : "") +
    `<p>With gratitude,<br>${escapeHtml(site.name)}<br>${escapeHtml(site.email)} · ${escapeHtml(site.phone)}</p>`;
  return {
    to: input.donorEmail,
    subject: `Your donation receipt from ${site.name}`,
    text,
    html,
  };
}
