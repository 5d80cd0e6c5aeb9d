// Writing to an event's attendees (docs/architecture.md "Writing to
// attendees"): one e-mail per distinct buyer e-mail among the event's confirmed
// registrations (status active: not pending holds, not cancelled or expired),
// optionally of one ticket type. All are queued in one transaction with one
// audit entry, so a send is whole or nothing.
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventRegistrations, events, eventTicketTypes } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { enqueueEmail } from "../../mail/outbox";
import { attendeeEmail } from "../../../shared/domain/attendee-message";
import { isUuid } from "../../../shared/domain/ids";
import type { AttendeeMessage } from "../../../shared/schemas/attendee-message";
import {
  recordAudit,
  type Actor,
  siteSettingsIn,
  type MailServices,
} from "../../core/index.server";

export const NO_RECIPIENTS = "No one to write to: nobody has a confirmed registration here yet.";

async function eventFor(db: DbOrTx, eventId: string) {
  const [event] = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound("Event not found");
  return event;
}

async function checkTicketType(db: DbOrTx, eventId: string, ticketTypeId: string | null) {
  if (!ticketTypeId) return;
  // An id that cannot be a UUID is simply not found (shared/domain/ids.ts).
  const [row] = isUuid(ticketTypeId)
    ? await db
        .select({ id: eventTicketTypes.id })
        .from(eventTicketTypes)
        .where(and(eq(eventTicketTypes.id, ticketTypeId), eq(eventTicketTypes.eventId, eventId)))
    : [];
  if (!row)
    throw new AppError(422, "validation_failed", "Ticket type not found", [
      { path: "ticketTypeId", message: "Ticket type not found" },
    ]);
}

/** One row per distinct buyer e-mail (case-insensitive), with the name of their first registration. */
export async function attendeeRecipients(db: DbOrTx, eventId: string, ticketTypeId: string | null) {
  const emailKey = sql`lower(${eventRegistrations.customerEmail})`;
  return db
    .selectDistinctOn([emailKey], {
      email: eventRegistrations.customerEmail,
      name: eventRegistrations.customerName,
    })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.status, "active"),
        ticketTypeId ? eq(eventRegistrations.ticketTypeId, ticketTypeId) : undefined,
      ),
    )
    .orderBy(emailKey, asc(eventRegistrations.registeredAt), asc(eventRegistrations.id));
}

/** The page: the event, its ticket types with their recipient counts, and the whole event's. */
export async function getAttendeeMailPage(services: MailServices, eventId: string) {
  const { db } = services;
  const event = await eventFor(db, eventId);
  const [types, counts, all, settings] = await Promise.all([
    db
      .select({ id: eventTicketTypes.id, name: eventTicketTypes.name })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId))
      .orderBy(asc(eventTicketTypes.displayOrder), asc(eventTicketTypes.createdAt)),
    db
      .select({
        ticketTypeId: eventRegistrations.ticketTypeId,
        recipients: sql<number>`count(distinct lower(${eventRegistrations.customerEmail}))::int`,
      })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "active")))
      .groupBy(eventRegistrations.ticketTypeId),
    attendeeRecipients(db, eventId, null),
    siteSettingsIn(db, services),
  ]);
  const countOf = new Map(counts.map((c) => [c.ticketTypeId, Number(c.recipients)]));
  return {
    event: { id: event.id, title: event.title, startsAt: event.startsAt.toISOString() },
    ticketTypes: types.map((t) => ({ ...t, recipients: countOf.get(t.id) ?? 0 })),
    recipients: all.length,
    sampleName: all[0]?.name ?? null,
    organisation: { name: settings.name, email: settings.email },
  };
}

/** Queues one e-mail per recipient; refuses (422, nothing queued) when there are none. */
export async function sendAttendeeMail(
  services: MailServices,
  actor: Actor,
  eventId: string,
  input: AttendeeMessage,
) {
  return services.db.transaction(async (tx) => {
    const event = await eventFor(tx, eventId);
    await checkTicketType(tx, eventId, input.ticketTypeId);
    const recipients = await attendeeRecipients(tx, eventId, input.ticketTypeId);
    if (recipients.length === 0) {
      throw new AppError(422, "no_recipients", NO_RECIPIENTS, [
        { path: "ticketTypeId", message: NO_RECIPIENTS },
      ]);
    }
    const settings = await siteSettingsIn(tx, services);
    for (const recipient of recipients) {
      const mail = attendeeEmail(input, {
        name: recipient.name,
        eventTitle: event.title,
        startsAt: event.startsAt,
        organisation: settings.name,
        organisationEmail: settings.email,
      });
      await enqueueEmail(tx, { to: recipient.email, ...mail });
    }
    await recordAudit(tx, {
      actor,
      action: "create",
      entity: "attendee_email",
      entityId: eventId,
      after: {
        subject: input.subject,
        ticketTypeId: input.ticketTypeId,
        recipients: recipients.length,
      },
    });
    return { sent: recipients.length };
  });
}

export type AttendeeMailPage = Awaited<ReturnType<typeof getAttendeeMailPage>>;
