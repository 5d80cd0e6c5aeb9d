// The check-in screen at the door (DESIGN "After the sale": check-in; README
// "Using Homefront"): scan or search, see the result fill the screen, check
// guests in, offline too. Made for a phone held in one hand.
import { ScanLine } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { countCheckIns, matchScan, orderOf } from "../../../shared/domain/check-in-state";
import { formatLongDate, formatTime } from "../../../shared/domain/dates";
import { lookUpReference } from "./door-api";
import { DoorBanner, DoorCounts, DoorStatusLine, SyncNotices } from "./door-status";
import { FullScreen } from "./full-screen";
import { GuestSearch } from "./guest-search";
import { loadDecoder, QrScanner } from "./qr-scanner";
import { registerCheckInWorker } from "./register-worker";
import { CodeRefused } from "./code-refused";
import { RegistrationResult } from "./registration-result";
import { useDoor } from "./use-door";

type View =
  | { kind: "home" }
  | { kind: "scanning" }
  | { kind: "checking" }
  | { kind: "registration"; id: string; from: "scan" | "search" }
  | { kind: "refused"; message: string };

const NOT_ON_LIST = "Not on this event's list";

type Event = { id: string; title: string; startsAt: string | Date; location: string };

export function CheckInPage({ event }: { event: Event }) {
  const { state, record, sync, dismissNotice } = useDoor(event.id);
  const [view, setView] = useState<View>({ kind: "home" });
  const [query, setQuery] = useState("");
  const scanButton = useRef<HTMLButtonElement>(null);
  const counts = useMemo(() => (state.copy ? countCheckIns(state.copy) : null), [state.copy]);

  useEffect(() => {
    void registerCheckInWorker();
    // Fetch the QR decoder now, so scanning still works if the network goes.
    void loadDecoder().catch(() => undefined);
  }, []);

  const back = useCallback(() => {
    setView((current) => {
      if (current.kind === "registration" && current.from === "search") {
        requestAnimationFrame(() => document.getElementById("guest-search")?.focus());
        return { kind: "home" };
      }
      if (current.kind === "scanning") {
        requestAnimationFrame(() => scanButton.current?.focus());
        return { kind: "home" };
      }
      return { kind: "scanning" };
    });
  }, []);

  const onScan = useCallback(
    async (text: string) => {
      const found = state.copy ? matchScan(state.copy, text) : undefined;
      if (found) return setView({ kind: "registration", id: found.id, from: "scan" });
      if (!navigator.onLine) return setView({ kind: "refused", message: NOT_ON_LIST });
      setView({ kind: "checking" });
      try {
        const answer = await lookUpReference(event.id, text.trim().slice(0, 1000));
        if (answer.result === "this-event") {
          await sync();
          setView({ kind: "registration", id: answer.registrationId, from: "scan" });
        } else if (answer.result === "other-event") {
          setView({ kind: "refused", message: `This ticket is for ${answer.eventTitle}` });
        } else {
          setView({ kind: "refused", message: "This code is not a valid ticket" });
        }
      } catch {
        setView({ kind: "refused", message: NOT_ON_LIST });
      }
    },
    [state.copy, event.id, sync],
  );

  // A scan or a pick shows the registration's whole order (docs/decisions/019-order-at-the-door.md).
  const shown =
    view.kind === "registration" && state.copy ? orderOf(state.copy, view.id) : undefined;

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <header>
        <h1 className="text-xl font-bold sm:text-2xl">Check-in: {event.title}</h1>
        <p className="text-sm text-muted-foreground">
          {formatLongDate(event.startsAt)} at {formatTime(event.startsAt)} · {event.location}
        </p>
      </header>
      <DoorBanner state={state} onSync={() => void sync()} />
      {counts ? <DoorCounts counts={counts} /> : null}
      {view.kind === "home" ? (
        <SyncNotices notices={state.notices} onDismiss={dismissNotice} />
      ) : null}
      {state.loading && !state.copy ? (
        <p role="status">Downloading the guest list…</p>
      ) : !state.copy ? (
        <p role="alert" className="rounded-lg border border-destructive p-4 text-destructive">
          {state.problem ?? "The guest list could not be downloaded."}
        </p>
      ) : (
        <>
          <Button
            ref={scanButton}
            type="button"
            size="lg"
            className="min-h-16 w-full text-lg"
            onClick={() => setView({ kind: "scanning" })}
          >
            <ScanLine aria-hidden="true" className="size-6!" /> Scan ticket
          </Button>
          <GuestSearch
            copy={state.copy}
            query={query}
            onQuery={setQuery}
            onPick={(id) => setView({ kind: "registration", id, from: "search" })}
          />
        </>
      )}
      {view.kind !== "home" && state.copy ? (
        <FullScreen
          label={view.kind === "scanning" ? "Scan ticket" : "Ticket"}
          onClose={back}
          status={
            <>
              <DoorStatusLine
                state={state}
                checkedIn={counts?.checkedIn ?? 0}
                expected={counts?.expected ?? 0}
              />
              <SyncNotices notices={state.notices} onDismiss={dismissNotice} />
            </>
          }
        >
          {view.kind === "scanning" ? (
            <QrScanner onScan={(text) => void onScan(text)} onClose={back} />
          ) : view.kind === "checking" ? (
            <p role="status" className="text-lg">
              Checking this code…
            </p>
          ) : view.kind === "refused" ? (
            <CodeRefused message={view.message} onBack={back} />
          ) : shown ? (
            <RegistrationResult
              order={shown}
              backLabel={view.from === "search" ? "Back to search" : "Scan the next ticket"}
              onBack={back}
              onCheckIn={(guests) =>
                void record(guests.map((guest) => ({ op: "check-in", ...guest })))
              }
              onUndo={(guest) => void record([{ op: "undo", ...guest }])}
            />
          ) : (
            <CodeRefused message={NOT_ON_LIST} onBack={back} />
          )}
        </FullScreen>
      ) : null}
    </div>
  );
}
