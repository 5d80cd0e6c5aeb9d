// What the registrations panel shows and how it asks for a search or another
// page, and the Manage dialog's way of doing so (SPEC "Registrations panel").
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionError } from "~/lib/action-result";
import type {
  RegistrationPage,
  RegistrationStats as Stats,
} from "../../../server/modules/orders/index.server";

/** Typing settles this long before the search goes to the server. */
export const SEARCH_DELAY_MS = 250;

/** What the Manage dialog loaded: stats over the whole event and the first page. null while loading. */
export type PanelData = { stats: Stats; registrations: RegistrationPage } | null;

/**
 * What the panel shows and how a search or another page is asked for: the
 * Manage dialog keeps them in its own state (useDialogBrowsing), the
 * registrations page in its URL (registrations-page.tsx), so the panel is one
 * component in both places.
 */
export type RegistrationsBrowsing = {
  query: string;
  onQuery: (query: string) => void;
  /** Without it (on the page) the pagination is links that keep the search in the URL. */
  onPage?: (page: number) => void;
  list: RegistrationPage | null;
  stats: Stats | null;
  loading: boolean;
};

/**
 * The dialog's browsing: the first page comes with the dialog; a search (SPEC
 * §7, also matching guest names) or another page is loaded from the
 * registrations page's own loader (its `.data` URL), one page of 50 at a time
 * (docs/benchmarks.md "Back office at scale").
 */
export function useDialogBrowsing(eventId: string, data: PanelData): RegistrationsBrowsing {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  // React Router revalidates this fetcher, like the dialog's, after every change made here.
  const fetcher = useFetcher<RegistrationPage | ActionError>();
  const { load } = fetcher;
  const search = query.trim();
  const browsing = search !== "" || page > 1;
  const path = `/admin/events/${eventId}/registrations`;
  useEffect(() => {
    if (!browsing) return;
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (page > 1) params.set("page", String(page));
    const timer = setTimeout(() => void load(`${path}?${params}`), search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [browsing, search, page, load, path]);
  const fetched = fetcher.data && !("error" in fetcher.data) ? fetcher.data : null;
  return {
    query,
    onQuery: (value) => {
      setQuery(value);
      setPage(1);
    },
    onPage: setPage,
    list: browsing && fetched ? fetched : (data?.registrations ?? null),
    stats: data?.stats ?? null,
    loading: fetcher.state === "loading",
  };
}
