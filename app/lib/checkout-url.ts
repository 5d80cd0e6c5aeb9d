/** SPEC §8: the registration toast's text when the server's checkout URL is refused. */
export const INVALID_CHECKOUT_URL = "Invalid checkout URL received from server";

/**
 * Where a checkout may take the visitor (SPEC §8, docs/payments.md "Checkout URLs"): this
 * site's own demo checkout, a same-origin path that keeps the visitor on the address they
 * came through, or an https page (Stripe's hosted Checkout). Returns the absolute address
 * to open, or null for anything else (another http origin, javascript:, data:, not a string).
 */
export function checkoutHref(url: unknown, origin: string): string | null {
  if (typeof url !== "string" || url === "") return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
