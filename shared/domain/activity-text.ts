// The activity log in sentences (README "Using Homefront": Activity): each audit
// row (server/core/audit.ts: entity, action, and for an update
// only the fields that changed) becomes "Maria Lopez changed the price of the
// ticket type 'Adult' (Veterans Family Picnic) from $12.00 to $15.00". Values
// are formatted for people (./activity-fields.ts), never shown as ids or column
// names. Every entity the back office audits has wording in ./activity-entities.ts.
import {
  ACTIVITY_ENTITIES,
  type ActivityArea,
  type AuditAction,
  type Wording,
} from "./activity-entities";
import { asRow, formatFieldValue, humanizeField, isShown, str } from "./activity-fields";
import { plural } from "./words";

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
