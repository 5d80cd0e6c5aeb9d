import type { ShouldRevalidateFunction } from "react-router";
import { data } from "react-router";
import { deferServerData } from "~/components/page/deferred";
import { EventsPage } from "~/features/events/events-page";
import { noStoreHeaders, publicCacheHeaders } from "~/lib/http-cache.server";
import { siteFromMatches } from "~/lib/site";
import { siteTitle, socialMeta } from "~/lib/social-meta";
import { listEvents } from "../../server/modules/events/index.server";
import type { Route } from "./+types/events";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, log, env } = context.services;
  try {
    const { upcoming, past } = await listEvents(db, { log });
    // Seat counts move with every registration: a shared cache keeps the page briefly.
    return data(
      { status: "ok" as const, upcoming, past, origin: env.PUBLIC_URL },
      { headers: publicCacheHeaders(request, context, 30) },
    );
  } catch (error) {
    log.error("events failed to load", { requestId: context.requestId, error: String(error) });
    return data(
      { status: "error" as const, origin: env.PUBLIC_URL },
      { status: 503, headers: noStoreHeaders },
    );
  }
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  deferServerData(serverLoader);

/**
 * A registration posted from the dialog must not reload this page under it
 * (the deferred reload would unmount the dialog and lose its result); the
 * dialog revalidates itself once a free registration succeeds.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction?.endsWith("/register") ? false : defaultShouldRevalidate);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const site = siteFromMatches(args);
  return socialMeta({
    site,
    title: siteTitle(site, "Our Events"),
    description: `Prayer nights, veteran breakfasts, galas and runs in support of military families. See upcoming ${site.name} events, register, and look back at past ones.`,
    origin: loaderData && "origin" in loaderData ? loaderData.origin : "",
    path: "/events",
  });
};

export default function Events({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}
