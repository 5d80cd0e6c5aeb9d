// Back office: which of an event's registrations a search finds (SPEC §7
// "Registration search"), for the Registrations panel's list and its CSV export
// alike; at scale also by guest name and short reference (docs/benchmarks.md
// "Back office at scale").
import { ilike, or, sql, type SQL } from "drizzle-orm";
import { eventGuests, eventRegistrations } from "../../db/schema";
import { referencePrefix } from "../../../shared/domain/reference";
import { amongIds, containsPattern, idStartsWith } from "../../db/search";

export type RegistrationFilter = { q?: string; page?: number };

/**
 * SPEC §7 "Registration search": a case-insensitive match on customer name or
 * e-mail; at scale (docs/benchmarks.md "Back office at scale") also on any
 * guest's name, so a name at the door finds the order it came with.
 */
export function registrationSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const prefix = referencePrefix(text);
  return or(
    ilike(eventRegistrations.customerName, pattern),
    ilike(eventRegistrations.customerEmail, pattern),
    amongIds(
      eventRegistrations.id,
      sql`select ${eventGuests.registrationId} from ${eventGuests} where ${eventGuests.guestName} ilike ${pattern}`,
    ),
    // The short reference of the e-mail and the success pages: the order's
    // (shared/domain/orders.ts), so it finds every line of the order.
    ...(prefix
      ? [
          idStartsWith(eventRegistrations.id, prefix),
          idStartsWith(eventRegistrations.orderId, prefix),
        ]
      : []),
  );
}
