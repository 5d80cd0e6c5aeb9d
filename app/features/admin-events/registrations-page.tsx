// An event's registrations on a page of their own (SPEC "Registrations panel"):
// the same panel as the Manage dialog, its search and page kept in the URL
// (?q=&page=) so a search can be bookmarked, shared and reloaded.
import { BackToEvents } from "./back-to-events";
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import type {
  RegistrationPage,
  RegistrationStats,
} from "../../../server/modules/orders/index.server";
import { formatLongDate } from "../../../shared/domain/dates";
import { SEARCH_DELAY_MS } from "./registrations-browsing";
import { RegistrationsPanel } from "./registrations-panel";

type Props = RegistrationPage & {
  event: { id: string; title: string; startsAt: string; location: string };
  stats: RegistrationStats;
};

export function RegistrationsPage({ event, stats, ...list }: Props) {
  const { q } = list;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  // What is typed shows at once; the URL (and so the loader) follows once typing settles.
  const [query, setQuery] = useState(q);
  const typed = useRef(q);
  useEffect(() => {
    // Back and forward change the URL under the field: show what it searches.
    if (q !== typed.current.trim()) setQuery(q);
  }, [q]);
  useEffect(() => {
    const search = query.trim();
    if (search === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (search) next.set("q", search);
      else next.delete("q");
      next.delete("page");
      setParams(next, { replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, q, params, setParams]);

  return (
    <div className="space-y-6">
      <BackToEvents />
      <AdminPageHeader
        title={`Registrations: ${event.title}`}
        description={`${formatLongDate(event.startsAt)} · ${event.location}`}
      />
      <RegistrationsPanel
        eventId={event.id}
        headingLevel="h2"
        browsing={{
          query,
          onQuery: (value) => {
            typed.current = value;
            setQuery(value);
          },
          list,
          stats,
          loading:
            navigation.state === "loading" &&
            navigation.location.pathname === `/admin/events/${event.id}/registrations`,
        }}
      />
    </div>
  );
}
