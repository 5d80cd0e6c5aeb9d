import type { Route } from "./+types/robots-txt";

// docs/decisions/003 "Sharing and search": crawl the public site, not the back office.
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.services.env.PUBLIC_URL;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
