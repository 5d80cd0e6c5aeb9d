import { HandHeart } from "lucide-react";
import { EditDeleteButtons } from "~/components/admin/edit-delete-buttons";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { imageSrcSet, imageUrlAtWidth } from "../../../shared/domain/images";
import { formatCents } from "../../../shared/domain/money";
import { formatPercent, progressPercent } from "../../../shared/domain/progress";
import { FundraiserGifts } from "./fundraiser-gifts";
import type { FundraiserView } from "./types";

/** SPEC §2 "Admin fundraisers": image, title, Active/Inactive, description, progress, raised and goal. */
export function FundraiserCard({
  fundraiser,
  onEdit,
  onDelete,
}: {
  fundraiser: FundraiserView;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const percent = progressPercent(fundraiser.raisedCents, fundraiser.goalCents);
  return (
    <li className="list-none" data-testid="fundraiser">
      <Card className="flex h-full flex-col overflow-hidden">
        {fundraiser.imageUrl ? (
          <img
            src={imageUrlAtWidth(fundraiser.imageUrl, 960)}
            srcSet={imageSrcSet(fundraiser.imageUrl)}
            sizes="(min-width: 1280px) 30vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            className="aspect-video w-full object-cover"
          />
        ) : (
          <div className="flex aspect-video w-full items-center justify-center bg-secondary">
            <HandHeart aria-hidden="true" className="size-10 text-muted-foreground" />
          </div>
        )}
        <CardContent className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-lg font-semibold leading-tight">{fundraiser.title}</h2>
            <Badge variant={fundraiser.isActive ? "success" : "secondary"}>
              {fundraiser.isActive ? "Active" : "Inactive"}
            </Badge>
          </div>
          <p className="line-clamp-3 text-sm text-muted-foreground">{fundraiser.description}</p>
          <div className="space-y-1">
            <div className="flex justify-between text-sm">
              <span>Progress</span>
              <span className="font-medium">{formatPercent(percent)}</span>
            </div>
            <Progress value={percent} aria-label={`${fundraiser.title} progress`} />
            <div className="flex justify-between text-sm">
              <span>
                Raised: <span className="font-semibold">{formatCents(fundraiser.raisedCents)}</span>
              </span>
              <span>
                Goal: <span className="font-semibold">{formatCents(fundraiser.goalCents)}</span>
              </span>
            </div>
            {/* docs/decisions/021-figures.md: the raised amount's two parts. */}
            <p className="text-xs text-muted-foreground" data-testid="raised-parts">
              {formatCents(fundraiser.startingCents)} starting +{" "}
              {formatCents(fundraiser.giftTotalCents)} in gifts
            </p>
          </div>
          <FundraiserGifts fundraiser={fundraiser} />
          <EditDeleteButtons name={fundraiser.title} onEdit={onEdit} onDelete={onDelete} />
        </CardContent>
      </Card>
    </li>
  );
}
