// The check-in screen's service worker (docs/decisions/015-offline-check-in.md),
// bundled by scripts/build-service-worker.mjs to /check-in-sw.js and registered
// only by the check-in screen, with scope /admin/. It keeps exactly:
// - the HTML of the check-in screens and of the door page (network first, so a
//   fresh page whenever the network answers; the stored copy only without it),
//   and only a 200 answered without a redirect (never a sign-in page in their place);
// - the built, content-hashed /assets/ files those pages load (cache first).
// Other pages, API answers and loader data (`.data`) pass through untouched: the
// guest list itself lives in IndexedDB (app/features/admin-check-in/door-store.ts).
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";

type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ url: string } | undefined>;
  };
  addEventListener(type: string, listener: (event: never) => void): void;
};
type ExtendableMessage = { data: unknown; waitUntil(work: Promise<unknown>): void };
type Lifecycle = { waitUntil(work: Promise<unknown>): void };

const sw = self as unknown as WorkerScope;
const PAGES = "homefront-check-in-pages-v1";
const ASSETS = "homefront-check-in-assets-v1";
const OFFLINE_PAGE = /^\/admin\/(door|events\/[0-9a-f-]{36}\/check-in)$/;

const isOurs = (url: URL) => url.origin === sw.location.origin;
const isOfflinePage = (url: URL) => isOurs(url) && OFFLINE_PAGE.test(url.pathname) && !url.search;
const isAsset = (url: URL) => isOurs(url) && url.pathname.startsWith("/assets/");

/** Only a page answered as itself: a redirect (to /login, after sign-out) or an error is not kept. */
const onlyThePage = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !response.redirected && response.type === "basic" ? response : null,
};

registerRoute(
  ({ request, url }) => request.mode === "navigate" && isOfflinePage(url),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 6,
    plugins: [onlyThePage, new ExpirationPlugin({ maxEntries: 20 })],
  }),
);

const assets = new CacheFirst({
  cacheName: ASSETS,
  plugins: [onlyThePage, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
});
// Assets are kept for the check-in and door pages only; every other admin page loads them as usual.
registerRoute(
  ({ url }) => isAsset(url),
  async (options) => {
    const { event, request } = options as unknown as {
      event: { clientId?: string; resultingClientId?: string };
      request: Request;
    };
    const client = event.clientId ? await sw.clients.get(event.clientId) : undefined;
    if (client && isOfflinePage(new URL(client.url))) return assets.handle(options);
    const kept = await caches.match(request, { cacheName: ASSETS });
    return kept ?? fetch(request);
  },
);

// The check-in screen hands over the files it was loaded with (they were fetched
// before this worker was in charge), so the next load works offline.
sw.addEventListener("message", (event: ExtendableMessage) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== "keep-for-offline" || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((u): u is string => typeof u === "string")
    .slice(0, 200)
    .map((u) => new URL(u, sw.location.origin));
  event.waitUntil(
    Promise.all(
      urls.map(async (url) => {
        const name = isOfflinePage(url) ? PAGES : isAsset(url) ? ASSETS : null;
        if (!name) return;
        const cache = await caches.open(name);
        if (name === ASSETS && (await cache.match(url.href))) return;
        const response = await fetch(url.href, { credentials: "same-origin" }).catch(() => null);
        if (response && (await onlyThePage.cacheWillUpdate({ response })))
          await cache.put(url.href, response);
      }),
    ),
  );
});

sw.addEventListener("install", () => void sw.skipWaiting());
sw.addEventListener("activate", (event: Lifecycle) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PAGES, ASSETS]);
      for (const name of await caches.keys())
        if (name.startsWith("homefront-check-in-") && !keep.has(name)) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});
