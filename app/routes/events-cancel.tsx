import { lazy, Suspense } from "react";
import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { asUuid } from "../../shared/domain/ids";
import { releaseAbandonedHold } from "../../server/modules/events/index.server";
import type { Route } from "./+types/events-cancel";

// SPEC §2: loaded lazily, with the text Loading... meanwhile.
const PaymentCancelled = lazy(() => import("~/features/events/payment-return"));

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Registration cancelled");

export function loader({ request }: Route.LoaderArgs) {
  const eventId = new URL(request.url).searchParams.get("event");
  return { eventId: asUuid(eventId) };
}

/**
 * Posted by the page on arrival: the held seats go back on sale at once. Only the signed
 * `registration` of the checkout's own cancel link releases them; a bare or forged one
 * answers 403 and releases nothing, while the page still reads as cancelled
 * (docs/payments.md "Event registrations").
 */
export async function action({ request, context }: Route.ActionArgs) {
  const link = new URL(request.url).searchParams.get("registration");
  if (!link) return { released: false };
  const outcome = await releaseAbandonedHold(context.services, link);
  if (outcome === "invalid_link") {
    return data(
      {
        error: {
          code: "invalid_link",
          message: "This cancel link is not valid; no seats were released.",
        },
      },
      { status: 403 },
    );
  }
  return { released: outcome === "released" };
}

export default function EventPaymentCancel({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<p className="px-4 py-24 text-center">Loading...</p>}>
      <PaymentCancelled outcome="cancel" eventId={loaderData.eventId} />
    </Suspense>
  );
}
