// Registers the check-in service worker (public/check-in-sw.js, built from
// app/service-worker/check-in-sw.ts) from the check-in screen only, and hands it
// the files this screen was loaded with, so the next load works without network
// (docs/decisions/015-offline-check-in.md). Public pages never register it.
export const CHECK_IN_WORKER = "/check-in-sw.js";

export async function registerCheckInWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  try {
    const registration = await navigator.serviceWorker.register(CHECK_IN_WORKER, {
      scope: "/admin/",
    });
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
      .map((url) => url.pathname);
    worker?.postMessage({
      type: "keep-for-offline",
      urls: [location.pathname, "/admin/door", ...assets],
    });
  } catch {
    // Without a service worker the screen still works while the page stays open.
  }
}
