// Back office: an event's promo and access codes (docs/decisions/018-codes-and-orders.md).
// Staff create, edit, deactivate and delete them (delete only while no
// registration ever used one), each change audited; the list shows each code's
// uses (orders holding seats with it) and the revenue it gave away (discounts
// on active registrations).
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { eventRegistrations, events, eventTicketTypes, promoCodes } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { isUuid } from "../../../shared/domain/ids";
import { zonedInputToDate } from "../../../shared/domain/zoned-time";
import type { PromoCodeInput } from "../../../shared/schemas/promo-code";
import { recordAudit, type Actor, lockEvent } from "../../core/index.server";
import { codeUses } from "./promo-codes";
import { dollarsToCents } from "../../../shared/domain/money-input";

export const PROMO_CODE_NOT_FOUND = "Promo code not found";

export type AdminPromoCode = Awaited<ReturnType<typeof getPromoCodesPage>>["codes"][number];

/** The screen's data: the event, its ticket types (for the form), and each code with its uses and discounts given. */
export async function getPromoCodesPage(db: Db, eventId: string, now = new Date()) {
  const [event] = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  const [ticketTypes, codes] = await Promise.all([
    db
      .select({
        id: eventTicketTypes.id,
        name: eventTicketTypes.name,
        isHidden: eventTicketTypes.isHidden,
        priceCents: eventTicketTypes.priceCents,
      })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId))
      .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.createdAt)),
    db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.eventId, eventId))
      .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id)),
  ]);
  const ids = codes.map((c) => c.id);
  const [uses, given] = await Promise.all([
    codeUses(db, ids, now),
    ids.length
      ? db
          .select({
            promoCodeId: eventRegistrations.promoCodeId,
            cents:
              sql<number>`coalesce(sum(${eventRegistrations.discountCents}) filter (where ${eventRegistrations.status} = 'active'), 0)`.mapWith(
                Number,
              ),
            rows: count(),
          })
          .from(eventRegistrations)
          .where(inArray(eventRegistrations.promoCodeId, ids))
          .groupBy(eventRegistrations.promoCodeId)
      : [],
  ]);
  return {
    event,
    ticketTypes,
    codes: codes.map((c) => {
      const g = given.find((row) => row.promoCodeId === c.id);
      return {
        ...c,
        uses: uses.get(c.id) ?? 0,
        givenAwayCents: g?.cents ?? 0,
        everUsed: (g?.rows ?? 0) > 0,
      };
    }),
  };
}

function columns(input: PromoCodeInput) {
  return {
    code: input.code,
    description: input.description,
    discountType: input.discountType,
    discountValue:
      input.discountType === "percent"
        ? input.amount
        : input.discountType === "fixed"
          ? dollarsToCents(input.amount)!
          : 0,
    maxUses: input.maxUses,
    startsAt: input.startsAt ? zonedInputToDate(input.startsAt) : null,
    endsAt: input.endsAt ? zonedInputToDate(input.endsAt) : null,
    appliesToTicketTypeIds: [...new Set(input.appliesToTicketTypeIds)],
    unlocksTicketTypeIds: [...new Set(input.unlocksTicketTypeIds)],
    isActive: input.isActive,
  };
}

const fieldRefusal = (status: 409 | 422, path: string, message: string) =>
  new AppError(status, status === 409 ? "conflict" : "validation_failed", message, [
    { path, message },
  ]);

/** The ticket types a code names must be this event's; the ones it unlocks must be hidden. Code unique per event, any case. */
async function checkCode(
  tx: Tx,
  eventId: string,
  values: ReturnType<typeof columns>,
  id: string | null,
) {
  const named = [...new Set([...values.appliesToTicketTypeIds, ...values.unlocksTicketTypeIds])];
  const types =
    named.length > 0 && named.every(isUuid)
      ? await tx
          .select({ id: eventTicketTypes.id, isHidden: eventTicketTypes.isHidden })
          .from(eventTicketTypes)
          .where(and(eq(eventTicketTypes.eventId, eventId), inArray(eventTicketTypes.id, named)))
      : [];
  for (const path of ["appliesToTicketTypeIds", "unlocksTicketTypeIds"] as const) {
    for (const typeId of values[path]) {
      const type = types.find((t) => t.id === typeId);
      if (!type) throw fieldRefusal(422, path, "Ticket type not found");
      if (path === "unlocksTicketTypeIds" && !type.isHidden) {
        throw fieldRefusal(422, path, "Only hidden ticket types can be unlocked by a code");
      }
    }
  }
  const [same] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.eventId, eventId),
        sql`lower(${promoCodes.code}) = ${values.code.toLowerCase()}`,
      ),
    );
  if (same && same.id !== id)
    throw fieldRefusal(409, "code", `This event already has the code ${values.code}.`);
}

export async function createPromoCode(
  db: Db,
  actor: Actor,
  eventId: string,
  input: PromoCodeInput,
) {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const values = columns(input);
    await checkCode(tx, eventId, values, null);
    const [row] = await tx
      .insert(promoCodes)
      .values({ eventId, ...values })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "promo_codes",
      entityId: row!.id,
      after: row,
    });
    return row!;
  });
}

async function lockedCode(tx: Tx, eventId: string, id: string) {
  await lockEvent(tx, eventId);
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, id), eq(promoCodes.eventId, eventId)))
    .for("update");
  if (!row) throw notFound(PROMO_CODE_NOT_FOUND);
  return row;
}

export async function updatePromoCode(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  input: PromoCodeInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await lockedCode(tx, eventId, id);
    const values = columns(input);
    await checkCode(tx, eventId, values, id);
    const [after] = await tx
      .update(promoCodes)
      .set({ ...values, updatedAt: now })
      .where(eq(promoCodes.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "promo_codes",
      entityId: id,
      before,
      after,
    });
    return after!;
  });
}

/** Deactivating (or activating again): orders that used the code keep their discount. */
export async function setPromoCodeActive(
  db: Db,
  actor: Actor,
  eventId: string,
  id: string,
  isActive: boolean,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await lockedCode(tx, eventId, id);
    const [after] = await tx
      .update(promoCodes)
      .set({ isActive, updatedAt: now })
      .where(eq(promoCodes.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "promo_codes",
      entityId: id,
      before,
      after,
    });
    return after!;
  });
}

/** Only a code no registration ever used may go (their discounts name it); deactivate it otherwise. */
export async function deletePromoCode(db: Db, actor: Actor, eventId: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await lockedCode(tx, eventId, id);
    const [used] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.promoCodeId, id));
    if ((used?.n ?? 0) > 0)
      throw conflict("This code has been used, so it can't be deleted. Deactivate it instead.");
    await tx.delete(promoCodes).where(eq(promoCodes.id, id));
    await recordAudit(tx, { actor, action: "delete", entity: "promo_codes", entityId: id, before });
  });
}
