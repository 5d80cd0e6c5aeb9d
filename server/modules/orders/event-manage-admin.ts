// Back office: what an event's Manage dialog opens with (SPEC "Registrations
// panel", decision 006), in one call (STYLE §5).
import type { Db } from "../../db/client";
import { getEventSummary, listTicketTypes } from "../events/index.server";
import { getRegistrationStats } from "./registration-stats-admin";
import { listEventRegistrations } from "./registrations-admin";

/**
 * Everything the Manage dialog shows when it opens, in one call (STYLE §5):
 * the ticket types, the registrations' stats over the whole event and their
 * first page; searching and paging then load /registrations alone.
 */
export async function getEventManageData(db: Db, eventId: string, now = new Date()) {
  const [event, ticketTypes, stats, registrations] = await Promise.all([
    getEventSummary(db, eventId),
    listTicketTypes(db, eventId),
    getRegistrationStats(db, eventId),
    listEventRegistrations(db, eventId, {}, now),
  ]);
  return { event, ticketTypes, stats, registrations };
}

export type EventManageData = Awaited<ReturnType<typeof getEventManageData>>;
