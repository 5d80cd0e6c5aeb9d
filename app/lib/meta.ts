import { site } from "../../shared/site";

/** Document title and description for a page's `meta` export. */
export function pageMeta(title: string | null, description: string = site.blurb) {
  return [
    { title: title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}` },
    { name: "description", content: description },
  ];
}
