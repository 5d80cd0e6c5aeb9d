// Decision 020: one supporter per person, matched on the e-mail address as
// people type it in different ways ("  Maria@Example.org"). Only case and
// surrounding spaces are ignored: providers differ on dots and plus-tags, so
// those stay distinct addresses (staff merge such records by hand).
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
