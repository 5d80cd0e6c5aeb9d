// The activity log in sentences (README "Using Homefront": Activity): each audit
// row (server/core/audit.ts: entity, action, and for an update
// only the fields that changed) becomes "Maria Lopez changed the price of the
// ticket type 'Adult' (Veterans Family Picnic) from $12.00 to $15.00". Values
// are formatted for people (money from cents, dates in the organisation's time
// zone, yes/no), never shown as ids or column names. Every entity the back
// office audits has wording here; activity-text.test.ts fails for one without.
import { formatDateTime } from "./dates";
import { formatCents } from "./money";
import { plural } from "./words";

export type AuditAction = "create" | "update" | "delete";
type Row = Record<string, unknown>;

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

type Wording = {
  area: ActivityArea;
  /** "the ticket type": what the row is, before its name. */
  noun: string;
  /** Its human name from the row itself (a created or deleted row carries every field). */
  name?: (row: Row) => unknown;
  /** A whole sentence (after the actor) for changes that read better their own way. */
  says?: (change: Change) => string | null;
};

type Change = { action: AuditAction; before: Row; after: Row; thing: string };

const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);
const num = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const quoted = (value: unknown) => (str(value) ? `'${String(value)}'` : null);

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

/** Field labels where humanizing the name would not read well. */
const LABELS: Record<string, string> = {
  priceCents: "price",
  amountCents: "amount",
  totalCents: "total",
  goalCents: "goal",
  raisedCents: "amount raised",
  refundedCents: "amount refunded",
  startsAt: "date and time",
  ticketSalesStartAt: "ticket sales start",
  maxCapacity: "maximum capacity",
  quantityAvailable: "quantity available",
  seatsPerUnit: "seats per ticket",
  isActive: "active setting",
  hasTickets: "ticketing",
  customerName: "name",
  customerEmail: "e-mail",
  customerPhone: "phone",
  specialRequests: "special requests",
  guests: "guest list",
  photoUrl: "photo",
  imageUrl: "image",
  displayOrder: "position",
  maxUses: "use limit",
  percentOff: "percent off",
  lastError: "last error",
  donorName: "donor's name",
  donorEmail: "donor's e-mail",
};

/** "ticketSalesStartAt" → "ticket sales start at": a readable label for any field. */
export function humanizeField(field: string) {
  if (LABELS[field]) return LABELS[field];
  const words = field
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/\bCents$/i, "")
    .trim()
    .toLowerCase();
  return words.replace(/\burl\b/g, "link").replace(/\bemail\b/g, "e-mail") || "detail";
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids and bookkeeping mean nothing to a reader. */
function isShown(field: string) {
  return !/(^id$|Id$|_id$|^clientKey$|^createdAt$|^createdBy$|^updatedBy$|^orderId$|^storagePath$)/.test(
    field,
  );
}

/** A value as a person reads it. */
export function formatFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "nothing";
  if (typeof value === "boolean") {
    if (field === "isActive") return value ? "active" : "inactive";
    if (field === "hasTickets") return value ? "on" : "off";
    return value ? "yes" : "no";
  }
  if (typeof value === "number")
    return /Cents$/.test(field) ? formatCents(value) : value.toLocaleString("en-US");
  if (typeof value === "string") {
    if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (UUID.test(value)) return "another record";
    return value.length > 80 ? `'${value.slice(0, 77)}...'` : `'${value}'`;
  }
  if (Array.isArray(value)) return plural(value.length, "item");
  return "a new value";
}

/** The names the server found for an entry: who made it, and what it is about. */
export type ActivityNames = {
  actor: string | null;
  /** The row's name today (for an update, whose row holds only the changed fields). */
  subject?: string | null;
  /** The event or fundraiser it belongs to, for context. */
  context?: string | null;
};

export type ActivityEntry = {
  action: AuditAction;
  entity: string;
  before: unknown;
  after: unknown;
};

function wordingOf(entity: string): Wording {
  return (
    (ACTIVITY_ENTITIES as Record<string, Wording>)[entity] ?? {
      area: "settings",
      noun: `a ${humanizeField(entity).replace(/s$/, "")} record`,
    }
  );
}

export function activityArea(entity: string): ActivityArea {
  return wordingOf(entity).area;
}

/** The entities of one area, for the Activity page's filter. */
export function entitiesOfArea(area: ActivityArea): string[] {
  return Object.entries(ACTIVITY_ENTITIES)
    .filter(([, w]) => w.area === area)
    .map(([entity]) => entity);
}

const asRow = (value: unknown): Row =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Row) : {};

/** "changed the price of the ticket type 'Adult' (Picnic) from $12.00 to $15.00", without the actor. */
export function activityPredicate(entry: ActivityEntry, names: ActivityNames): string {
  const wording = wordingOf(entry.entity);
  const before = asRow(entry.before);
  const after = asRow(entry.after);
  const name =
    str(names.subject) ??
    str(wording.name?.(entry.action === "delete" ? before : { ...before, ...after }));
  const context = str(names.context) && names.context !== name ? ` (${names.context})` : "";
  const thing = `${wording.noun}${name ? ` ${wording.noun.endsWith(" of") || wording.noun.endsWith(" from") ? name : `'${name}'`}` : ""}${context}`;
  const own = wording.says?.({ action: entry.action, before, after, thing });
  if (own) return own;
  if (entry.action === "create") return `added ${thing}`;
  if (entry.action === "delete") return `deleted ${thing}`;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (f) => isShown(f) && JSON.stringify(before[f]) !== JSON.stringify(after[f]),
  );
  if (fields.length === 0) return `updated ${thing}`;
  const change = (field: string) =>
    `${humanizeField(field)} from ${formatFieldValue(field, before[field])} to ${formatFieldValue(field, after[field])}`;
  if (fields.length === 1) {
    const [field] = fields as [string];
    if (Array.isArray(after[field]) || Array.isArray(before[field]))
      return `changed the ${humanizeField(field)} of ${thing}`;
    return `changed the ${humanizeField(field)} of ${thing} from ${formatFieldValue(field, before[field])} to ${formatFieldValue(field, after[field])}`;
  }
  const listed = fields
    .slice(0, 3)
    .map((f) =>
      Array.isArray(after[f]) || Array.isArray(before[f]) ? `the ${humanizeField(f)}` : change(f),
    );
  const more = fields.length > 3 ? `; and ${plural(fields.length - 3, "more change")}` : "";
  return `updated ${thing}: ${listed.join("; ")}${more}`;
}

/** The whole sentence: "Maria Lopez changed …". A change with no staff member behind it names nobody. */
export function describeActivity(entry: ActivityEntry, names: ActivityNames): string {
  return `${str(names.actor) ?? "Someone"} ${activityPredicate(entry, names)}`;
}

/** "3 minutes ago", "yesterday", "2 weeks ago": how long ago, against `now`. */
export function relativeTime(when: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(when).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["second", 60],
    ["minute", 60],
    ["hour", 24],
    ["day", 7],
    ["week", 4.35],
    ["month", 12],
    ["year", Number.POSITIVE_INFINITY],
  ];
  if (Math.abs(seconds) < 45) return "just now";
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(-Math.round(value), unit);
    value /= size;
  }
  return format.format(-Math.round(value), "year");
}
