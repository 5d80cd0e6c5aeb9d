// A reference scanned or typed at the door (DESIGN "Check-in",
// docs/decisions/014-check-in-sync.md): its signature checked
// (./registration-reference.ts), then the registration and order it names
// (docs/decisions/019-order-at-the-door.md), or the other event it is for.
import { eq } from "drizzle-orm";
import { eventRegistrations, events } from "../../db/schema";
import { orderIdOf } from "../../../shared/domain/orders";
import type { DoorServices } from "./door-admission";
import { getEventSummary } from "../events/index.server";
import { verifyRegistrationReference } from "./registration-reference";

/**
 * What a scanned or typed reference is, for this event. `orderId` names the
 * order the registration is a line of (its own id for a single line): the door
 * shows every line of it (docs/decisions/019-order-at-the-door.md).
 */
export type LookupResult =
  | { result: "this-event"; registrationId: string; orderId: string }
  | { result: "other-event"; eventTitle: string }
  | { result: "invalid" };

export async function lookupReference(
  services: DoorServices,
  eventId: string,
  reference: string,
): Promise<LookupResult> {
  await getEventSummary(services.db, eventId);
  const registrationId = verifyRegistrationReference(services.secret, reference.trim());
  if (!registrationId) return { result: "invalid" };
  const [found] = await services.db
    .select({
      eventId: eventRegistrations.eventId,
      orderId: eventRegistrations.orderId,
      eventTitle: events.title,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId));
  if (!found) return { result: "invalid" };
  return found.eventId === eventId
    ? {
        result: "this-event",
        registrationId,
        orderId: orderIdOf({ id: registrationId, orderId: found.orderId }),
      }
    : { result: "other-event", eventTitle: found.eventTitle };
}
