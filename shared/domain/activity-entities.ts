// How the activity log says each audited entity's changes (README "Using
// Homefront": Activity; server/core/audit.ts records them): its area on the
// Activity page, its noun and name, and sentences for changes that read better
// their own way. Every entity the back office audits has wording here;
// activity-text.test.ts fails for one without.
import { formatCents } from "./money";
import { plural } from "./words";
import { num, quoted, str, type Row } from "./activity-fields";

export type AuditAction = "create" | "update" | "delete";

/** The filters of the Activity page, in the order they are offered. */
export const ACTIVITY_AREAS = {
  events: "Events",
  tickets: "Tickets",
  registrations: "Registrations",
  fundraisers: "Fundraisers",
  gifts: "Gifts",
  supporters: "Supporters",
  team: "Team",
  messages: "Messages",
  staff: "Staff",
  settings: "Settings",
} as const;
export type ActivityArea = keyof typeof ACTIVITY_AREAS;

export type Wording = {
  area: ActivityArea;
  /** "the ticket type": what the row is, before its name. */
  noun: string;
  /** Its human name from the row itself (a created or deleted row carries every field). */
  name?: (row: Row) => unknown;
  /** A whole sentence (after the actor) for changes that read better their own way. */
  says?: (change: Change) => string | null;
};

type Change = { action: AuditAction; before: Row; after: Row; thing: string };

