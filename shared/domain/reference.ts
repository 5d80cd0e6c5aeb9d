// The short reference people read and quote: the first 8 hex digits of a row's
// id, upper case ("6F1C2A9E"). It is the reference the registration e-mail, the
// buyer's own page, the door search and the registrations CSV already print, so
// a visitor reading it off a success page says what staff can find. Hex digits
// have no O/0 or I/1 to confuse over the phone. Deterministic, never stored.

/** "6f1c2a9e-…" → "6F1C2A9E". */
export function shortReference(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}

/**
 * The id prefix a search text stands for when it is a reference ("6F1C2A9E",
 * "#6f1c2a9e", "6F1C-2A9E"), lower case as ids are stored; otherwise null.
 */
export function referencePrefix(text: string): string | null {
  const compact = text.trim().replace(/^#/, "").replace(/[\s-]/g, "");
  return /^[0-9a-f]{8}$/i.test(compact) ? compact.toLowerCase() : null;
}
