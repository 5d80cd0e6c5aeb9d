import { DonationCancelled } from "~/features/donate/donation-cancelled";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Donation Cancelled");

export default function DonateCancel() {
  return <DonationCancelled />;
}