/** Every audited entity (the `entity` of each recordAudit call) and how to say its changes. */
export const ACTIVITY_ENTITIES = {
  events: { area: "events", noun: "the event", name: (r) => r.title },
  event_photos: {
    area: "events",
    noun: "a gallery photo",
    says: ({ action, after, thing }) =>
      action === "create"
        ? `added ${thing}`
        : action === "delete"
          ? `removed ${thing}`
          : "displayOrder" in after
            ? `moved ${thing}`
            : null,
  },
  event_ticket_types: {
    area: "tickets",
    noun: "the ticket type",
    name: (r) => r.name,
    says: ({ action, after, thing }) =>
      action === "update" && Object.keys(after).join() === "displayOrder"
        ? `reordered ${thing}`
        : null,
  },
  ticket_type_photos: {
    area: "tickets",
    noun: "a ticket photo",
    says: ({ action, after, thing }) =>
      action === "create"
        ? `added ${thing}`
        : action === "delete"
          ? `removed ${thing}`
          : "displayOrder" in after
            ? `moved ${thing}`
            : null,
  },
  promo_codes: { area: "tickets", noun: "the promo code", name: (r) => r.code },
  event_registrations: {
    area: "registrations",
    noun: "the registration of",
    name: (r) => r.customerName,
  },
  waitlist_entries: {
    area: "registrations",
    noun: "the waitlist entry of",
    name: (r) => r.name,
    says: ({ action, after, thing }) =>
      action !== "update"
        ? null
        : after.status === "removed"
          ? `removed ${thing} from the waitlist`
          : after.status === "offered"
            ? `offered seats to ${thing}`
            : null,
  },
  check_ins: {
    area: "registrations",
    noun: "check-ins",
    says: ({ after }) => {
      const parts = [
        num(after.checkedIn) ? plural(num(after.checkedIn)!, "guest") + " checked in" : null,
        num(after.undone) ? `${plural(num(after.undone)!, "check-in")} undone` : null,
        num(after.refused) ? `${num(after.refused)} refused` : null,
      ].filter(Boolean);
      return `synced check-ins${str(after.event) ? ` at ${quoted(after.event)}` : ""}${parts.length ? `: ${parts.join(", ")}` : ""}`;
    },
  },
  attendee_email: {
    area: "messages",
    noun: "an e-mail to attendees",
    says: ({ after }) =>
      `wrote to ${plural(num(after.recipients) ?? 0, "attendee")}${str(after.subject) ? `: ${quoted(after.subject)}` : ""}`,
  },
  refunds: {
    area: "gifts",
    noun: "a refund",
    says: ({ action, after }) =>
      action === "create"
        ? `refunded ${formatCents(num(after.amountCents) ?? 0)}${str(after.reason) ? ` (${String(after.reason)})` : ""}`
        : null,
  },
  fundraisers: { area: "fundraisers", noun: "the fundraiser", name: (r) => r.title },
  donations: {
    area: "gifts",
    noun: "the gift of",
    name: (r) => r.donorName,
    says: ({ action, after, thing }) =>
      action === "create"
        ? `recorded a gift of ${formatCents(num(after.amountCents) ?? 0)}${str(after.donorName) ? ` from ${String(after.donorName)}` : ""}`
        : action === "update"
          ? null
          : `deleted ${thing}`,
  },
  donation_subscriptions: { area: "gifts", noun: "a recurring gift" },
  statement_emails: {
    area: "gifts",
    noun: "a year-end statement",
    says: ({ after }) =>
      `sent the ${num(after.year) ?? ""} year-end statement${str(after.to) ? ` to ${String(after.to)}` : ""}`.replace(
        "the  ",
        "the ",
      ),
  },
  statement_runs: {
    area: "gifts",
    noun: "a statement run",
    says: ({ after }) =>
      `started sending the ${num(after.year) ?? ""} year-end statements`.replace("the  ", "the "),
  },
  supporters: { area: "supporters", noun: "the supporter", name: (r) => r.name },
  supporter_merges: {
    area: "supporters",
    noun: "two supporter records",
    says: ({ after }) =>
      `merged the supporter ${quoted(after.fromName) ?? "record"} into ${quoted(after.intoName) ?? "another"}`,
  },
  team_members: {
    area: "team",
    noun: "the team member",
    name: (r) => r.name,
    says: ({ action, after }) =>
      action === "update" && "order" in after ? "reordered the team" : null,
  },
  contact_messages: { area: "messages", noun: "the message from", name: (r) => r.name },
  outbox: {
    area: "messages",
    noun: "an e-mail",
    says: ({ action, after }) =>
      action === "create" && str(after.receipt)
        ? `e-mailed receipt ${String(after.receipt)}${str(after.to) ? ` to ${String(after.to)}` : ""}`
        : action === "update" && after.status === "pending"
          ? "sent a failed e-mail again"
          : null,
  },
  staff: {
    area: "staff",
    noun: "the staff member",
    name: (r) => r.email,
    says: ({ action, before, after, thing }) =>
      action === "delete"
        ? `removed ${thing} from the staff`
        : "invitation" in after
          ? `joined the staff as ${roleWord(after.role)}`
          : action === "update" && "role" in after
            ? `changed the role of ${thing} from ${roleWord(before.role)} to ${roleWord(after.role)}`
            : null,
  },
  staff_invitation: {
    area: "staff",
    noun: "the invitation of",
    name: (r) => r.email,
    says: ({ action, after, thing }) =>
      action === "create"
        ? `invited ${str(after.email) ?? "someone"} to join as ${roleWord(after.role)}`
        : action === "delete"
          ? `withdrew ${thing}`
          : null,
  },
  site_settings: { area: "settings", noun: "the organization's settings" },
  email_template: {
    area: "settings",
    noun: "the e-mail template",
    says: ({ action, thing }) =>
      action === "create"
        ? `customized ${thing}`
        : action === "delete"
          ? `reset ${thing} to the standard wording`
          : `edited ${thing}`,
  },
} satisfies Record<string, Wording>;

export type ActivityEntity = keyof typeof ACTIVITY_ENTITIES;

const ROLES: Record<string, string> = {
  owner: "an owner",
  manager: "a manager",
  door: "a door volunteer",
  user: "a supporter",
};
function roleWord(value: unknown) {
  return ROLES[String(value)] ?? "no role";
}
