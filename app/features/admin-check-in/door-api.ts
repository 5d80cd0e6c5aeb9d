// The check-in API (shared/schemas/check-in.ts), from the browser. A network
// failure throws `Offline`; the server's error contract throws `ServerRefusal`.
import type { CheckInOperation, CheckInResult, DoorCopy } from "../../../shared/schemas/check-in";

export class Offline extends Error {}
export class ServerRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: { body: unknown }): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init ? "POST" : "GET",
      credentials: "same-origin",
      cache: "no-store",
      headers: init
        ? { "Content-Type": "application/json", Accept: "application/json" }
        : { Accept: "application/json" },
      body: init ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new Offline("No network.");
  }
  if (res.ok) return (await res.json()) as T;
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (res.status >= 500 || res.status === 404)
    throw new Offline(body?.error?.message ?? res.statusText);
  throw new ServerRefusal(res.status, body?.error?.message ?? "The server refused this request.");
}

const base = (eventId: string) => `/api/admin/events/${eventId}`;

export const fetchDoorCopy = (eventId: string) => call<DoorCopy>(`${base(eventId)}/door-copy`);

export const sendCheckIns = (eventId: string, deviceId: string, operations: CheckInOperation[]) =>
  call<{ results: CheckInResult[] }>(`${base(eventId)}/check-ins`, {
    body: { deviceId, operations },
  });

export type LookupAnswer =
  | { result: "this-event"; registrationId: string; orderId: string }
  | { result: "other-event"; eventTitle: string }
  | { result: "invalid" };

export const lookUpReference = (eventId: string, reference: string) =>
  call<LookupAnswer>(`${base(eventId)}/lookup`, { body: { reference } });
