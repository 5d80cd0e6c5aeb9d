import { AlertTriangle, Bell, HandHeart } from "lucide-react";
import { Link } from "react-router";
import { Deferred, type MaybeDeferred } from "~/components/page/deferred";
import { EmptyState } from "~/components/page/empty-state";
import { HeroBanner } from "~/components/page/hero-banner";
import { LoadingState } from "~/components/page/loading-state";
import { SectionHeading } from "~/components/page/section-heading";
import { Button } from "~/components/ui/button";
import type { PublicFundraiser } from "../../../server/modules/content/index.server";
import { FundraiserCard } from "./fundraiser-card";

export type FundraisersData =
  { status: "ok"; fundraisers: PublicFundraiser[] } | { status: "error" };

const LOAD_ERROR = "Unable to load fundraisers. Please try again later.";

function LoadError() {
  return (
    <EmptyState icon={AlertTriangle} title="Something went wrong" role="alert">
      {LOAD_ERROR}
    </EmptyState>
  );
}

function FundraiserGrid({
  id,
  title,
  items,
  first,
}: {
  id: string;
  title: string;
  items: PublicFundraiser[];
  first?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="py-10">
      <SectionHeading id={id} title={title} align="left" />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((f, i) => (
          <FundraiserCard key={f.id} fundraiser={f} priority={first && i === 0} />
        ))}
      </div>
    </section>
  );
}

function Fundraisers({ data }: { data: FundraisersData }) {
  if (data.status === "error") return <LoadError />;
  if (data.fundraisers.length === 0) {
    return (
      <EmptyState
        icon={HandHeart}
        title="No Fundraisers Yet"
        action={
          <Button asChild>
            <Link to="/contact">
              <Bell aria-hidden="true" /> Get Notified
            </Link>
          </Button>
        }
      >
        New campaigns are on their way. Write to us and we will let you know when the next one
        begins.
      </EmptyState>
    );
  }
  const active = data.fundraisers.filter((f) => f.isActive);
  return (
    <>
      <FundraiserGrid id="active" title="Active Fundraisers" items={active} first />
      <FundraiserGrid
        id="completed"
        title="Completed Fundraisers"
        items={data.fundraisers.filter((f) => !f.isActive)}
        first={active.length === 0}
      />
    </>
  );
}

export function FundraisersPage({ data }: { data: MaybeDeferred<FundraisersData> }) {
  return (
    <>
      <HeroBanner eyebrow="Give with us" title="Our Fundraisers">
        Every campaign meets a real need for service members, veterans and their families. See where
        your gift goes and how close we are to each goal.
      </HeroBanner>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <Deferred
          value={data}
          fallback={<LoadingState label="Loading fundraisers..." />}
          error={<LoadError />}
        >
          {(resolved) => <Fundraisers data={resolved} />}
        </Deferred>
      </div>
    </>
  );
}
