import { CalendarDays, HandHeart, Mail, Users } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireAdmin } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import { getDashboardCounts } from "../../../server/services/dashboard";
import type { Route } from "./+types/dashboard";

export const meta = () => pageMeta("Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { counts: await getDashboardCounts(context.services.db) };
}

const cards = [
  { key: "teamMembers", label: "Team Members", icon: Users, to: "/admin/team" },
  { key: "fundraisers", label: "Fundraisers", icon: HandHeart, to: "/admin/fundraisers" },
  { key: "events", label: "Events", icon: CalendarDays, to: "/admin/events" },
  { key: "messages", label: "Messages", icon: Mail, to: "/admin/messages" },
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ key, label, icon: Icon }) => (
          <Card key={key}>
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium">{label}</CardTitle>
              <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold">{loaderData.counts[key]}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">Quick Actions</h2>
        <ul className="flex flex-wrap gap-2">
          {cards.map(({ key, label, to }) => (
            <li key={key}>
              <Link to={to} className="rounded-md border px-3 py-2 text-sm font-medium hover:bg-secondary">
                Manage {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
