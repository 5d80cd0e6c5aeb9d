// One gift of the donations list (decision 016, decision 020): a row of the table on a
// wide screen, a card of labelled lines on a phone, with its receipt and refund actions.
import { FileText, Mail, Undo2 } from "lucide-react";
import type { RefundSubject } from "~/components/admin/refund-plan";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { methodLabel, type ReceiptMethod } from "../../../shared/domain/receipt-text";
import type { donationStatusValues } from "../../../shared/schemas/admin-lists";
import { DonationStatusBadge } from "./donation-status-badge";

type Status = (typeof donationStatusValues)[number];
export type DonationRow = {
  id: string;
  createdAt: Date;
  donorName: string;
  donorEmail: string;
  isAnonymous: boolean;
  amountCents: number;
  /** Decision 016: refunded so far, and whether a payment is on record to refund. */
  refundedCents: number;
  refundable: boolean;
  interval: "month" | "year" | null;
  status: Status;
  fundraiserTitle: string | null;
  message: string | null;
  /** Decision 020: how an offline gift came in, and the gift's live receipt. */
  method: ReceiptMethod;
  chequeNumber: string | null;
  receipt: { id: string; number: string } | null;
};

const frequency = (interval: DonationRow["interval"]) =>
  interval === "month" ? "Monthly" : interval === "year" ? "Yearly" : "One-time";

// On a phone each cell is a line of its card, its column's name shown above the value
// (data-label; the header row is hidden there).
const cell =
  "px-3 py-2 max-md:block max-md:py-1 max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]";

export function DonationTableRow({
  donation: d,
  sending,
  onSendReceipt,
  onRefund,
}: {
  donation: DonationRow;
  sending: boolean;
  onSendReceipt: (donation: DonationRow) => void;
  onRefund: (subject: RefundSubject) => void;
}) {
  return (
    <tr
      data-testid="donation"
      className="max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:py-2"
    >
      <td data-label="Date" className={`whitespace-nowrap ${cell}`}>
        {formatDateTime(d.createdAt)}
      </td>
      <td data-label="Donor" className={cell}>
        {d.isAnonymous ? (
          <>
            Anonymous <span className="block text-xs text-muted-foreground">({d.donorName})</span>
          </>
        ) : (
          d.donorName
        )}
      </td>
      <td data-label="Email" className={`max-md:break-all ${cell}`}>
        {d.donorEmail}
      </td>
      <td data-label="Amount" className={`whitespace-nowrap font-medium ${cell}`}>
        {formatCents(d.amountCents)}
        {d.refundedCents > 0 ? (
          <span
            className="block text-xs font-normal text-muted-foreground"
            data-testid="donation-refunded"
          >
            {formatCents(d.refundedCents)} refunded
          </span>
        ) : null}
      </td>
      <td data-label="Fundraiser" className={cell}>
        {d.fundraiserTitle ?? "General Fund"}
      </td>
      <td data-label="Frequency or method" className={cell}>
        {d.method === "online" ? (
          frequency(d.interval)
        ) : (
          <span data-testid="donation-method">
            {methodLabel(d.method)}
            {d.chequeNumber ? ` no. ${d.chequeNumber}` : ""}
          </span>
        )}
      </td>
      <td data-label="Status" className={cell}>
        <DonationStatusBadge status={d.status} />
      </td>
      <td className="whitespace-nowrap px-1 py-2 max-md:col-span-2">
        {d.receipt ? (
          <>
            <Button asChild variant="ghost" size="icon" title={`Receipt PDF (${d.receipt.number})`}>
              <a
                href={`/admin/receipts/${d.receipt.id}/pdf`}
                target="_blank"
                rel="noreferrer"
                aria-label={`Receipt PDF ${d.receipt.number} for the gift of ${d.donorName}`}
              >
                <FileText aria-hidden="true" />
              </a>
            </Button>
            {d.donorEmail ? (
              <Button
                variant="ghost"
                size="icon"
                title="Send receipt"
                aria-label={`Send receipt ${d.receipt.number} to ${d.donorName}`}
                disabled={sending}
                onClick={() => onSendReceipt(d)}
              >
                <Mail aria-hidden="true" />
              </Button>
            ) : null}
          </>
        ) : null}
        {d.status === "completed" && d.refundable && d.refundedCents < d.amountCents ? (
          <Button
            variant="destructive-ghost"
            size="icon"
            aria-label={`Refund the gift of ${d.donorName}`}
            title="Refund"
            onClick={() =>
              onRefund({
                kind: "gift",
                id: d.id,
                name: d.donorName,
                paidCents: d.amountCents,
                refundedCents: d.refundedCents,
                tickets: null,
              })
            }
          >
            <Undo2 aria-hidden="true" />
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
