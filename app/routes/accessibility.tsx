import { data } from "react-router";
import { AccessibilityPage } from "~/features/accessibility/accessibility-page";
import { publicCacheHeaders } from "~/lib/http-cache.server";
import { siteFromMatches } from "~/lib/site";
import { siteTitle, socialMeta } from "~/lib/social-meta";
import type { Route } from "./+types/accessibility";

// A public page with no data of its own: cached like /contact (decision 011).
export function loader({ request, context }: Route.LoaderArgs) {
  return data(
    { origin: context.services.env.PUBLIC_URL },
    { headers: publicCacheHeaders(request, context, 3600) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args);
  return socialMeta({
    site,
    title: siteTitle(site, "Accessibility"),
    description: `How ${site.name} makes this site usable for everyone, what still falls short, and how to report a problem.`,
    origin: args.loaderData?.origin ?? "",
    path: "/accessibility",
  });
};

export default function Accessibility() {
  return <AccessibilityPage />;
}
