// Row ids are UUIDs (DESIGN "Data"). An id from a URL or a body that cannot be
// one is simply "not found": PostgreSQL would refuse to compare it.

/** The pattern of a UUID, for building larger patterns (upload paths). */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_PATTERN}$`, "i");

/** Whether `value` can be a row id at all. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** `value` when it can be a row id, else null. */
export const asUuid = (value: unknown): string | null => (isUuid(value) ? value : null);
