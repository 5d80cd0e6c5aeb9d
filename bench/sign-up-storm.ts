// Section "Sign-up storm": 50 sign-ups sent at once to a started app (each
// from its own address, through TRUST_PROXY=1, so the per-client sign-up limit
// does not answer first), while a static asset is fetched in a loop. Each
// sign-up costs a 128 MiB scrypt hash; the hashing gate (server/auth/password.ts)
// lets two run at once and turns the overflow away with a 503. The row shows
// the server's peak memory and the asset's p99 meanwhile, beside the same
// asset's p99 and the memory with the app idle (docs/benchmarks.md).
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { Managed } from "./processes";
import { formatInt, formatMs, type Section } from "./report";

export const SIGN_UPS = 50;
const ASSET_FETCHERS = 4;
export const STORM_COLUMNS = [
  "created",
  "503 busy",
  "peak RSS",
  "RSS idle",
  "asset p99",
  "asset p99 idle",
  "all answered",
];

/** The nearest-rank percentile of `values` (p in 0–100). */
export function percentile(values: number[], p: number): number | undefined {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Resident memory of a process in bytes (Linux /proc), or undefined. */
export function rssBytes(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export const formatMB = (bytes: number | undefined) =>
  bytes === undefined ? "–" : `${Math.round(bytes / 1_000_000)} MB`;

export type StormFigures = {
  statuses: number[];
  peakRss?: number;
  idleRss?: number;
  assetMs: number[];
  idleAssetMs: number[];
  totalMs: number;
};

export function stormSection(figures: StormFigures): Section {
  const created = figures.statuses.filter((s) => s === 200).length;
  const busy = figures.statuses.filter((s) => s === 503).length;
  const other = figures.statuses.filter((s) => s !== 200 && s !== 503);
  const otherNote = other.length ? `; other answers: ${[...new Set(other)].join(", ")}` : "";
  return {
    title: "Sign-up storm (PGlite)",
    columns: STORM_COLUMNS,
    rows: [
      {
        subject: `${SIGN_UPS} concurrent sign-ups`,
        figures: [
          formatInt(created),
          formatInt(busy),
          formatMB(figures.peakRss),
          formatMB(figures.idleRss),
          formatMs(percentile(figures.assetMs, 99)),
          formatMs(percentile(figures.idleAssetMs, 99)),
          formatMs(figures.totalMs),
        ],
        note:
          `POST /login.data?intent=signup (a refusal counted by its error code); limit: the asset's p99 and the RSS with the app idle; ` +
          `${figures.assetMs.length} asset fetches meanwhile${otherNote}`,
      },
    ],
  };
}

async function timedFetch(url: string, init?: RequestInit) {
  const start = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { status: answerStatus(response.status, body), ms: performance.now() - start };
}

/**
 * A `.data` request is answered 200 with the action's result inside (React
 * Router single fetch): the error contract's code tells a refusal.
 */
export function answerStatus(httpStatus: number, body: string) {
  if (body.includes("server_busy")) return 503;
  if (body.includes("rate_limited")) return 429;
  if (body.includes("sign_up_failed")) return 400;
  return httpStatus;
}

/** A static file the built app serves: the first script the home page loads. */
async function findAsset(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "/favicon.ico";
}

/** Fetches `url` with a few loops until `done` is set; the latencies. */
async function fetchWhile(url: string, state: { done: boolean }) {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: ASSET_FETCHERS }, async () => {
      while (!state.done) latencies.push((await timedFetch(url)).ms);
    }),
  );
  return latencies;
}

/** `app` must run with TRUST_PROXY=1 (each sign-up names its own address). */
export async function signUpStormSection(options: {
  app: Managed;
  onProgress: (line: string) => void;
}): Promise<Section> {
  const { app } = options;
  const asset = `${app.url}${await findAsset(app.url)}`;
  options.onProgress(`sign-up storm: idle baseline on ${asset}`);
  const idle = { done: false };
  const idleFetches = fetchWhile(asset, idle);
  await sleep(3_000);
  idle.done = true;
  const idleAssetMs = await idleFetches;
  const idleRss = rssBytes(app.child.pid);

  options.onProgress(`sign-up storm: ${SIGN_UPS} sign-ups at once`);
  let peakRss = idleRss;
  const sampler = setInterval(() => {
    const rss = rssBytes(app.child.pid);
    if (rss !== undefined && (peakRss === undefined || rss > peakRss)) peakRss = rss;
  }, 25);
  const storm = { done: false };
  const assetFetches = fetchWhile(asset, storm);
  const start = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: SIGN_UPS }, (_, i) =>
      timedFetch(`${app.url}/login.data?intent=signup`, {
        method: "POST",
        headers: {
          origin: app.url,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `10.77.${i >> 8}.${i & 255}`,
        },
        body: new URLSearchParams({
          fullName: `Storm ${i}`,
          email: `storm-${i}-${Date.now().toString(36)}@example.org`,
          password: "a-long-enough-password",
        }),
      }).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  const totalMs = performance.now() - start;
  storm.done = true;
  const assetMs = await assetFetches;
  clearInterval(sampler);
  app.assertAlive();
  return stormSection({ statuses, peakRss, idleRss, assetMs, idleAssetMs, totalMs });
}
