// The result of a scan or a search, filling the screen (DESIGN "After the sale":
// check-in): green to admit, red with the reason not to (admission-banner.tsx),
// then each attendee with their needs and who is already in (guest-row.tsx).
// Focus lands on the heading.
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  orderAdmission,
  refusalReason,
  type DoorOrder,
  type OrderGuest,
} from "../../../shared/domain/check-in-state";
import { plural } from "../../../shared/domain/words";
import type { DoorRegistration } from "../../../shared/schemas/check-in";
import { AdmissionBanner } from "./admission-banner";
import { GuestRow } from "./guest-row";

export type GuestRef = { registrationId: string; attendeeKey: string };

type Props = {
  order: DoorOrder;
  onCheckIn: (guests: GuestRef[]) => void;
  onUndo: (guest: GuestRef) => void;
  onBack: () => void;
  backLabel: string;
};

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
    return (
      <GuestRow
        key={key}
        registration={r}
        attendee={a}
        selectable={waiting.length > 1}
        selected={selected.includes(key)}
        onSelect={(checked) =>
          setSelected((s) => (checked ? [...s, key] : s.filter((k) => k !== key)))
        }
        onUndo={() => undo(ref)}
      />
    );
  };

  return (
    <section aria-labelledby="result-heading" className="space-y-4">
      <AdmissionBanner
        order={order}
        reason={reason}
        waiting={waiting.length}
        checkedIn={checkedIn}
        expected={expected}
        admittedLines={admitted.length}
        headingRef={heading}
      />
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
                  {r.ticketType} · {plural(r.seats, "seat")}
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
