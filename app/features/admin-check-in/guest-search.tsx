// Search by buyer, guest, e-mail or short reference, over the copy on the device
// (instant, and offline too). A match on any line of an order shows the whole
// order once (docs/decisions/019-order-at-the-door.md).
import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { Input } from "~/components/ui/input";
import { orderAdmission, refusalReason, searchOrders } from "../../../shared/domain/check-in-state";
import type { DoorCopy } from "../../../shared/schemas/check-in";

type Props = {
  copy: DoorCopy;
  query: string;
  onQuery: (q: string) => void;
  onPick: (id: string) => void;
};

export function GuestSearch({ copy, query, onQuery, onPick }: Props) {
  const hint = useId();
  const found = searchOrders(copy, query);
  return (
    <section aria-labelledby="search-heading" className="space-y-2">
      <h2 id="search-heading" className="text-lg font-semibold">
        <label htmlFor="guest-search">Search guests</label>
      </h2>
      <Input
        id="guest-search"
        type="search"
        autoComplete="off"
        aria-describedby={hint}
        className="h-12 text-base"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <p id={hint} className="text-sm text-muted-foreground">
        Name, e-mail or the reference printed on the ticket.
      </p>
      {query.trim() ? (
        <>
          <p role="status" className="sr-only">
            {found.length === 0 ? "No guests found" : `${found.length} found`}
          </p>
          {found.length === 0 ? (
            <p className="text-muted-foreground">No one on this list matches “{query.trim()}”.</p>
          ) : (
            <ul className="space-y-2" aria-label="Search results">
              {found.map((order) => {
                const r = order.lines[0]!;
                const { admitted, checkedIn, expected } = orderAdmission(order);
                const refused = order.lines.filter((line) => line.status !== "active");
                const reason = admitted.length === 0 ? refusalReason(r) : null;
                const others = [
                  ...new Set(order.lines.flatMap((line) => line.attendees.map((a) => a.name))),
                ].filter((n) => n !== r.buyerName);
                return (
                  <li key={order.id}>
                    <button
                      type="button"
                      onClick={() => onPick(r.id)}
                      className="flex min-h-14 w-full items-center gap-3 rounded-lg border bg-card p-3 text-left hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block text-lg font-medium break-words">{r.buyerName}</span>
                        <span className="block text-sm text-muted-foreground">
                          {order.lines
                            .map(
                              (line) =>
                                `${line.ticketType} · ${line.seats} ${line.seats === 1 ? "seat" : "seats"}`,
                            )
                            .join(", ")}{" "}
                          · #{r.shortReference}
                          {others.length ? ` · with ${others.join(", ")}` : ""}
                        </span>
                        <span
                          className={
                            reason
                              ? "block text-sm font-semibold text-red-700"
                              : "block text-sm font-medium text-green-800"
                          }
                        >
                          {reason ? reason : `${checkedIn} of ${expected} checked in`}
                        </span>
                        {!reason && refused.length > 0 ? (
                          <span className="block text-sm font-semibold text-red-700">
                            Not admitted: {refused.map((line) => line.ticketType).join(", ")}
                          </span>
                        ) : null}
                      </span>
                      <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
