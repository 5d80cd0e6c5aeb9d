// Check-in at the door (DESIGN "Check-in", docs/decisions/014-check-in-sync.md):
// every operation a door device sends is kept once, by the id the device made.
// A guest's state is the fold of its operations in (occurred_at, recorded_at, seq)
// order (shared/domain/check-in-fold.ts), so batches may arrive in any order.
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { eventRegistrations, events } from "./events";

export const checkInOps = ["check-in", "undo"] as const;
/** What the server answered when the operation first arrived (a re-send is answered `duplicate` with it). */
export const checkInOutcomes = ["applied", "already", "refused"] as const;

export const checkIns = pgTable(
  "check_ins",
  {
    /** Made on the device (crypto.randomUUID()). */
    id: uuid("id").primaryKey(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    /** The door-list key: a named guest's id, or `{registrationId}-{n}` for an unnamed seat. */
    attendeeKey: text("attendee_key").notNull(),
    op: text("op", { enum: checkInOps }).notNull(),
    /** When the volunteer tapped, by the device's clock. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** When the server stored it. */
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** Breaks ties of operations stored by one transaction at one device time. */
    seq: bigint("seq", { mode: "number" }).generatedByDefaultAsIdentity(),
    deviceId: text("device_id").notNull(),
    staffUserId: text("staff_user_id").references(() => user.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: checkInOutcomes }).notNull(),
    /** The check-in time answered with the outcome (the guest's winning check-in), if any. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** Why a `refused` operation was refused. */
    message: text("message"),
  },
  (t) => [
    index("check_ins_guest_idx").on(t.registrationId, t.attendeeKey, t.occurredAt),
    index("check_ins_event_idx").on(t.eventId),
  ],
);
