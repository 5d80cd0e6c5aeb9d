import { getSiteSettings } from "../../server/core/index.server";
import type { Route } from "./+types/check-in-webmanifest";

// The web app manifest of the door's check-in screen (docs/decisions/015-offline-check-in.md),
// linked only from that screen. It opens on the door page, where a volunteer picks the event.
// Public on purpose: browsers fetch manifests without cookies; it holds only the organisation's name.
export async function loader({ context }: Route.LoaderArgs) {
  const site = await getSiteSettings(context.services);
  const manifest = {
    name: `${site.name} Check-in`,
    short_name: "Check-in",
    description: "Check guests in at the door, online or offline.",
    id: "/admin/door",
    start_url: "/admin/door",
    scope: "/admin/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#1e3a5f",
    icons: [
      { src: "/check-in-icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      {
        src: "/check-in-icon-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "any maskable",
      },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
