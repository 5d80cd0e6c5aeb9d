// The buyer edits their guests' names and needs until the event's cutoff
// (docs/decisions/017-self-service-and-waitlist.md), through their signed link,
// for every line of the order (decision 018); each row audited.
import { and, eq, inArray } from "drizzle-orm";
import { eventGuests, eventRegistrations } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { linesOfOrder } from "../../../shared/domain/orders";
import type { OwnGuestsInput } from "../../../shared/schemas/self-service";
import { recordAudit, lockEvent } from "../../core/index.server";
import { inOrder } from "../events/index.server";
import {
  buyerActor,
  findOrderByToken,
  guestEditDeadline,
  lineOrder,
  type SelfServiceServices,
} from "./self-service-order";

export const EDIT_CLOSED =
  "Guest details can no longer be changed online. Please contact us if something needs to change.";

/**
 * The buyer edits their guests' names and needs (and their special requests)
 * until the event's cutoff, for every line of the order (decision 018). The
 * guests stay the same people in number: one per seat, each on its own line.
 */
export async function updateOwnGuests(
  services: SelfServiceServices,
  token: unknown,
  input: OwnGuestsInput,
  now = new Date(),
) {
  const {
    signedId,
    orderId,
    event: orderEvent,
  } = await findOrderByToken(services.db, services.secret, token);
  return services.db.transaction(async (tx) => {
    const event = await lockEvent(tx, orderEvent.id);
    const rows = linesOfOrder(
      await tx
        .select()
        .from(eventRegistrations)
        .where(inOrder(orderId))
        .orderBy(...lineOrder),
      orderId,
      (r) => r,
    );
    const active = rows.filter((r) => r.status === "active");
    if (active.length === 0 || event.startsAt <= now || now >= guestEditDeadline(event)) {
      throw conflict(EDIT_CLOSED);
    }
    const activeIds = active.map((r) => r.id);
    const existing = await tx
      .select()
      .from(eventGuests)
      .where(inArray(eventGuests.registrationId, activeIds));
    const ids = new Set(existing.map((g) => g.id));
    const given = input.guests.map((g) => g.id);
    if (
      given.length !== ids.size ||
      new Set(given).size !== given.length ||
      given.some((id) => !ids.has(id))
    ) {
      throw new AppError(422, "validation_failed", "Invalid input", [
        { path: "guests", message: "Invalid input" },
      ]);
    }
    for (const guest of input.guests) {
      await tx
        .update(eventGuests)
        .set({
          guestName: guest.guest_name,
          guestEmail: guest.guest_email,
          dietaryRestrictions: guest.dietary_restrictions,
          accessibilityNeeds: guest.accessibility_needs,
        })
        .where(and(eq(eventGuests.id, guest.id), inArray(eventGuests.registrationId, activeIds)));
    }
    const guestsAfter = await tx
      .select()
      .from(eventGuests)
      .where(inArray(eventGuests.registrationId, activeIds));
    for (const before of active) {
      const [after] = await tx
        .update(eventRegistrations)
        .set({ specialRequests: input.specialRequests, updatedAt: now })
        .where(eq(eventRegistrations.id, before.id))
        .returning();
      await recordAudit(tx, {
        actor: buyerActor({ id: signedId, customerEmail: before.customerEmail }),
        action: "update",
        entity: "event_registrations",
        entityId: before.id,
        before: {
          ...before,
          clientKey: undefined,
          guests: existing.filter((g) => g.registrationId === before.id),
        },
        after: {
          ...after,
          clientKey: undefined,
          guests: guestsAfter.filter((g) => g.registrationId === before.id),
        },
      });
    }
  });
}
