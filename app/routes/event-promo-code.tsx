// The registration dialog's "Apply" (docs/decisions/018-codes-and-orders.md):
// what a promo or access code does for this event, or why it can't be used, at
// the field. Rate-limited per client like the other public forms, so codes
// can't be guessed by brute force. Nothing is written but the rate-limit hit.
import { AppError, orErrorResult, parseInput, readJsonBody } from "~/lib/action-contract.server";
import { postOnly, redirectBrowserNavigation, segment } from "~/lib/navigation.server";
import { clientKey, consumeRateLimit, type RateLimit } from "../../server/core/index.server";
import { checkPromoCode } from "../../server/modules/events/index.server";
import { isUuid } from "../../shared/domain/ids";
import { promoCodeCheckSchema } from "../../shared/schemas/registration";
import type { Route } from "./+types/event-promo-code";

const perClient: RateLimit = {
  bucket: "promo-code",
  limit: 20,
  windowMs: 10 * 60_000,
  message: "Too many codes tried from your connection. Please try again in a few minutes.",
};

/** Nothing to show on its own: opened in a browser, the event's page, where the dialog lives. */
export function loader({ request, params }: Route.LoaderArgs) {
  redirectBrowserNavigation(request, `/events/${segment(params.id)}`);
  throw postOnly();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  return orErrorResult(async () => {
    if (!isUuid(params.id)) throw new AppError(404, "not_found", "Event not found");
    const { code } = parseInput(promoCodeCheckSchema, await readJsonBody(request));
    await services.db.transaction((tx) => consumeRateLimit(tx, perClient, clientKey(clientIp)));
    return { ok: true as const, promo: await checkPromoCode(services.db, params.id, code) };
  });
}
