// Joining the waitlist of a sold-out event or ticket type (DESIGN "After the
// sale", docs/decisions/017-self-service-and-waitlist.md): rate-limited per
// connection, under the event row lock (DESIGN "Capacity"), one open entry per
// e-mail, event and ticket type. Visitors queue in the order they joined.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { waitlistEntries } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import type { WaitlistJoinInput } from "../../../shared/schemas/waitlist";
import { clientKey, lockEvent } from "../../core/index.server";
import { consumeRateLimit, type RateLimit } from "../../http/rate-limit";
import { countSeats, unitsRemainingFor } from "./seats";
import { activeTicketTypes, someoneWaiting, type WaitlistServices } from "./waitlist-queue";

/** Like the contact form (server/modules/content/contact.ts): a few per connection per hour. */
export const WAITLIST_RATE_LIMIT: RateLimit = {
  bucket: "waitlist",
  limit: 10,
  windowMs: 60 * 60_000,
  message: "Too many waitlist requests from your connection. Please try again later.",
};

const sameEmail = (email: string) =>
  sql`lower(${waitlistEntries.email}) = ${email.trim().toLowerCase()}`;
const isOpen = inArray(waitlistEntries.status, ["waiting", "offered"]);

/**
 * Joins the waitlist of a sold-out event or ticket type. A second request of
 * the same e-mail for the same event and ticket type updates the open entry
 * (its place in the queue is kept), never adds another.
 */
export async function joinWaitlist(
  services: WaitlistServices,
  eventId: string,
  input: WaitlistJoinInput,
  options: { now?: Date; clientIp?: string } = {},
) {
  const now = options.now ?? new Date();
  return services.db.transaction(async (tx) => {
    if (options.clientIp)
      await consumeRateLimit(tx, WAITLIST_RATE_LIMIT, clientKey(options.clientIp), now);
    const event = await lockEvent(tx, eventId);
    if (!event.hasTickets || !event.waitlistEnabled) throw conflict("This event has no waitlist.");
    if (event.startsAt <= now) throw conflict("This event has already taken place.");
    const types = await activeTicketTypes(tx, event.id);
    const wanted = input.ticketTypeId ? types.find((t) => t.id === input.ticketTypeId) : undefined;
    if (input.ticketTypeId && !wanted) {
      throw new AppError(422, "validation_failed", "Please select a valid ticket type", [
        { path: "ticketTypeId", message: "Please select a valid ticket type" },
      ]);
    }
    const counts = await countSeats(tx, [event.id], now);
    const available = (wanted ? [wanted] : types).some(
      (t) => unitsRemainingFor(counts, event, t) > 0,
    );
    const [existing] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.eventId, event.id),
          input.ticketTypeId
            ? eq(waitlistEntries.ticketTypeId, input.ticketTypeId)
            : isNull(waitlistEntries.ticketTypeId),
          sameEmail(input.email),
          isOpen,
        ),
      );
    if (!existing && available && !(await someoneWaiting(tx, event.id, wanted?.id ?? null))) {
      throw conflict("Tickets are still available: you can register now.");
    }
    if (existing) {
      const [updated] = await tx
        .update(waitlistEntries)
        .set({
          name: input.name,
          email: input.email,
          quantity: existing.status === "offered" ? existing.quantity : input.quantity,
          updatedAt: now,
        })
        .where(eq(waitlistEntries.id, existing.id))
        .returning();
      return { entry: updated!, updated: true };
    }
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        eventId: event.id,
        ticketTypeId: wanted?.id ?? null,
        name: input.name,
        email: input.email,
        quantity: input.quantity,
        joinedAt: now,
        updatedAt: now,
      })
      .returning();
    return { entry: entry!, updated: false };
  });
}
