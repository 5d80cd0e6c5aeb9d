// SPEC §2 Donate: the form beside the fundraiser side card and 'Your Impact'.
import { useState } from "react";
import { PageHero } from "~/components/page/page-header";
import { DonationForm } from "./donation-form";
import { FundraiserSideCard } from "./fundraiser-side-card";
import { ImpactCard } from "./impact-card";
import type { LiveFigures } from "../../../shared/site";
import type { DonateFundraiser } from "./types";

export function DonatePage({
  fundraisers,
  live,
  preselectedId,
}: {
  fundraisers: DonateFundraiser[];
  live: LiveFigures;
  preselectedId: string;
}) {
  const [fundraiserId, setFundraiserId] = useState(preselectedId);
  return (
    <>
      <PageHero title="Make a Donation">
        Your gift sends care packages, supports military families and honors our veterans.
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DonationForm
            fundraisers={fundraisers}
            fundraiserId={fundraiserId}
            onFundraiserChange={setFundraiserId}
          />
        </div>
        <aside className="space-y-6" aria-label="Fundraisers and impact">
          <FundraiserSideCard
            fundraisers={fundraisers}
            selectedId={fundraiserId}
            onToggle={(id) => setFundraiserId((current) => (current === id ? "" : id))}
          />
          <ImpactCard live={live} />
        </aside>
      </div>
    </>
  );
}
