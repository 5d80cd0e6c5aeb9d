import { siteFromMatches, type MetaMatchesArgs } from "./site";
import { siteTitle } from "./social-meta";

/**
 * Document title and description for a page's `meta` export; the organisation's
 * name and blurb come from the settings in the root route's data (app/lib/site.ts).
 */
export function pageMeta(args: MetaMatchesArgs, title: string | null, description?: string) {
  const site = siteFromMatches(args);
  return [
    { title: siteTitle(site, title) },
    { name: "description", content: description ?? site.blurb },
  ];
}
