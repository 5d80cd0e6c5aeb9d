import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { useSite } from "~/lib/site";
import { donateFigures, type LiveFigures } from "../../../shared/site";

/**
 * SPEC §2 'Your Impact'. SPEC fixes its figures; here they come from the settings,
 * whose defaults are filled from the records so they agree with the dashboard and
 * the fundraisers beside them (docs/decisions/022-us-english.md, "figures").
 */
export function ImpactCard({ live }: { live: LiveFigures }) {
  const site = useSite();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Your Impact</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          {donateFigures(site, live).map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-lg bg-secondary p-3 text-center"
            >
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold text-primary">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
