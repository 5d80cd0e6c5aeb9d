import { lazy, Suspense } from "react";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { registrationBySession } from "../../server/modules/events/index.server";
import type { Route } from "./+types/events-success";

// SPEC §2: loaded lazily, with the text Loading... meanwhile.
const PaymentSuccess = lazy(() => import("~/features/events/payment-return"));

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Registration");

export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  return { receipt: await registrationBySession(context.services.db, sessionId) };
}

export default function EventPaymentSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<p className="px-4 py-24 text-center">Loading...</p>}>
      <PaymentSuccess outcome="success" receipt={loaderData.receipt} />
    </Suspense>
  );
}
