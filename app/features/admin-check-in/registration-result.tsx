// The result of a scan or a search, filling the screen (DESIGN "After the sale":
// check-in): green to admit, red with the reason not to, then each attendee with
// their needs and who is already in. Focus lands on the heading.
import { CheckCircle2, Undo2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  orderAdmission,
  refusalReason,
  type DoorOrder,
  type OrderGuest,
} from "../../../shared/domain/check-in-state";
import { formatTime } from "../../../shared/domain/dates";
import type { DoorRegistration } from "../../../shared/schemas/check-in";

export type GuestRef = { registrationId: string; attendeeKey: string };

type Props = {
  order: DoorOrder;
  onCheckIn: (guests: GuestRef[]) => void;
  onUndo: (guest: GuestRef) => void;
  onBack: () => void;
  backLabel: string;
};

const seatsOf = (r: DoorRegistration) => `${r.seats} ${r.seats === 1 ? "seat" : "seats"}`;
const refOf = (g: OrderGuest): GuestRef => ({
  registrationId: g.registrationId,
  attendeeKey: g.attendee.key,
});
const selectionKey = (g: GuestRef) => `${g.registrationId} ${g.attendeeKey}`;

/**
 * A whole order (docs/decisions/019-order-at-the-door.md): one line shows as it
 * always did; several lines show each line's ticket type, seats, own admit state
 * (a cancelled line red) and guests, and "Check in all" takes every guest of the
 * admitted lines.
 */
