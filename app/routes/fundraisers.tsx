import { data } from "react-router";
import { deferServerData } from "~/components/page/deferred";
import { FundraisersPage } from "~/features/fundraisers/fundraisers-page";
import { noStoreHeaders, publicCacheHeaders } from "~/lib/http-cache.server";
import { siteFromMatches } from "~/lib/site";
import { siteTitle, socialMeta } from "~/lib/social-meta";
import { listAllFundraisers } from "../../server/modules/content/index.server";
import type { Route } from "./+types/fundraisers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, log, env } = context.services;
  try {
    const fundraisers = await listAllFundraisers(db);
    return data(
      { status: "ok" as const, fundraisers, origin: env.PUBLIC_URL },
      { headers: publicCacheHeaders(request, context, 60) },
    );
  } catch (error) {
    // SPEC §2: the failure is shown and logged.
    log.error("fundraisers failed to load", { requestId: context.requestId, error: String(error) });
    return data(
      { status: "error" as const, origin: env.PUBLIC_URL },
      { status: 503, headers: noStoreHeaders },
    );
  }
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  deferServerData(serverLoader);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const site = siteFromMatches(args);
  return socialMeta({
    site,
    title: siteTitle(site, "Our Fundraisers"),
    description: `Support care packages, military family relief and Honor Flights. See every active and completed ${site.name} fundraiser and how close each is to its goal.`,
    origin: loaderData && "origin" in loaderData ? loaderData.origin : "",
    path: "/fundraisers",
    // Shared links show the newest active campaign's picture.
    image:
      loaderData && "fundraisers" in loaderData
        ? loaderData.fundraisers.find((f) => f.isActive && f.imageUrl)?.imageUrl
        : null,
  });
};

export default function Fundraisers({ loaderData }: Route.ComponentProps) {
  return <FundraisersPage data={loaderData} />;
}
