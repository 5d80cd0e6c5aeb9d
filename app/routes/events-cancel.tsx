import { lazy, Suspense } from "react";
import { pageMeta } from "~/lib/meta";
import { releaseAbandonedHold } from "~/lib/ticketing.server";
import type { Route } from "./+types/events-cancel";

// SPEC §2: loaded lazily, with the text Loading... meanwhile.
const PaymentCancelled = lazy(() => import("~/features/events/payment-return"));

export const meta = () => pageMeta("Registration cancelled");

export function loader({ request }: Route.LoaderArgs) {
  const eventId = new URL(request.url).searchParams.get("event");
  return { eventId: eventId && /^[0-9a-f-]{36}$/i.test(eventId) ? eventId : null };
}

/** Posted by the page on arrival: the held seats go back on sale at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const registrationId = new URL(request.url).searchParams.get("registration");
  await releaseAbandonedHold(context.services.db, registrationId);
  return { released: true };
}

export default function EventPaymentCancel({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<p className="px-4 py-24 text-center">Loading...</p>}>
      <PaymentCancelled outcome="cancel" eventId={loaderData.eventId} />
    </Suspense>
  );
}
