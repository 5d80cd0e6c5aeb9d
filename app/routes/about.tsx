import { data } from "react-router";
import { deferServerData } from "~/components/page/deferred";
import { AboutPage } from "~/features/about/about-page";
import { noStoreHeaders, publicCacheHeaders } from "~/lib/http-cache.server";
import { siteFromMatches } from "~/lib/site";
import { siteTitle, socialMeta } from "~/lib/social-meta";
import { listTeamMembers } from "../../server/modules/content/index.server";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, log, env } = context.services;
  try {
    const team = await listTeamMembers(db);
    return data(
      { status: "ok" as const, team, origin: env.PUBLIC_URL },
      { headers: publicCacheHeaders(request, context, 300) },
    );
  } catch (error) {
    log.error("team failed to load", { requestId: context.requestId, error: String(error) });
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
    title: siteTitle(site, "About Us"),
    description: `${site.blurb} Meet our team and our programs.`,
    origin: loaderData && "origin" in loaderData ? loaderData.origin : "",
    path: "/about",
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage team={loaderData} />;
}
