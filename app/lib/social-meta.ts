// docs/decisions/003 "Sharing and search": a page's title and description, with Open
// Graph and Twitter card tags and a canonical link (absolute URLs).
import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "../../shared/schemas/settings";

export const DEFAULT_SHARE_IMAGE = "/og-image.png";

export type SocialMetaInput = {
  /** The organisation's settings (siteFromMatches, app/lib/site.ts). */
  site: Pick<SiteSettings, "name">;
  /** The full document title. */
  title: string;
  description: string;
  /** The public origin (PUBLIC_URL); "" on the client, where only the title matters. */
  origin: string;
  path: string;
  image?: string | null;
  type?: "website" | "article";
};

const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

/** A description of at most ~160 characters, cut at a word. */
export function summary(text: string, max = 160) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

export function socialMeta(input: SocialMetaInput): MetaDescriptor[] {
  const url = absolute(input.origin, input.path);
  const image = absolute(input.origin, input.image || DEFAULT_SHARE_IMAGE);
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: input.site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
}

/** "{page} | {site}" as the other pages title themselves (app/lib/meta.ts). */
export const siteTitle = (site: Pick<SiteSettings, "name" | "tagline">, page: string | null) =>
  page ? `${page} | ${site.name}` : `${site.name} | ${site.tagline}`;
