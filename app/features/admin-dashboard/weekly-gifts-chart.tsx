import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCents, formatCentsShort } from "../../../shared/domain/money";
import { shortDay, type DashboardStats } from "./types";
import { useHydrated } from "./use-hydrated";

/** Beyond SPEC (README "Using Homefront"): completed gifts per week; the table is the chart's text alternative. */
export function WeeklyGiftsChart({ weekly }: { weekly: DashboardStats["weekly"] }) {
  const hydrated = useHydrated();
  const data = weekly.map((w) => ({ ...w, label: shortDay(w.weekStart), dollars: w.cents / 100 }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Gifts per week</CardTitle>
        <CardDescription>
          Completed gifts over the last 12 weeks (weeks start on Monday).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden="true" className="h-60">
          {hydrated ? (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                <YAxis
                  tickFormatter={(v: number) => formatCentsShort(v * 100)}
                  tick={{ fontSize: 12 }}
                  width={64}
                />
                <Tooltip
                  formatter={(value) => [formatCents(Number(value) * 100), "Raised"]}
                  labelFormatter={(label) => `Week of ${label}`}
                />
                <Bar dataKey="dollars" fill="var(--color-accent)" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          ) : null}
        </div>
        {/* The wrapper hides the table: on a <table> itself, sr-only's 1px width is ignored and the page scrolled sideways. */}
        <div className="sr-only">
          <table>
            <caption>Completed gifts per week, last 12 weeks</caption>
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
        </div>
      </CardContent>
    </Card>
  );
}
