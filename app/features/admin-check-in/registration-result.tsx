// The result of a scan or a search, filling the screen (DESIGN "After the sale":
// check-in): green to admit, red with the reason not to, then each attendee with
// their needs and who is already in. Focus lands on the heading.
import { CheckCircle2, Undo2, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { refusalReason } from "../../../shared/domain/check-in-state";
import { formatTime } from "../../../shared/domain/dates";
import type { DoorRegistration } from "../../../shared/schemas/check-in";

type Props = {
  registration: DoorRegistration;
  onCheckIn: (attendeeKeys: string[]) => void;
  onUndo: (attendeeKey: string) => void;
  onBack: () => void;
  backLabel: string;
};

export function RegistrationResult({ registration: r, onCheckIn, onUndo, onBack, backLabel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => heading.current?.focus(), [r.id]);
  const reason = refusalReason(r);
  const waiting = r.attendees.filter((a) => !a.checkedInAt);
  const inCount = r.attendees.length - waiting.length;
  const chosen = selected.filter((key) => waiting.some((a) => a.key === key));
  // The button used disappears with the change: focus goes back to the heading, which reads the new state.
  const checkIn = (keys: string[]) => {
    onCheckIn(keys);
    setSelected([]);
    heading.current?.focus();
  };
  const undo = (key: string) => {
    onUndo(key);
    heading.current?.focus();
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
          {reason ? <XCircle aria-hidden="true" className="size-8" /> : <CheckCircle2 aria-hidden="true" className="size-8" />}
          {reason ? "Do not admit" : waiting.length === 0 ? "Everyone is in" : "Admit"}
        </p>
        <h2 id="result-heading" ref={heading} tabIndex={-1} className="mt-2 text-3xl font-bold break-words focus:outline-none">
          {r.buyerName}
        </h2>
        <p className="mt-1 text-lg">
          {r.ticketType} · {r.seats} {r.seats === 1 ? "seat" : "seats"} · #{r.shortReference}
        </p>
        {reason ? <p className="mt-2 text-lg font-semibold">{reason}</p> : (
          <p className="mt-2 text-lg">{inCount} of {r.attendees.length} checked in</p>
        )}
      </div>
      {r.specialRequests ? (
        <p className="rounded-lg border p-3">
          <span className="font-semibold">Special requests:</span> {r.specialRequests}
        </p>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold">Guests</legend>
        {r.attendees.map((a) => {
          const id = `attendee-${a.key}`;
          return (
            <div key={a.key} className="flex items-start gap-3 rounded-lg border bg-card p-3">
              {!reason && !a.checkedInAt && waiting.length > 1 ? (
                <input
                  id={id}
                  type="checkbox"
                  className="mt-1 size-6 shrink-0 accent-green-700"
                  checked={selected.includes(a.key)}
                  onChange={(e) =>
                    setSelected((s) => (e.target.checked ? [...s, a.key] : s.filter((k) => k !== a.key)))
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
                  <p className="text-sm font-medium text-green-800">Checked in at {formatTime(a.checkedInAt)}</p>
                ) : null}
              </div>
              {a.checkedInAt ? (
                <Button type="button" variant="outline" className="min-h-11 shrink-0" onClick={() => undo(a.key)}>
                  <Undo2 aria-hidden="true" /> Undo<span className="sr-only"> check-in of {a.name}</span>
                </Button>
              ) : null}
            </div>
          );
        })}
      </fieldset>
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
              onClick={() => checkIn(waiting.map((a) => a.key))}
            >
              {waiting.length === 1 ? `Check in ${waiting[0]!.name}` : `Check in all (${waiting.length})`}
            </Button>
          </>
        ) : null}
        <Button type="button" size="lg" variant="secondary" className="min-h-12 w-full" onClick={onBack}>
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
        <h2 id="result-heading" ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold focus:outline-none">
          {message}
        </h2>
      </div>
      <Button type="button" size="lg" variant="secondary" className="min-h-12 w-full" onClick={onBack}>
        Scan the next ticket
      </Button>
    </section>
  );
}
