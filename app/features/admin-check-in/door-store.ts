// What the check-in screen keeps on the device (docs/decisions/015-offline-check-in.md):
// per event, the guest list as last downloaded and the check-ins not yet synced,
// in IndexedDB so they survive a reload without network. Cleared at sign-out
// (the sign-out response's Clear-Site-Data, docs/security.md).
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { CheckInOperation, DoorCopy } from "../../../shared/schemas/check-in";

export type QueuedOperation = CheckInOperation & { eventId: string; seq: number };

interface DoorDb extends DBSchema {
  copies: { key: string; value: { eventId: string; copy: DoorCopy; downloadedAt: string } };
  queue: { key: string; value: QueuedOperation; indexes: { byEvent: string } };
  device: { key: string; value: string };
}

let opened: Promise<IDBPDatabase<DoorDb>> | undefined;
function db() {
  opened ??= openDB<DoorDb>("homefront-check-in", 1, {
    upgrade(database) {
      database.createObjectStore("copies", { keyPath: "eventId" });
      database.createObjectStore("queue", { keyPath: "id" }).createIndex("byEvent", "eventId");
      database.createObjectStore("device");
    },
  });
  return opened;
}

export async function readCopy(eventId: string) {
  return (await db()).get("copies", eventId);
}

export async function saveCopy(eventId: string, copy: DoorCopy, downloadedAt: string) {
  await (await db()).put("copies", { eventId, copy, downloadedAt });
}

/** The event's queued operations, oldest first. */
export async function readQueue(eventId: string): Promise<CheckInOperation[]> {
  const rows = await (await db()).getAllFromIndex("queue", "byEvent", eventId);
  return rows.sort((a, b) => a.seq - b.seq).map(({ eventId: _event, seq: _seq, ...op }) => op);
}

export async function enqueue(eventId: string, operations: CheckInOperation[]) {
  const tx = (await db()).transaction("queue", "readwrite");
  const base = Date.now() * 1000;
  await Promise.all([
    ...operations.map((op, i) => tx.store.put({ ...op, eventId, seq: base + i })),
    tx.done,
  ]);
}

export async function dequeue(ids: string[]) {
  const tx = (await db()).transaction("queue", "readwrite");
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

/** A random id this device keeps, so the activity log tells devices apart. */
export async function deviceId() {
  const database = await db();
  const known = await database.get("device", "id");
  if (known) return known;
  const id = crypto.randomUUID();
  await database.put("device", id, "id");
  return id;
}
