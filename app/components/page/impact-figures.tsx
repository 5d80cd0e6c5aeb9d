import { CalendarHeart, HeartHandshake, Medal, Package } from "lucide-react";
import { useSite } from "~/lib/site";

const icons = [Package, HeartHandshake, Medal, CalendarHeart];

/** SPEC §1/§9: the four marketing figures shown on the home and about pages. */
export function ImpactFigures() {
  const site = useSite();
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {site.impact.map((figure, i) => {
        const Icon = icons[i % icons.length]!;
        return (
          <li key={figure.label} className="rounded-xl border bg-card p-6 text-center shadow-sm">
            <Icon aria-hidden="true" className="mx-auto size-8 text-accent" />
            <p className="mt-3 text-3xl font-bold text-primary sm:text-4xl">{figure.value}</p>
            <p className="mt-1 text-sm font-medium text-muted-foreground">{figure.label}</p>
          </li>
        );
      })}
    </ul>
  );
}
