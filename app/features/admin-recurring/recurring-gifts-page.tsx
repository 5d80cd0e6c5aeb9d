// docs/recurring-gifts.md "Staff view": recurring gifts with donor, amount, interval, state,
// next charge, start and last payment; filtered by state; each links to its gifts.
import { Filter, Repeat } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import {
  RECURRING_STATUSES,
  RECURRING_STATUS_LABELS,
} from "../../../shared/schemas/recurring-gift";
import { TableScroll } from "~/components/ui/table-scroll";

type Status = (typeof RECURRING_STATUSES)[number];

type RecurringRow = {
  id: string;
  provider: string;
  status: Status;
  amountCents: number;
  interval: "month" | "year" | null;
  nextChargeAt: Date | null;
  startedAt: Date | null;
  lastPaidAt: Date | null;
  gifts: number;
  donorName: string | null;
  donorEmail: string | null;
  designation: string;
};

const variants = {
  active: "success",
  past_due: "warning",
  paused: "secondary",
  cancelled: "outline",
} as const;

export function RecurringStatusBadge({ status }: { status: Status }) {
  return <Badge variant={variants[status]}>{RECURRING_STATUS_LABELS[status]}</Badge>;
}

const dateOrDash = (value: Date | null) => (value ? formatDate(value) : "—");

export function RecurringGiftsPage({
  gifts,
  total,
  page,
  pageSize,
  filter,
}: {
  gifts: RecurringRow[];
  total: number;
  page: number;
  pageSize: number;
  filter: { status?: Status };
}) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Recurring Gifts"
        description="Monthly and yearly gifts, as the payment provider last reported them. Donors change their own gifts from the link in their receipts."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/donations">All donations</Link>
          </Button>
        }
      />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor="recurring-status">Status</Label>
          <NativeSelect
            id="recurring-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className="w-48"
          >
            <option value="">All</option>
            {RECURRING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RECURRING_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="secondary">
          <Filter aria-hidden="true" /> Filter
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total} recurring {total === 1 ? "gift" : "gifts"}
        {filter.status ? ` ${RECURRING_STATUS_LABELS[filter.status].toLowerCase()}` : ""}
      </p>
      {gifts.length === 0 ? (
        <EmptyState
          icon={Repeat}
          title={filter.status ? "No recurring gifts in this state." : "No recurring gifts yet"}
        />
      ) : (
        <TableScroll label="Recurring gifts">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Recurring gifts</caption>
            <thead className="bg-secondary">
              <tr>
                {[
                  "Donor",
                  "Amount",
                  "Status",
                  "Next charge",
                  "Started",
                  "Last payment",
                  "Gifts",
                ].map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {gifts.map((g) => (
                <tr key={g.id} data-testid="recurring-gift">
                  <td className="px-3 py-2">
                    {g.donorName ?? "Unknown donor"}
                    {g.donorEmail ? (
                      <span className="block text-xs text-muted-foreground">{g.donorEmail}</span>
                    ) : null}
                    <span className="block text-xs text-muted-foreground">{g.designation}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 font-medium">
                    {formatCents(g.amountCents)}{" "}
                    <span className="font-normal text-muted-foreground">
                      {g.interval === "year" ? "yearly" : "monthly"}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <RecurringStatusBadge status={g.status} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{dateOrDash(g.nextChargeAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{dateOrDash(g.startedAt)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{dateOrDash(g.lastPaidAt)}</td>
                  <td className="px-3 py-2">
                    {g.donorEmail ? (
                      <Link
                        to={`/admin/donations?q=${encodeURIComponent(g.donorEmail)}`}
                        className="whitespace-nowrap font-medium text-primary underline"
                        aria-label={`${g.gifts} ${g.gifts === 1 ? "gift" : "gifts"} of ${g.donorName ?? g.donorEmail}`}
                      >
                        {g.gifts} {g.gifts === 1 ? "gift" : "gifts"}
                      </Link>
                    ) : (
                      g.gifts
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
