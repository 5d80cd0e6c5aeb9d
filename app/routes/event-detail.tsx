import type { ShouldRevalidateFunction } from "react-router";
import { data } from "react-router";
import { EventDetailPage } from "~/features/events/event-detail-page";
import { eventJsonLd } from "~/features/events/event-json-ld";
import { EventNotFound } from "~/features/events/event-not-found";
import { JsonLd } from "~/components/page/json-ld";
import { noStoreHeaders, publicCacheHeaders } from "~/lib/http-cache.server";
import { siteFromMatches, useSite } from "~/lib/site";
import { socialMeta, summary } from "~/lib/social-meta";
import { getEventDetail } from "../../server/modules/events/index.server";
import type { Route } from "./+types/event-detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, log, env } = context.services;
  const origin = env.PUBLIC_URL;
  try {
    const detail = await getEventDetail(db, params.id);
    if (!detail) {
      return data(
        { status: "not-found" as const, origin },
        { status: 404, headers: noStoreHeaders },
      );
    }
    return data(
      { status: "ok" as const, detail, origin },
      { headers: publicCacheHeaders(request, context, 30) },
    );
  } catch (error) {
    // SPEC §2: a load failure reads like a missing event, but is logged and not cached.
    log.error("event failed to load", {
      requestId: context.requestId,
      eventId: params.id,
      error: String(error),
    });
    return data({ status: "not-found" as const, origin }, { status: 503, headers: noStoreHeaders });
  }
}

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

// SPEC §2: the page title is the event title followed by Our Events.
export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData || loaderData.status !== "ok") {
    return [{ title: "Event Not Found | Our Events" }, { name: "robots", content: "noindex" }];
  }
  const { detail, origin } = loaderData;
  return [
    ...socialMeta({
      site: siteFromMatches(args),
      title: `${detail.event.title} | Our Events`,
      description: summary(detail.event.description),
      origin,
      path: `/events/${detail.event.id}`,
      image: detail.event.imageUrl,
      type: "article",
    }),
  ];
};

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  if (loaderData.status !== "ok") return <EventNotFound />;
  // Rendered here rather than through meta's "script:ld+json", which cannot carry the CSP nonce (docs/security.md §1).
  return (
    <>
      <JsonLd data={eventJsonLd(loaderData.detail, loaderData.origin, site.name)} />
      <EventDetailPage detail={loaderData.detail} />
    </>
  );
}
