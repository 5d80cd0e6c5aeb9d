import { listEventUrls } from "../../server/modules/events/index.server";
import type { Route } from "./+types/sitemap-xml";

const PAGES = ["/", "/about", "/fundraisers", "/events", "/donate", "/contact", "/accessibility"];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

// docs/decisions/003 "Sharing and search": the public pages and every event page.
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const origin = env.PUBLIC_URL;
  const events = await listEventUrls(db);
  const urls = [
    ...PAGES.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...events.map(
      (e) =>
        `  <url><loc>${escapeXml(`${origin}/events/${e.id}`)}</loc><lastmod>${new Date(e.updatedAt).toISOString()}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600",
    },
  });
}
