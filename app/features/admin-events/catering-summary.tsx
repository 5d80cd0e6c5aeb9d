import type { CateringSummary as Summary } from "../../../shared/domain/guest-list";

/** Beyond SPEC (docs/decisions/006): how many of each dietary need, and every accessibility need by name. */
export function CateringSummary({ summary }: { summary: Summary }) {
  return (
    <section
      aria-labelledby="catering-heading"
      className="break-inside-avoid space-y-4 rounded-lg border p-4 print:border-foreground"
    >
      <h2 id="catering-heading" className="text-xl font-semibold">
        Catering Summary
      </h2>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 print:grid-cols-2">
        <div className="space-y-2">
          <h3 className="font-medium">Dietary needs</h3>
          {summary.dietary.length === 0 ? (
            <p className="text-sm text-muted-foreground print:text-black">
              No dietary needs recorded.
            </p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="dietary-summary">
              {summary.dietary.map((d) => (
                <li key={d.need} className="flex justify-between gap-4 border-b py-1">
                  <span>{d.need}</span>
                  <span className="font-semibold">{d.count}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm">
            {summary.withoutDietaryNeeds} of {summary.attendees} with no dietary needs recorded.
          </p>
        </div>
        <div className="space-y-2">
          <h3 className="font-medium">Accessibility needs</h3>
          {summary.accessibility.length === 0 ? (
            <p className="text-sm text-muted-foreground print:text-black">
              No accessibility needs recorded.
            </p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="accessibility-summary">
              {summary.accessibility.map((a, i) => (
                <li key={`${a.name}-${i}`} className="border-b py-1">
                  <span className="font-medium">{a.name}</span>: {a.need}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
