import { DonationSuccess } from "~/features/donate/donation-success";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { verifyDonationSession } from "../../server/modules/giving/index.server";
import type { Route } from "./+types/donate-success";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Thank You");

/** SPEC §7 verify-payment: reads the gift's status; never fulfils (DESIGN "Payments"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  return { verification: await verifyDonationSession(context.services.db, sessionId) };
}

export default function DonateSuccess({ loaderData }: Route.ComponentProps) {
  return <DonationSuccess verification={loaderData.verification} />;
}
