// The door's check-in contract (DESIGN "Check-in"): what the check-in screen
// downloads to work offline, and the queued operations it syncs. Each
// operation carries an id the device made: the server applies each id once,
// and for one guest the earliest check-in wins.
import { z } from "zod";

/** A door-list person: a named guest's id, or `{registrationId}-{n}` for a seat nobody named (door-list-admin.ts). */
export const attendeeKeySchema = z.string().min(1).max(80);

export const checkInOperationSchema = z.object({
  /** Made on the device (crypto.randomUUID()); a re-sent operation is recognised by it. */
  id: z.uuid({ message: "Each check-in needs its own id." }),
  op: z.enum(["check-in", "undo"]),
  registrationId: z.uuid({ message: "Unknown registration." }),
  attendeeKey: attendeeKeySchema,
  /** When the volunteer tapped, by the device's clock (ISO 8601). */
  at: z.iso.datetime({ offset: true, message: "A check-in time is not valid." }),
});

export const checkInBatchSchema = z.object({
  /** A random id the device keeps in its storage, to tell devices apart in the log. */
  deviceId: z.string().min(8).max(64),
  operations: z.array(checkInOperationSchema).min(1).max(500),
});

export type CheckInOperation = z.infer<typeof checkInOperationSchema>;
export type CheckInBatch = z.infer<typeof checkInBatchSchema>;

/**
 * What became of one operation:
 * - `applied`: it changed the guest's state (or it is the winning check-in);
 * - `duplicate`: this id was already received (a re-sent batch); its first result is repeated;
 * - `already`: another check-in of this guest came first, at `checkedInAt` (for "Already checked in at 18:04");
 * - `refused`: the registration is no longer admitted (cancelled meanwhile, ...), with `message`.
 */
export type CheckInResult = {
  id: string;
  status: "applied" | "duplicate" | "already" | "refused";
  /** For a `duplicate`: what the operation was answered when it first arrived. */
  original?: "applied" | "already" | "refused";
  checkedInAt?: string | null;
  message?: string;
};

/** The event's guest list as the door screen keeps it (only what the door needs). */
export type DoorCopy = {
  event: { id: string; title: string; startsAt: string; location: string };
  /** When the server made this copy (ISO). */
  generatedAt: string;
  ticketTypes: { id: string; name: string }[];
  registrations: DoorRegistration[];
};

export type DoorRegistration = {
  id: string;
  /**
   * The order this registration is a line of: the order's first row's id, its
   * own id for a single line (docs/decisions/018-codes-and-orders.md). A scan of
   * the order's QR code shows every line with this id (decision 019).
   * Absent in a copy stored on the device before orders came to the door.
   */
  orderId?: string;
  /** The signed reference the QR code carries (HOMEFRONT-REG:...): a scan is matched against these. */
  reference: string;
  /** The order's short reference the e-mail prints (shared/domain/orders.ts `orderReference`). */
  shortReference: string;
  buyerName: string;
  buyerEmail: string;
  ticketTypeId: string;
  ticketType: string;
  seats: number;
  /** `active` is admitted; anything else shows red with its reason. */
  status: "active" | "pending" | "cancelled" | "expired" | "needs-refund";
  specialRequests: string | null;
  attendees: {
    key: string;
    name: string;
    isPrimaryContact: boolean;
    dietary: string | null;
    accessibility: string | null;
    /** ISO time of the winning check-in, or null. */
    checkedInAt: string | null;
  }[];
};

/** `POST /api/admin/events/:id/lookup`: a scanned (HOMEFRONT-REG:...) or pasted reference. */
export const referenceLookupSchema = z.object({
  reference: z.string().trim().min(1, { message: "Scan or type a reference." }).max(500),
});
