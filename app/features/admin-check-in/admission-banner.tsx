// The top of a door result (DESIGN "After the sale": check-in): green to admit
// (darker once everyone is in), red with the reason not to; the buyer's name is
// the heading that focus lands on.
import { CheckCircle2, XCircle } from "lucide-react";
import type { Ref } from "react";
import type { DoorOrder } from "../../../shared/domain/check-in-state";
import { plural } from "../../../shared/domain/words";

export function AdmissionBanner({
  order,
  reason,
  waiting,
  checkedIn,
  expected,
  admittedLines,
  headingRef,
}: {
  order: DoorOrder;
  /** Why the order is not admitted; null when a line of it is. */
  reason: string | null;
  /** Guests of the admitted lines not in yet. */
  waiting: number;
  checkedIn: number;
  expected: number;
  admittedLines: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const first = order.lines[0]!;
  return (
    <div
      className={
        reason
          ? "rounded-xl bg-red-700 p-5 text-white"
          : waiting === 0
            ? "rounded-xl bg-green-800 p-5 text-white"
            : "rounded-xl bg-green-700 p-5 text-white"
      }
    >
      <p className="flex items-center gap-2 text-2xl font-bold">
        {reason ? (
          <XCircle aria-hidden="true" className="size-8" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-8" />
        )}
        {reason ? "Do not admit" : waiting === 0 ? "Everyone is in" : "Admit"}
      </p>
      <h2
        id="result-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-3xl font-bold break-words focus:outline-none"
      >
        {first.buyerName}
      </h2>
      <p className="mt-1 text-lg">
        {order.lines.map((r) => `${r.ticketType} · ${plural(r.seats, "seat")}`).join(", ")} · #
        {first.shortReference}
      </p>
      {reason ? (
        <p className="mt-2 text-lg font-semibold">{reason}</p>
      ) : (
        <p className="mt-2 text-lg">
          {checkedIn} of {expected} checked in
        </p>
      )}
      {!reason && admittedLines < order.lines.length ? (
        <p className="mt-2 text-lg font-semibold">
          Some tickets in this order are not admitted: see below.
        </p>
      ) : null}
    </div>
  );
}
