import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/page/page-header";

export const meta = () => pageMeta("About Us");

// Built by a later issue; the route exists so every SPEC §2 path answers.
export default function Page() {
  return <PageHero title="About Us" />;
}
