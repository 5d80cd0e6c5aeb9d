// The Activity page (/admin/activity): the audit log (DESIGN "Data"; recorded by
// audit.ts) newest first, with the names each entry is about and who made it,
// in the words of shared/domain/activity-text.ts.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  auditLog,
  donations,
  eventRegistrations,
  events,
  eventTicketTypes,
  fundraisers,
  promoCodes,
  supporters,
  teamMembers,
  user,
  waitlistEntries,
} from "../db/schema";
import type { ActivityArea } from "../../shared/domain/activity-entities";
import { humanizeField } from "../../shared/domain/activity-fields";
import { entitiesOfArea, type ActivityNames } from "../../shared/domain/activity-text";

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = typeof auditLog.$inferSelect;

export type AuditFilter = { page?: number; entity?: string; area?: ActivityArea; person?: string };

/**
 * The Activity page: newest first, a page at a time, optionally one entity
 * kind, one area (its entities: shared/domain/activity-text.ts) or one person.
 * Each entry comes with the names it is about (ActivityNames), the people who
 * made changes for the person filter.
 */
export async function listAudit(db: DbOrTx, options: AuditFilter = {}) {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const where = and(
    options.entity ? eq(auditLog.entity, options.entity) : undefined,
    options.area ? inArray(auditLog.entity, entitiesOfArea(options.area)) : undefined,
    options.person ? eq(auditLog.actorId, options.person) : undefined,
  );
  const [rows, [total], entities, people] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    // Staff who made changes (a buyer's or donor's own link is not a staff member).
    db
      .selectDistinct({ id: user.id, name: user.name, email: user.email })
      .from(auditLog)
      .innerJoin(user, eq(user.id, auditLog.actorId))
      .orderBy(user.name),
  ]);
  const names = await activityNames(db, rows);
  return {
    entries: rows.map((row, i) => ({ ...row, names: names[i]! })),
    total: total?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    entities: entities.map((e) => e.entity),
    people,
  };
}

const asRow = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const idOf = (value: unknown) => (typeof value === "string" && UUID.test(value) ? value : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function namesById<T extends { id: string }>(
  ids: Set<string>,
  load: (ids: string[]) => Promise<T[]>,
) {
  const list = [...ids];
  return new Map((list.length ? await load(list) : []).map((row) => [row.id, row]));
}

/**
 * What each entry is about, by name today: an update's row holds only the
 * changed fields, so the name (and the event a ticket type or registration
 * belongs to) is read from its table; a deleted row names itself. Who made
 * it: the staff member's name, else the e-mail the audit log kept.
 */
async function activityNames(db: DbOrTx, rows: AuditEntry[]): Promise<ActivityNames[]> {
  const want = {
    events: new Set<string>(),
    types: new Set<string>(),
    codes: new Set<string>(),
    regs: new Set<string>(),
    waits: new Set<string>(),
    funds: new Set<string>(),
    team: new Set<string>(),
    supporters: new Set<string>(),
    gifts: new Set<string>(),
    users: new Set<string>(),
  };
  const subjectSet: Record<string, Set<string>> = {
    events: want.events,
    event_ticket_types: want.types,
    promo_codes: want.codes,
    event_registrations: want.regs,
    waitlist_entries: want.waits,
    fundraisers: want.funds,
    team_members: want.team,
    supporters: want.supporters,
    donations: want.gifts,
  };
  for (const row of rows) {
    const id = idOf(row.entityId);
    if (id) subjectSet[row.entity]?.add(id);
    const data = { ...asRow(row.before), ...asRow(row.after) };
    const eventId = idOf(data.eventId);
    if (eventId) want.events.add(eventId);
    const typeId = idOf(data.ticketTypeId);
    if (typeId) want.types.add(typeId);
    if (row.actorId) want.users.add(row.actorId);
  }
  const [types, codes, regs, waits, funds, team, people, gifts, users] = await Promise.all([
    namesById(want.types, (ids) =>
      db
        .select({
          id: eventTicketTypes.id,
          name: eventTicketTypes.name,
          eventId: eventTicketTypes.eventId,
        })
        .from(eventTicketTypes)
        .where(inArray(eventTicketTypes.id, ids)),
    ),
    namesById(want.codes, (ids) =>
      db
        .select({ id: promoCodes.id, name: promoCodes.code, eventId: promoCodes.eventId })
        .from(promoCodes)
        .where(inArray(promoCodes.id, ids)),
    ),
    namesById(want.regs, (ids) =>
      db
        .select({
          id: eventRegistrations.id,
          name: eventRegistrations.customerName,
          eventId: eventRegistrations.eventId,
        })
        .from(eventRegistrations)
        .where(inArray(eventRegistrations.id, ids)),
    ),
    namesById(want.waits, (ids) =>
      db
        .select({
          id: waitlistEntries.id,
          name: waitlistEntries.name,
          eventId: waitlistEntries.eventId,
        })
        .from(waitlistEntries)
        .where(inArray(waitlistEntries.id, ids)),
    ),
    namesById(want.funds, (ids) =>
      db
        .select({ id: fundraisers.id, name: fundraisers.title })
        .from(fundraisers)
        .where(inArray(fundraisers.id, ids)),
    ),
    namesById(want.team, (ids) =>
      db
        .select({ id: teamMembers.id, name: teamMembers.name })
        .from(teamMembers)
        .where(inArray(teamMembers.id, ids)),
    ),
    namesById(want.supporters, (ids) =>
      db
        .select({ id: supporters.id, name: supporters.name })
        .from(supporters)
        .where(inArray(supporters.id, ids)),
    ),
    namesById(want.gifts, (ids) =>
      db
        .select({
          id: donations.id,
          name: donations.donorName,
          fundraiserId: donations.fundraiserId,
        })
        .from(donations)
        .where(inArray(donations.id, ids)),
    ),
    namesById(want.users, (ids) =>
      db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids)),
    ),
  ]);
  for (const map of [types, codes, regs, waits])
    for (const row of map.values()) want.events.add(row.eventId);
  const eventTitles = await namesById(want.events, (ids) =>
    db.select({ id: events.id, name: events.title }).from(events).where(inArray(events.id, ids)),
  );
  const byEntity: Record<string, Map<string, { name: string; eventId?: string }>> = {
    events: eventTitles,
    event_ticket_types: types,
    promo_codes: codes,
    event_registrations: regs,
    waitlist_entries: waits,
    fundraisers: funds,
    team_members: team,
    supporters: people,
    donations: gifts,
  };
  return rows.map((row) => {
    const data = { ...asRow(row.before), ...asRow(row.after) };
    const id = idOf(row.entityId);
    const subject = id ? byEntity[row.entity]?.get(id) : undefined;
    const typeId = idOf(data.ticketTypeId);
    const type = typeId ? types.get(typeId) : undefined;
    const eventId = subject?.eventId ?? idOf(data.eventId) ?? type?.eventId ?? null;
    const event = eventId ? eventTitles.get(eventId)?.name : undefined;
    // A ticket photo's name is its ticket type's; a gallery photo's context its event.
    const photoOf = row.entity === "ticket_type_photos" ? type?.name : undefined;
    return {
      actor: (row.actorId ? users.get(row.actorId)?.name : undefined) ?? row.actorEmail,
      subject:
        subject?.name ??
        (row.entity === "email_template" && row.entityId ? humanizeField(row.entityId) : null),
      context: [photoOf, row.entity === "events" ? null : event].filter(Boolean).join(", ") || null,
    };
  });
}
