import { DollarSign, HandCoins, Repeat } from "lucide-react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useState } from "react";
import { Link } from "react-router";
import { RefundDialog } from "~/components/admin/refund-dialog";
import type { RefundSubject } from "~/components/admin/refund-plan";
import { Button } from "~/components/ui/button";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { formatCents } from "../../../shared/domain/money";
import type { donationStatusValues } from "../../../shared/schemas/admin-lists";
import { DonationTableRow, type DonationRow } from "./donation-table-row";
import { DonationsSearch } from "./donations-search";
import { TableScroll } from "~/components/ui/table-scroll";

type Status = (typeof donationStatusValues)[number];
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
                <DonationTableRow
                  key={d.id}
                  donation={d}
                  sending={send.busy}
                  onSendReceipt={sendReceipt}
                  onRefund={setRefunding}
                />
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
