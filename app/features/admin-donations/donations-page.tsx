import { DollarSign, FileText, HandCoins, Mail, Repeat, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { methodLabel, type ReceiptMethod } from "../../../shared/domain/receipt-text";
import { useState } from "react";
import { Link } from "react-router";
import { RefundDialog } from "~/components/admin/refund-dialog";
import type { RefundSubject } from "~/components/admin/refund-plan";
import { Button } from "~/components/ui/button";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { formatDateTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { donationStatusValues } from "../../../shared/schemas/admin-lists";
import { DonationStatusBadge } from "./donation-status-badge";
import { DonationsSearch } from "./donations-search";
import { TableScroll } from "~/components/ui/table-scroll";

type Status = (typeof donationStatusValues)[number];
type DonationRow = {
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

/** Beyond SPEC (README "Using Homefront"): every gift, searchable, exportable. */
export function DonationsPage({
  donations,
  total,
  completedCents,
  page,
  pageSize,
  filter,
}: {
  donations: DonationRow[];
  total: number;
  completedCents: number;
  page: number;
  pageSize: number;
  filter: { q?: string; status?: Status };
}) {
  const filtered = Boolean(filter.q || filter.status);
  const [refunding, setRefunding] = useState<RefundSubject | null>(null);
  const send = useAdminMutation<{ ok: true; number: string; to: string }>();
  const sendReceipt = (d: DonationRow) =>
    send.submit(
      { intent: "sendReceipt", id: d.id },
      {
        onSuccess: (result) =>
          toast.success(`Receipt ${result.number} is on its way to ${result.to}.`),
        onError: (error) =>
          toast.error("Could not send the receipt", { description: error.message }),
      },
    );
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Donations"
        description="Every gift, one-time and recurring, newest first."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/donations/recurring">
                <Repeat aria-hidden="true" /> Recurring gifts
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admin/donations/new">
                <HandCoins aria-hidden="true" /> Record a gift
              </Link>
            </Button>
          </>
        }
      />
      <DonationsSearch filter={filter} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total} {total === 1 ? "donation" : "donations"}
        {filtered ? " match" : ""} · {formatCents(completedCents)} completed, net of refunds
      </p>
      {donations.length === 0 ? (
        <EmptyState
          icon={DollarSign}
          title={filtered ? "No donations match your search." : "No donations yet"}
        />
      ) : (
        // Below md each gift is a card of labelled lines (the column's name before each
        // value), so a phone sees amount and status without scrolling sideways.
        <TableScroll label="Donations">
          <table className="w-full text-left text-sm max-md:block">
            <caption className="sr-only">Donations</caption>
            <thead className="bg-secondary max-md:hidden">
              <tr>
                {[
                  "Date",
                  "Donor",
                  "Email",
                  "Amount",
                  "Fundraiser",
                  "Frequency or method",
                  "Status",
                ].map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-1 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y max-md:block">
              {donations.map((d) => (
                <tr
                  key={d.id}
                  data-testid="donation"
                  className="max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:py-2"
                >
                  <td data-label="Date" className={`whitespace-nowrap ${cell}`}>
                    {formatDateTime(d.createdAt)}
                  </td>
                  <td data-label="Donor" className={cell}>
                    {d.isAnonymous ? (
                      <>
                        Anonymous{" "}
                        <span className="block text-xs text-muted-foreground">({d.donorName})</span>
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
                        <Button
                          asChild
                          variant="ghost"
                          size="icon"
                          title={`Receipt PDF (${d.receipt.number})`}
                        >
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
                            disabled={send.busy}
                            onClick={() => sendReceipt(d)}
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
                          setRefunding({
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
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
      <RefundDialog
        subject={refunding}
        action="/admin/donations"
        onClose={() => setRefunding(null)}
      />
    </div>
  );
}
