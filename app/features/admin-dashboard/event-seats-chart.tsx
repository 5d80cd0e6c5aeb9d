import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDate } from "../../../shared/domain/dates";
import { ChartTable } from "./chart-table";
import type { DashboardStats } from "./types";
import { useHydrated } from "./use-hydrated";

const axisTitle = { fill: "var(--color-muted-foreground)", fontSize: 12 };

/** Long titles would squeeze the bars on a phone; the table below has them in full. */
function shortTitle(title: string) {
  return title.length > 18 ? `${title.slice(0, 17)}…` : title;
}

function summaryOf(data: { sold: number; capacity: number }[]) {
  const sold = data.reduce((sum, s) => sum + s.sold, 0);
  const capacity = data.reduce((sum, s) => sum + s.capacity, 0);
  const events =
    data.length === 1 ? "1 upcoming ticketed event" : `${data.length} upcoming ticketed events`;
  return `${sold} of ${capacity} seats sold across ${events}.`;
}

/** Beyond SPEC (README "Using Homefront"): seats sold (and held in checkout) against capacity for upcoming ticketed events. */
export function EventSeatsChart({ seats }: { seats: DashboardStats["seats"] }) {
  const hydrated = useHydrated();
  const data = seats.map((s) => ({
    ...s,
    label: shortTitle(s.title),
    remaining: Math.max(0, s.capacity - s.sold - s.held),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Seats sold per upcoming event</CardTitle>
        <CardDescription>Ticketed events ahead, soonest first.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming ticketed events.</p>
        ) : (
          <>
            <div aria-hidden="true" style={{ height: Math.max(180, data.length * 48 + 90) }}>
              {hydrated ? (
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={data}
                    layout="vertical"
                    accessibilityLayer={false}
                    margin={{ top: 4, left: 4, right: 12, bottom: 20 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis
                      type="number"
                      allowDecimals={false}
                      tick={{ fontSize: 12 }}
                      label={{
                        value: "Seats",
                        position: "insideBottom",
                        offset: -14,
                        ...axisTitle,
                      }}
                    />
                    <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
                    <Tooltip labelFormatter={(_, payload) => payload?.[0]?.payload?.title ?? ""} />
                    <Legend
                      verticalAlign="top"
                      itemSorter={null}
                      formatter={(value) => <span className="text-foreground">{value}</span>}
                    />
                    <Bar dataKey="sold" name="Sold" stackId="seats" fill="var(--color-primary)" />
                    <Bar
                      dataKey="held"
                      name="Held in checkout"
                      stackId="seats"
                      fill="var(--color-warning)"
                    />
                    <Bar
                      dataKey="remaining"
                      name="Remaining"
                      stackId="seats"
                      fill="var(--color-input)"
                    />
                  </BarChart>
                </ResponsiveContainer>
              ) : null}
            </div>
            <ChartTable summary={summaryOf(data)}>
              <table className="w-full">
                <caption className="sr-only">Seats sold per upcoming ticketed event</caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Date</th>
                    <th scope="col">Seats sold</th>
                    <th scope="col">Held in checkout</th>
                    <th scope="col">Capacity</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((s) => (
                    <tr key={s.id}>
                      <th scope="row">{s.title}</th>
                      <td>{formatDate(s.startsAt)}</td>
                      <td>{s.sold}</td>
                      <td>{s.held}</td>
                      <td>{s.capacity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ChartTable>
          </>
        )}
      </CardContent>
    </Card>
  );
}
