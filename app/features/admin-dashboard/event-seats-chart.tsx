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
import type { DashboardStats } from "./types";
import { useHydrated } from "./use-hydrated";

/** Beyond SPEC (README "Using Homefront"): seats sold (and held in checkout) against capacity for upcoming ticketed events. */
export function EventSeatsChart({ seats }: { seats: DashboardStats["seats"] }) {
  const hydrated = useHydrated();
  const data = seats.map((s) => ({
    ...s,
    remaining: Math.max(0, s.capacity - s.sold - s.held),
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Seats sold per upcoming event</CardTitle>
        <CardDescription>Ticketed events ahead, soonest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming ticketed events.</p>
        ) : (
          <>
            <div aria-hidden="true" style={{ height: Math.max(160, data.length * 48 + 60) }}>
              {hydrated ? (
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={data}
                    layout="vertical"
                    accessibilityLayer={false}
                    margin={{ left: 8, right: 8 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                    <YAxis type="category" dataKey="title" width={140} tick={{ fontSize: 12 }} />
                    <Tooltip />
                    <Legend
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
            {/* The wrapper hides the table: on a <table> itself, sr-only's 1px width is ignored and the page scrolled sideways. */}
            <div className="sr-only">
              <table>
                <caption>Seats sold per upcoming ticketed event</caption>
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
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
