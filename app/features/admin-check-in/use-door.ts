// The check-in screen's state (docs/architecture.md "Check-in at the door"): the
// guest list as last downloaded plus the queued check-ins, both kept in
// IndexedDB. Every tap is applied at once and queued with its own id; the queue
// syncs on load, when the browser comes back online and every 30 seconds, and
// the list is downloaded again after each sync.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { mergeResults, withQueued, type SyncNotice } from "../../../shared/domain/check-in-state";
import type { CheckInOperation, DoorCopy } from "../../../shared/schemas/check-in";
import { fetchDoorCopy, Offline, sendCheckIns, ServerRefusal } from "./door-api";
import { dequeue, deviceId, enqueue, readCopy, readQueue, saveCopy } from "./door-store";

const RETRY_MS = 30_000;
const BATCH = 500;

export type DoorState = {
  /** The copy as shown: downloaded, with the queued operations applied. */
  copy: DoorCopy | null;
  queued: number;
  downloadedAt: string | null;
  online: boolean;
  syncing: boolean;
  loading: boolean;
  /** Set when there is no copy on the device and none could be downloaded. */
  problem: string | null;
  notices: SyncNotice[];
};

export function useDoor(eventId: string) {
  const [copy, setCopy] = useState<DoorCopy | null>(null);
  const [queue, setQueue] = useState<CheckInOperation[]>([]);
  const [downloadedAt, setDownloadedAt] = useState<string | null>(null);
  const [online, setOnline] = useState(true);
  const [syncing, setSyncing] = useState(false);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [notices, setNotices] = useState<SyncNotice[]>([]);
  const copyRef = useRef<DoorCopy | null>(null);
  const queueRef = useRef<CheckInOperation[]>([]);
  const busy = useRef(false);
  const again = useRef(false);
  const downloadedAtRef = useRef<string | null>(null);
  useEffect(() => {
    downloadedAtRef.current = downloadedAt;
  }, [downloadedAt]);

  const keepCopy = useCallback(
    async (next: DoorCopy, at: string | null) => {
      copyRef.current = next;
      setCopy(next);
      if (at) setDownloadedAt(at);
      await saveCopy(eventId, next, at ?? downloadedAtRef.current ?? new Date().toISOString());
    },
    [eventId],
  );

  const sync = useCallback(async (): Promise<void> => {
    // A tap while a sync is under way: sync once more when it ends.
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    again.current = false;
    setSyncing(true);
    try {
      const device = await deviceId();
      while (queueRef.current.length > 0 && copyRef.current) {
        const sent = queueRef.current.slice(0, BATCH);
        let results;
        try {
          ({ results } = await sendCheckIns(eventId, device, sent));
        } catch (error) {
          if (!(error instanceof ServerRefusal) || error.status !== 422) throw error;
          // An invalid batch would be refused forever: drop it and say so.
          results = sent.map((op) => ({
            id: op.id,
            status: "refused" as const,
            message: error.message,
          }));
        }
        const merged = mergeResults(copyRef.current, sent, results);
        const answered = new Set(results.map((r) => r.id));
        await dequeue(sent.filter((op) => answered.has(op.id)).map((op) => op.id));
        queueRef.current = queueRef.current.filter((op) => !answered.has(op.id));
        setQueue(queueRef.current);
        await keepCopy(merged.copy, null);
        if (merged.notices.length) setNotices((n) => [...n, ...merged.notices]);
        if (answered.size === 0) break;
      }
      const fresh = await fetchDoorCopy(eventId);
      await keepCopy(fresh, new Date().toISOString());
      setOnline(true);
      setProblem(null);
    } catch (error) {
      if (error instanceof Offline) setOnline(false);
      else if (!copyRef.current)
        setProblem(
          error instanceof Error ? error.message : "The guest list could not be downloaded.",
        );
    } finally {
      busy.current = false;
      setSyncing(false);
      setLoading(false);
    }
    if (again.current && navigator.onLine) return sync();
  }, [eventId, keepCopy]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [stored, queued] = await Promise.all([readCopy(eventId), readQueue(eventId)]);
      if (!live) return;
      if (stored) {
        copyRef.current = stored.copy;
        setCopy(stored.copy);
        setDownloadedAt(stored.downloadedAt);
      }
      queueRef.current = queued;
      setQueue(queued);
      setOnline(navigator.onLine);
      if (stored) setLoading(false);
      if (navigator.onLine) await sync();
      else if (!stored) {
        setProblem(
          "This device has no copy of the guest list yet. Connect to the internet to download it.",
        );
        setLoading(false);
      }
    })();
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, RETRY_MS);
    return () => {
      live = false;
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      window.clearInterval(timer);
    };
  }, [eventId, sync]);

  /** Applies operations on this device at once, queues them, and syncs when the network allows. */
  const record = useCallback(
    async (operations: Omit<CheckInOperation, "id" | "at">[]) => {
      const at = new Date().toISOString();
      const made = operations.map((op) => ({ ...op, id: crypto.randomUUID(), at }));
      queueRef.current = [...queueRef.current, ...made];
      setQueue(queueRef.current);
      await enqueue(eventId, made);
      if (navigator.onLine) void sync();
    },
    [eventId, sync],
  );

  const dismissNotice = useCallback(
    (operationId: string) => setNotices((n) => n.filter((x) => x.operationId !== operationId)),
    [],
  );

  const shown = useMemo(() => (copy ? withQueued(copy, queue) : null), [copy, queue]);
  const state: DoorState = {
    copy: shown,
    queued: queue.length,
    downloadedAt,
    online,
    syncing,
    loading,
    problem,
    notices,
  };
  return { state, record, sync, dismissNotice };
}
