import { HandHeart } from "lucide-react";
import { CardImage } from "~/components/page/card-image";
import type { PublicFundraiser } from "../../../server/modules/content/index.server";
import { formatCents } from "../../../shared/domain/money";
import { formatPercent, progressPercent } from "../../../shared/domain/progress";

/** Home "Active Fundraisers!" card: the description clamped to 2 lines (SPEC §2 Home). */
export function FundraiserPreviewCard({ fundraiser }: { fundraiser: PublicFundraiser }) {
  const percent = progressPercent(fundraiser.raisedCents, fundraiser.goalCents);
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <CardImage src={fundraiser.imageUrl} alt="" icon={HandHeart} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold leading-snug text-primary">{fundraiser.title}</h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{fundraiser.description}</p>
        <div className="mt-auto space-y-2 pt-2">
          {/* A plain bar: the home page stays light (no progress primitive in its bundle). */}
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent * 10) / 10}
            aria-label={`${fundraiser.title}: ${formatPercent(percent)} funded`}
            className="h-2.5 overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
          </div>
          <p className="flex justify-between text-sm">
            <span className="font-semibold text-primary">
              {formatCents(fundraiser.raisedCents)} raised
            </span>
            <span className="text-muted-foreground">of {formatCents(fundraiser.goalCents)}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