export function RegistrationResult({ order, onCheckIn, onUndo, onBack, backLabel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => heading.current?.focus(), [order.id]);
  const first = order.lines[0]!;
  const several = order.lines.length > 1;
  const { admitted, waiting, checkedIn, expected } = orderAdmission(order);
  // The order is refused when no line of it is admitted: the first line's reason, or a summary.
  const reasons = [...new Set(order.lines.map(refusalReason))];
  const reason =
    admitted.length > 0
      ? null
      : reasons.length === 1
        ? reasons[0]!
        : "No ticket in this order can be admitted.";
  const chosen = waiting.filter((g) => selected.includes(selectionKey(refOf(g)))).map(refOf);
  const requests = [
    ...new Set(order.lines.map((r) => r.specialRequests).filter((x): x is string => !!x)),
  ];
  // The button used disappears with the change: focus goes back to the heading, which reads the new state.
  const checkIn = (guests: GuestRef[]) => {
    onCheckIn(guests);
    setSelected([]);
    heading.current?.focus();
  };
  const undo = (guest: GuestRef) => {
    onUndo(guest);
    heading.current?.focus();
  };

  const guestRow = (r: DoorRegistration, a: DoorRegistration["attendees"][number]) => {
    const ref = { registrationId: r.id, attendeeKey: a.key };
    const key = selectionKey(ref);
    const id = `attendee-${a.key}`;
    return (
      <div key={key} className="flex items-start gap-3 rounded-lg border bg-card p-3">
        {r.status === "active" && !a.checkedInAt && waiting.length > 1 ? (
          <input
            id={id}
            type="checkbox"
            className="mt-1 size-6 shrink-0 accent-green-700"
            checked={selected.includes(key)}
            onChange={(e) =>
              setSelected((s) => (e.target.checked ? [...s, key] : s.filter((k) => k !== key)))
            }
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-lg font-medium break-words">
            {a.name}
            {a.isPrimaryContact ? <span className="text-muted-foreground"> (Primary)</span> : null}
          </label>
          {a.dietary ? <p className="text-sm">Dietary: {a.dietary}</p> : null}
          {a.accessibility ? <p className="text-sm">Accessibility: {a.accessibility}</p> : null}
          {a.checkedInAt ? (
            <p className="text-sm font-medium text-green-800">
              Checked in at {formatTime(a.checkedInAt)}
            </p>
          ) : null}
        </div>
        {/* An undo on a line that is not admitted would be ignored here and refused by the server. */}
        {a.checkedInAt && r.status === "active" ? (
          <Button
            type="button"
            variant="outline"
            className="min-h-11 shrink-0"
            onClick={() => undo(ref)}
          >
            <Undo2 aria-hidden="true" /> Undo<span className="sr-only"> check-in of {a.name}</span>
          </Button>
        ) : null}
      </div>
    );
  };

  return (
    <section aria-labelledby="result-heading" className="space-y-4">
      <div
        className={
          reason
            ? "rounded-xl bg-red-700 p-5 text-white"
            : waiting.length === 0
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
          {reason ? "Do not admit" : waiting.length === 0 ? "Everyone is in" : "Admit"}
        </p>
        <h2
          id="result-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-3xl font-bold break-words focus:outline-none"
        >
          {first.buyerName}
        </h2>
        <p className="mt-1 text-lg">
          {order.lines.map((r) => `${r.ticketType} · ${seatsOf(r)}`).join(", ")} · #
          {first.shortReference}
        </p>
        {reason ? (
          <p className="mt-2 text-lg font-semibold">{reason}</p>
        ) : (
          <p className="mt-2 text-lg">
            {checkedIn} of {expected} checked in
          </p>
        )}
        {!reason && admitted.length < order.lines.length ? (
          <p className="mt-2 text-lg font-semibold">
            Some tickets in this order are not admitted: see below.
          </p>
        ) : null}
      </div>
      {requests.map((text) => (
        <p key={text} className="rounded-lg border p-3">
          <span className="font-semibold">Special requests:</span> {text}
        </p>
      ))}
      {several ? (
        order.lines.map((r) => {
          const lineReason = refusalReason(r);
          const lineWaiting = r.attendees.filter((a) => !a.checkedInAt).length;
          return (
            <fieldset key={r.id} className="space-y-2">
              <legend className="mb-2 w-full">
                <span className="block text-lg font-semibold">
                  {r.ticketType} · {seatsOf(r)}
                </span>
                {lineReason ? (
                  <span className="flex items-center gap-1 font-semibold text-red-700">
                    <XCircle aria-hidden="true" className="size-5 shrink-0" /> Do not admit:{" "}
                    {lineReason}
                  </span>
                ) : (
                  <span className="flex items-center gap-1 font-medium text-green-800">
                    <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                    {lineWaiting === 0 ? "Everyone is in" : "Admit"}
                  </span>
                )}
              </legend>
              {r.attendees.map((a) => guestRow(r, a))}
            </fieldset>
          );
        })
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-lg font-semibold">Guests</legend>
          {first.attendees.map((a) => guestRow(first, a))}
        </fieldset>
      )}
      <div className="flex flex-col gap-3">
        {!reason && waiting.length > 0 ? (
          <>
            {waiting.length > 1 ? (
              <Button
                type="button"
                size="lg"
                variant="outline"
                className="min-h-12 w-full"
                disabled={chosen.length === 0}
                onClick={() => checkIn(chosen)}
              >
                Check in selected ({chosen.length})
              </Button>
            ) : null}
            <Button
              type="button"
              size="lg"
              className="min-h-14 w-full bg-green-700 text-lg text-white hover:bg-green-800"
              onClick={() => checkIn(waiting.map(refOf))}
            >
              {waiting.length === 1
                ? `Check in ${waiting[0]!.attendee.name}`
                : `Check in all (${waiting.length})`}
            </Button>
          </>
        ) : null}
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="min-h-12 w-full"
          onClick={onBack}
        >
          {backLabel}
        </Button>
      </div>
    </section>
  );
}

/** A scanned code that is not a ticket for this event: red, with why. */
export function CodeRefused({ message, onBack }: { message: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message]);
  return (
    <section aria-labelledby="result-heading" className="space-y-4">
      <div className="rounded-xl bg-red-700 p-5 text-white">
        <p className="flex items-center gap-2 text-2xl font-bold">
          <XCircle aria-hidden="true" className="size-8" /> Do not admit
        </p>
        <h2
          id="result-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-2xl font-bold focus:outline-none"
        >
          {message}
        </h2>
      </div>
      <Button
        type="button"
        size="lg"
        variant="secondary"
        className="min-h-12 w-full"
        onClick={onBack}
      >
        Scan the next ticket
      </Button>
    </section>
  );
}
