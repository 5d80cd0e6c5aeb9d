import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import type { DetailStatusLabel, ListCapacityLabel } from "../../../shared/domain/capacity";

const tone: Record<ListCapacityLabel | DetailStatusLabel, string> = {
  Available: "bg-success text-white",
  "Limited Availability": "bg-amber-100 text-amber-900 border-amber-300",
  "Filling Up": "bg-amber-100 text-amber-900 border-amber-300",
  "Nearly Full": "bg-orange-100 text-orange-900 border-orange-300",
  "Sold Out": "bg-destructive text-destructive-foreground",
};

/** A capacity label of SPEC §4 in a colour that reads at a glance. */
export function CapacityBadge({
  label,
  className,
}: {
  label: ListCapacityLabel | DetailStatusLabel;
  className?: string;
}) {
  return (
    <Badge variant="outline" className={cn("border-transparent", tone[label], className)}>
      {label}
    </Badge>
  );
}
