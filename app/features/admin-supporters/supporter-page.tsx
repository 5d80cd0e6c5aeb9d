// /admin/supporters/:id (docs/supporters.md, decision 020): one person's contact details,
// their addresses, giving and everything linked to them; merging another record into this one.
import { ArrowLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate, formatDateTime } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { methodLabel } from "../../../shared/domain/receipt-text";
import type { SupporterDetail } from "../../../server/modules/supporters/index.server";
import { ContactForm } from "./contact-form";
import { HistoryTable } from "./history-table";
import { MergeSection } from "./merge-section";

const capitalise = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, " ");
const intervalLabel = (interval: "month" | "year" | null) =>
  interval === "month" ? "Monthly" : interval === "year" ? "Yearly" : "One-time";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

export function SupporterPage({
  supporter,
  figures,
  emails,
  mergedInto,
  mergedFrom,
  gifts,
  recurring,
  registrations,
  guests,
  messages,
  receipts,
}: SupporterDetail) {
  return (
    <div className="space-y-8">
      <Link
        to="/admin/supporters"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All supporters
      </Link>
      <AdminPageHeader
        title={supporter.name}
        description={supporter.email ?? "No e-mail address"}
        actions={
          mergedInto ? null : (
            <Button asChild>
              <Link to={`/admin/donations/new?supporter=${supporter.id}`}>
                <Plus aria-hidden="true" /> Record a gift
              </Link>
            </Button>
          )
        }
      />
      {mergedInto ? (
        <p
          role="note"
          className="rounded-md border border-warning bg-warning/10 p-3 text-sm font-medium"
          data-testid="merged-into"
        >
          Merged into{" "}
          <Link to={`/admin/supporters/${mergedInto.id}`} className="text-primary underline">
            {mergedInto.name}
          </Link>
          . This record is kept as history; its gifts and registrations are on that record now.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Lifetime given" value={formatCents(figures.lifetimeCents)} />
        <Figure label="Given this year" value={formatCents(figures.yearCents)} />
        <Figure label="Gifts" value={String(figures.gifts)} />
        <Figure
          label="Last gift"
          value={figures.lastGiftAt ? formatDate(figures.lastGiftAt) : "—"}
        />
      </dl>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        {mergedInto ? (
          <p className="text-sm text-muted-foreground">
            Contact details are edited on the record this one was merged into.
          </p>
        ) : (
          // Keyed by the merges, not by every save (a remount would drop the save's own toast): after a
          // merge fills blank fields, the form shows them.
          <ContactForm key={mergedFrom.length} supporter={supporter} />
        )}
        <section aria-labelledby="emails-title" className="space-y-3">
          <h2 id="emails-title" className="text-xl font-semibold">
            E-mail addresses
          </h2>
          {emails.length === 0 ? (
            <p className="text-sm text-muted-foreground">None on record.</p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="supporter-emails">
              {emails.map((email) => (
                <li key={email} className="break-all">
                  {email}{" "}
                  {email === supporter.email ? <Badge variant="secondary">Contact</Badge> : null}
                </li>
              ))}
            </ul>
          )}
          {mergedFrom.length > 0 ? (
            <>
              <h3 className="pt-2 font-semibold">Records merged into this one</h3>
              <ul className="space-y-1 text-sm" data-testid="merged-from">
                {mergedFrom.map((m) => (
                  <li key={m.id}>
                    <Link to={`/admin/supporters/${m.id}`} className="text-primary underline">
                      {m.name}
                    </Link>{" "}
                    <span className="text-muted-foreground">on {formatDate(m.mergedAt)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <HistoryTable
        id="gifts"
        title="Gifts"
        headers={["Date", "Amount", "Method", "Fund", "Frequency", "Status"]}
        empty="No gifts yet."
        rows={gifts.map((g) => ({
          key: g.id,
          cells: [
            <span className="whitespace-nowrap">{formatDateTime(g.at)}</span>,
            <span className="whitespace-nowrap font-medium">{formatCents(g.amountCents)}</span>,
            methodLabel(g.method),
            g.fund ?? "General Fund",
            intervalLabel(g.interval),
            <>
              {capitalise(g.status)}
              {g.refundedCents > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  {formatCents(g.refundedCents)} refunded
                </span>
              ) : null}
            </>,
          ],
        }))}
      />
      <HistoryTable
        id="recurring"
        title="Recurring gifts"
        headers={["Amount", "Interval", "Status", "Next charge"]}
        empty="No recurring gifts."
        rows={recurring.map((r) => ({
          key: r.id,
          cells: [
            r.amountCents === null ? "—" : formatCents(r.amountCents),
            intervalLabel(r.interval),
            capitalise(r.status),
            r.nextChargeAt && r.status !== "cancelled" ? formatDate(r.nextChargeAt) : "—",
          ],
        }))}
      />
      <HistoryTable
        id="registrations"
        title="Registrations"
        headers={["Event", "Date", "Tickets", "Total", "Status"]}
        empty="No registrations."
        rows={registrations.map((r) => ({
          key: r.id,
          cells: [
            <Link
              to={`/admin/events/${r.eventId}/manage`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {r.event}
            </Link>,
            <span className="whitespace-nowrap">{formatDate(r.startsAt)}</span>,
            r.tickets,
            <>
              {formatCents(r.totalCents)}
              {r.refundedCents > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  {formatCents(r.refundedCents)} refunded
                </span>
              ) : null}
            </>,
            capitalise(r.status),
          ],
        }))}
      />
      <HistoryTable
        id="guests"
        title="Guest appearances"
        headers={["Event", "Date", "Guest name", "Booked by"]}
        empty="Not listed as a guest at any event."
        rows={guests.map((g) => ({
          key: g.id,
          cells: [
            g.event,
            <span className="whitespace-nowrap">{formatDate(g.startsAt)}</span>,
            g.guestName,
            g.bookedBy,
          ],
        }))}
      />
      <HistoryTable
        id="messages"
        title="Messages"
        headers={["Date", "Subject"]}
        empty="No messages."
        rows={messages.map((m) => ({
          key: m.id,
          cells: [
            <span className="whitespace-nowrap">{formatDateTime(m.at)}</span>,
            m.subject || "(no subject)",
          ],
        }))}
      />
      <HistoryTable
        id="receipts"
        title="Receipts"
        headers={["Number", "Date", "Amount", "Deductible", "Voided"]}
        empty="No receipts."
        rows={receipts.map((r) => ({
          key: r.id,
          cells: [
            <span className="whitespace-nowrap">{r.number}</span>,
            <span className="whitespace-nowrap">{formatDate(r.receivedAt)}</span>,
            formatCents(r.amountCents),
            formatCents(r.deductibleCents),
            r.voidedAt ? formatDate(r.voidedAt) : "No",
          ],
        }))}
      />
      {mergedInto ? null : <MergeSection intoId={supporter.id} intoName={supporter.name} />}
    </div>
  );
}
