import { HandHeart, Heart } from "lucide-react";
import { Link } from "react-router";
import { CardImage } from "~/components/page/card-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import type { PublicFundraiser } from "../../../server/modules/content/index.server";
import { formatCents } from "../../../shared/domain/money";
import { formatPercent, progressPercent } from "../../../shared/domain/progress";

/**
 * SPEC §2 Fundraisers card: optional image, title, Active/Completed badge,
 * description, progress to one decimal (capped at 100), bar, raised and goal
 * in dollars; Donate Now on active cards, Final Result on completed ones.
 */
export function FundraiserCard({
  fundraiser,
  priority = false,
}: {
  fundraiser: PublicFundraiser;
  priority?: boolean;
}) {
  const percent = progressPercent(fundraiser.raisedCents, fundraiser.goalCents);
  const active = fundraiser.isActive;
  return (
    <article
      aria-labelledby={`fundraiser-${fundraiser.id}`}
      className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      {fundraiser.imageUrl ? (
        <CardImage src={fundraiser.imageUrl} alt="" icon={HandHeart} priority={priority} />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex items-start justify-between gap-3">
          <h3
            id={`fundraiser-${fundraiser.id}`}
            className="text-xl font-semibold leading-snug text-primary"
          >
            {fundraiser.title}
          </h3>
          <Badge variant={active ? "success" : "secondary"} className="shrink-0">
            {active ? "Active" : "Completed"}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{fundraiser.description}</p>
        <div className="mt-auto space-y-3 pt-3">
          {active ? null : (
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              Final Result
            </p>
          )}
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">Progress</span>
            <span className="font-semibold text-primary">{formatPercent(percent)}</span>
          </div>
          <Progress
            value={percent}
            aria-label={`${fundraiser.title}: ${formatPercent(percent)} funded`}
          />
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Raised</dt>
              <dd className="text-lg font-bold text-primary">
                {formatCents(fundraiser.raisedCents)}
              </dd>
            </div>
            <div className="text-right">
              <dt className="text-muted-foreground">Goal</dt>
              <dd className="text-lg font-semibold">{formatCents(fundraiser.goalCents)}</dd>
            </div>
          </dl>
          {active ? (
            <Button asChild variant="accent" className="w-full">
              <Link to={`/donate?fundraiser=${fundraiser.id}`}>
                <Heart aria-hidden="true" /> Donate Now
                <span className="sr-only"> to {fundraiser.title}</span>
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
