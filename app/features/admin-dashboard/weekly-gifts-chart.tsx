import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCents, formatCentsCompact } from "../../../shared/domain/money";
import { ChartTable } from "./chart-table";
import { shortDay, type DashboardStats } from "./types";
import { useHydrated } from "./use-hydrated";

const axisTitle = { fill: "var(--color-muted-foreground)", fontSize: 12 };

function summaryOf(data: { label: string; gifts: number; cents: number }[]) {
  const cents = data.reduce((sum, w) => sum + w.cents, 0);
  const gifts = data.reduce((sum, w) => sum + w.gifts, 0);
  if (gifts === 0) return "No completed gifts in the last 12 weeks.";
  const best = data.reduce((a, b) => (b.cents > a.cents ? b : a));
  return `${formatCents(cents)} from ${gifts} ${gifts === 1 ? "gift" : "gifts"} in 12 weeks; the best week began ${best.label} (${formatCents(best.cents)}).`;
}

/** Beyond SPEC (README "Using Homefront"): completed gifts per week, with a summary and its numbers as a table. */
export function WeeklyGiftsChart({ weekly }: { weekly: DashboardStats["weekly"] }) {
  const hydrated = useHydrated();
  // The bars stay in cents, so the axis and tooltip format them like every amount (shared/domain/money.ts).
  const data = weekly.map((w) => ({ ...w, label: shortDay(w.weekStart) }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Gifts per week</CardTitle>
        <CardDescription>
          Completed gifts over the last 12 weeks (weeks start on Monday).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div aria-hidden="true" className="h-64">
          {hydrated ? (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={data}
                accessibilityLayer={false}
                margin={{ top: 8, left: 4, right: 8, bottom: 20 }}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="label"
                  tick={{ fontSize: 12 }}
                  interval="preserveStartEnd"
                  minTickGap={12}
                  label={{
                    value: "Week beginning",
                    position: "insideBottom",
                    offset: -14,
                    ...axisTitle,
                  }}
                />
                <YAxis
                  tickFormatter={formatCentsCompact}
                  tick={{ fontSize: 12 }}
                  width={64}
                  allowDecimals={false}
                  label={{
                    value: "Raised",
                    angle: -90,
                    position: "insideLeft",
                    offset: 4,
                    ...axisTitle,
                  }}
                />
                <Tooltip
                  formatter={(value) => [formatCents(Number(value)), "Raised"]}
                  labelFormatter={(label) => `Week of ${label}`}
                />
                <Bar dataKey="cents" fill="var(--color-accent)" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          ) : null}
        </div>
        <ChartTable summary={summaryOf(data)}>
          <table className="w-full">
            <caption className="sr-only">Completed gifts per week, last 12 weeks</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Gifts</th>
                <th scope="col">Raised</th>
              </tr>
            </thead>
            <tbody>
              {data.map((w) => (
                <tr key={w.weekStart}>
                  <th scope="row">{w.label}</th>
                  <td>{w.gifts}</td>
                  <td>{formatCents(w.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ChartTable>
      </CardContent>
    </Card>
  );
}
