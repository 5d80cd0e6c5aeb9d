import { data } from "react-router";
import { HomePage } from "~/features/home/home-page";
import { publicCacheHeaders } from "~/lib/http-cache.server";
import { siteFromMatches } from "~/lib/site";
import { siteTitle, socialMeta } from "~/lib/social-meta";
import { listActiveFundraisers } from "../../server/modules/content/index.server";
import { listUpcomingEvents } from "../../server/modules/events/index.server";
import type { Route } from "./+types/home";

// SPEC §9: at most 3 active fundraisers and 3 upcoming events on the home page.
const HOME_LIMIT = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, log, env } = context.services;
  // SPEC §8 leaves home failures open: a block that cannot load is left out (and logged).
  async function orEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
    try {
      return await read();
    } catch (error) {
      log.error(`home: ${what} failed to load`, {
        requestId: context.requestId,
        error: String(error),
      });
      return [];
    }
  }
  const [fundraisers, events] = await Promise.all([
    orEmpty("fundraisers", () => listActiveFundraisers(db, HOME_LIMIT)),
    orEmpty("events", () => listUpcomingEvents(db, { limit: HOME_LIMIT })),
  ]);
  return data(
    { fundraisers, events, origin: env.PUBLIC_URL },
    { headers: publicCacheHeaders(request, context, 60) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args);
  return socialMeta({
    site,
    title: siteTitle(site, null),
    description: site.blurb,
    origin: args.loaderData?.origin ?? "",
    path: "/",
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage fundraisers={loaderData.fundraisers} events={loaderData.events} />;
}
