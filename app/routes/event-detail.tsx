import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/page/page-header";

export const meta = () => pageMeta("Event");

// Built by the public site issue.
export default function EventDetail() {
  return <PageHero title="Event" />;
}
