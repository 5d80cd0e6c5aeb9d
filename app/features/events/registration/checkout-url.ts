/**
 * SPEC §8 'Invalid checkout URL received from server': only an https URL, or
 * this site's own demo checkout, may take the visitor away.
 */
export function checkoutUrlProblem(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin || parsed.protocol === "https:") return null;
  } catch {
    // fall through
  }
  return "Invalid checkout URL received from server";
}
