// An audit row's fields as people read them (README "Using Homefront":
// Activity): a label for any field, and a value formatted for people (money
// from cents, dates in the organisation's time zone, yes/no), never shown as an
// id or a column name. Used by the sentences of ./activity-text.ts and
// ./activity-entities.ts.
import { formatDateTime } from "./dates";
import { formatCents } from "./money";
import { plural } from "./words";

/** An audit row's before or after: its fields by name. */
export type Row = Record<string, unknown>;

export const str = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : null;
export const num = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
export const quoted = (value: unknown) => (str(value) ? `'${String(value)}'` : null);

export const asRow = (value: unknown): Row =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Row) : {};

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
export function isShown(field: string) {
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
