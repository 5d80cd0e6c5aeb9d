// SPEC §2 Donate side card: up to the first 3 active fundraisers; clicking one
// selects it as the gift's target, clicking it again goes back to the General Fund.
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { cn } from "~/lib/cn";
import { formatCents } from "../../../shared/domain/money";
import { formatPercent, progressPercent } from "../../../shared/domain/progress";
import type { DonateFundraiser } from "./types";

export function FundraiserSideCard({
  fundraisers,
  selectedId,
  onToggle,
}: {
  fundraisers: DonateFundraiser[];
  selectedId: string;
  onToggle: (id: string) => void;
}) {
  if (fundraisers.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Active Fundraisers</h2>
        <p className="text-sm text-muted-foreground">
          Choose a fundraiser to direct your gift, or leave it to the General Fund.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {fundraisers.slice(0, 3).map((f) => {
            const selected = f.id === selectedId;
            const percent = progressPercent(f.raisedCents, f.goalCents);
            return (
              <li key={f.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onToggle(f.id)}
                  className={cn(
                    "block w-full rounded-lg border p-4 text-left transition-colors hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    selected && "border-primary bg-secondary ring-1 ring-primary",
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold">{f.title}</span>
                    <Badge variant="success">Active</Badge>
                  </span>
                  <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">
                    {f.description}
                  </span>
                  <span className="mt-3 flex justify-between text-sm">
                    <span>
                      <span className="font-semibold" data-testid="raised">
                        {formatCents(f.raisedCents)}
                      </span>{" "}
                      raised
                    </span>
                    <span className="text-muted-foreground">of {formatCents(f.goalCents)}</span>
                  </span>
                  <Progress value={percent} className="mt-2" aria-label={`${f.title} progress`} />
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {formatPercent(percent)} funded
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
