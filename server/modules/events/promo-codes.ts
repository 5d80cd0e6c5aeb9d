// Promo and access codes at the sale (DESIGN "After the sale": codes are counted
// inside the registration transaction; docs/decisions/018-codes-and-orders.md).
// One owner of what a code may do: the dialog's check and the registration
// transaction both ask `usableCode`, which refuses with a message at the field.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventRegistrations, events, eventTicketTypes, promoCodes } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { formatDate, formatTime } from "../../../shared/domain/dates";
import type { Discount } from "../../../shared/domain/discounts";
import { describeDiscount, normalizeCode } from "../../../shared/domain/discounts";
import { orderIdOfRow } from "./order-rows";
import { holdsSeats } from "./seat-conditions";
import { countSeats, NO_SEATS_TAKEN, unitsRemainingFor } from "./seats";

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export const CODE_MESSAGES = {
  unknown: "We don't recognize this code. Please check it and try again.",
  otherEvent: "This code is for a different event.",
  inactive: "This code is no longer active.",
  usedUp: "This code has been used up.",
  notForTypes: "This code isn't valid for the tickets you chose.",
  hiddenType: "This ticket type is available only with an access code.",
} as const;

/** A refusal at one field of the registration request (422, nothing written). */
export function fieldError(path: string, message: string) {
  return new AppError(422, "validation_failed", message, [{ path, message }]);
}

const codeError = (message: string) => fieldError("promoCode", message);

/** The orders (not rows) that hold seats with the code now: its uses (a lapsed hold gives its use back). */
export async function codeUses(db: DbOrTx, promoCodeIds: readonly string[], now: Date) {
  const uses = new Map<string, number>();
  if (promoCodeIds.length === 0) return uses;
  const rows = await db
    .select({
      promoCodeId: eventRegistrations.promoCodeId,
      orders: sql<number>`count(distinct ${orderIdOfRow()})`.mapWith(Number),
    })
    .from(eventRegistrations)
    .where(and(inArray(eventRegistrations.promoCodeId, [...promoCodeIds]), holdsSeats(now)))
    .groupBy(eventRegistrations.promoCodeId);
  for (const row of rows) if (row.promoCodeId) uses.set(row.promoCodeId, row.orders);
  return uses;
}

export const discountOf = (
  code: Pick<PromoCodeRow, "discountType" | "discountValue">,
): Discount => ({
  type: code.discountType,
  value: code.discountValue,
});

/**
 * The event's code `typed`, if it may be used now: active, inside its window,
 * with a use left. With `lock` (the registration transaction) the code row is
 * locked (`SELECT … FOR UPDATE`) so its uses are counted and taken one buyer at a time.
 */
export async function usableCode(
  db: DbOrTx,
  eventId: string,
  typed: string,
  now: Date,
  /** `usesLater`: the caller counts the uses itself (`assertUseLeft`), after releasing what it replaces. */
  options: { lock?: boolean; usesLater?: boolean } = {},
) {
  const query = db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.eventId, eventId),
        sql`lower(${promoCodes.code}) = ${normalizeCode(typed)}`,
      ),
    );
  const [code] = options.lock ? await query.for("update") : await query;
  if (!code) {
    const [elsewhere] = await db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(sql`lower(${promoCodes.code}) = ${normalizeCode(typed)}`)
      .limit(1);
    throw codeError(elsewhere ? CODE_MESSAGES.otherEvent : CODE_MESSAGES.unknown);
  }
  if (!code.isActive) throw codeError(CODE_MESSAGES.inactive);
  if (code.startsAt && code.startsAt > now) {
    throw codeError(
      `This code can be used from ${formatDate(code.startsAt)} at ${formatTime(code.startsAt)}.`,
    );
  }
  if (code.endsAt && code.endsAt <= now)
    throw codeError(`This code expired on ${formatDate(code.endsAt)}.`);
  if (!options.usesLater) await assertUseLeft(db, code, now);
  return code;
}

/** Refuses a code whose every use is taken by orders holding seats (call with its row locked to take the last one). */
export async function assertUseLeft(db: DbOrTx, code: PromoCodeRow, now: Date) {
  if (code.maxUses === null) return;
  const uses = (await codeUses(db, [code.id], now)).get(code.id) ?? 0;
  if (uses >= code.maxUses) throw codeError(CODE_MESSAGES.usedUp);
}

/** What the dialog learns from a code (decision 018): what it takes off, the types it applies to, the hidden types it unlocks. */
export type CheckedPromoCode = {
  code: string;
  label: string;
  discount: Discount;
  appliesToTicketTypeIds: string[];
  unlocked: {
    id: string;
    name: string;
    description: string | null;
    priceCents: number;
    seatsPerUnit: number;
    remaining: number;
  }[];
};

export async function checkPromoCode(
  db: DbOrTx,
  eventId: string,
  typed: string,
  now = new Date(),
): Promise<CheckedPromoCode> {
  const [event] = await db
    .select({ id: events.id, maxCapacity: events.maxCapacity })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  const code = await usableCode(db, eventId, typed, now);
  const unlocked =
    code.unlocksTicketTypeIds.length === 0
      ? []
      : await db
          .select()
          .from(eventTicketTypes)
          .where(
            and(
              eq(eventTicketTypes.eventId, eventId),
              inArray(eventTicketTypes.id, code.unlocksTicketTypeIds),
              eq(eventTicketTypes.isActive, true),
            ),
          )
          .orderBy(eventTicketTypes.displayOrder, eventTicketTypes.createdAt);
  const counts = unlocked.length ? await countSeats(db, [eventId], now) : NO_SEATS_TAKEN;
  return {
    code: code.code,
    label: describeDiscount(discountOf(code)),
    discount: discountOf(code),
    appliesToTicketTypeIds: code.appliesToTicketTypeIds,
    unlocked: unlocked.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      priceCents: t.priceCents,
      seatsPerUnit: t.seatsPerUnit,
      remaining: unitsRemainingFor(counts, event, t),
    })),
  };
}
