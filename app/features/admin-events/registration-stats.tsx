import { Card, CardContent } from "~/components/ui/card";
import type { RegistrationStats as Stats } from "../../../server/modules/orders/index.server";
import { formatCents } from "../../../shared/domain/money";

/** SPEC "Registrations panel": three stat cards (SPEC §9 sums, over the event's active registrations, counted in SQL). */
export function RegistrationStats({ stats }: { stats: Stats }) {
  const cards = [
    { label: "Registrations", value: String(stats.registrations) },
    { label: "Total Attendees", value: String(stats.attendees) },
    { label: "Total Revenue", value: formatCents(stats.revenueCents) },
  ];
  return (
    <div className="space-y-1">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <Card key={card.label}>
            <CardContent className="pt-4">
              <p className="text-sm text-muted-foreground">{card.label}</p>
              <p className="text-2xl font-bold" data-testid={`stat-${card.label}`}>
                {card.value}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      {stats.refundedCents > 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="stat-refunded">
          Revenue is net of {formatCents(stats.refundedCents)} refunded.
        </p>
      ) : null}
      {stats.inactive > 0 ? (
        <p className="text-xs text-muted-foreground">
          Counting active registrations; {stats.inactive} cancelled, pending or expired not counted.
        </p>
      ) : null}
    </div>
  );
}
