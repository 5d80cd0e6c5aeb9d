import { DonationCancelled } from "~/features/donate/donation-cancelled";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Donation Cancelled");

export default function DonateCancel() {
  return <DonationCancelled />;
}
