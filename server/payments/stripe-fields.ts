// Stripe's objects read defensively (docs/payments.md): payloads follow the
// webhook endpoint's API version, not the SDK's, so a field may be missing, an
// id or an expanded object. Shared by the Stripe provider's parts.
export type Loose = Record<string, unknown>;

export const idOf = (value: unknown): string | null =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "id" in value
      ? String(value.id)
      : null;
export const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
export const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
export const meta = (value: unknown): Record<string, string> =>
  value && typeof value === "object" ? (value as Record<string, string>) : {};
