// The banner and counts of the check-in screen: online or offline, what waits to
// sync, when the list was downloaded, and seats checked in (DESIGN "After the sale").
import { CloudOff, RefreshCw, Wifi } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { CheckInCounts, SyncNotice } from "../../../shared/domain/check-in-state";
import { formatDateTime, formatTime } from "../../../shared/domain/dates";
import type { DoorState } from "./use-door";

export function DoorBanner({ state, onSync }: { state: DoorState; onSync: () => void }) {
  const waiting =
    state.queued === 0
      ? "Every check-in is synced"
      : `${state.queued} ${state.queued === 1 ? "check-in" : "check-ins"} waiting to sync`;
  return (
    <div
      role="status"
      className={
        state.online
          ? "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900"
          : "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-700 bg-amber-50 p-3 text-amber-950"
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        {state.online ? (
          <Wifi aria-hidden="true" className="size-5" />
        ) : (
          <CloudOff aria-hidden="true" className="size-5" />
        )}
        {state.online ? "Online" : "Offline: check-ins are saved on this phone"}
      </p>
      <p>{state.syncing ? "Syncing…" : waiting}</p>
      <p className="text-sm">
        {state.downloadedAt
          ? `List downloaded ${formatDateTime(state.downloadedAt)}`
          : "List not downloaded yet"}
      </p>
      {state.online && state.queued > 0 && !state.syncing ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="min-h-11 bg-white"
          onClick={onSync}
        >
          <RefreshCw aria-hidden="true" /> Sync now
        </Button>
      ) : null}
    </div>
  );
}

/** One line of the same, for the full-screen views. */
export function DoorStatusLine({
  state,
  checkedIn,
  expected,
}: {
  state: DoorState;
  checkedIn: number;
  expected: number;
}) {
  return (
    <p
      role="status"
      className={
        state.online
          ? "flex flex-wrap items-center gap-x-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900"
          : "flex flex-wrap items-center gap-x-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950"
      }
    >
      {state.online ? (
        <Wifi aria-hidden="true" className="size-4" />
      ) : (
        <CloudOff aria-hidden="true" className="size-4" />
      )}
      <span className="font-semibold">{state.online ? "Online" : "Offline"}</span>
      <span>
        · {state.queued === 0 ? "all synced" : `${state.queued} waiting to sync`} · {checkedIn} of{" "}
        {expected} in
      </span>
    </p>
  );
}

export function DoorCounts({ counts }: { counts: CheckInCounts }) {
  return (
    <section aria-labelledby="counts-heading" className="rounded-lg border bg-card p-3">
      <h2 id="counts-heading" className="sr-only">
        Checked in so far
      </h2>
      <p className="text-lg">
        <span className="text-2xl font-bold" data-testid="seats-checked-in">
          {counts.checkedIn}
        </span>{" "}
        of {counts.expected} {counts.expected === 1 ? "seat" : "seats"} checked in
      </p>
      {counts.byTicketType.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted-foreground">
          {counts.byTicketType.map((t) => (
            <li key={t.id}>
              {t.name}: {t.checkedIn} of {t.expected}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function SyncNotices({
  notices,
  onDismiss,
}: {
  notices: SyncNotice[];
  onDismiss: (id: string) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Sync messages">
      {notices.map((n) => (
        <li
          key={n.operationId}
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-red-700 bg-red-50 p-3 text-red-900"
        >
          <p className="flex-1">
            <span className="font-semibold">{n.attendeeName}:</span>{" "}
            {n.kind === "already"
              ? n.checkedInAt
                ? `Already checked in at ${formatTime(n.checkedInAt)}`
                : "Already checked in"
              : n.message}
          </p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="min-h-11 bg-white"
            onClick={() => onDismiss(n.operationId)}
          >
            Dismiss
          </Button>
        </li>
      ))}
    </ul>
  );
}
