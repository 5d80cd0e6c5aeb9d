// Section 1, "Server": autocannon against the app's pages as an anonymous
// visitor, each read beside the limit (a bare node:http server, same run).
import autocannon from "autocannon";
import PipelinedRequestsQueue from "autocannon/lib/pipelinedRequestsQueue.js";
import { cpuSeconds, type Managed } from "./processes";
import { formatInt, formatMs, formatRatio, type Row, type Section } from "./report";

// autocannon appends every response body to a string (`body += chunk`) in case a
// run checks it; we never do. Decoding a compressed page as UTF-8 cost the load
// generator more than the page cost the server (docs/benchmarks.md "The load
// generator"): skipped, so the figures are the server's, not the client's.
PipelinedRequestsQueue.prototype.addBody = () => {};

export type LoadSettings = { durationS: number; warmupS: number; connections: number };

export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Cores the server process used during the measured run, and its CPU ms per answered request. */
  cores?: number;
  cpuMsPerRequest?: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
};

/** What a phone browser sends; the app compresses for it as it would for a visitor. */
export const PAGE_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-US,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
};
const JSON_HEADERS = { ...PAGE_HEADERS, accept: "application/json" };

/**
 * Public JSON with the events data, if the app grows one (docs/benchmarks.md: "the events
 * data as JSON if such an endpoint exists"). Add its path here if it lands elsewhere.
 */
export const EVENTS_JSON_CANDIDATES = ["/api/events", "/api/public/events"];

/**
 * Without a JSON API, the events data travels as React Router's single-fetch
 * payload (turbo-stream, a JSON encoding): what a client-side navigation to
 * /events loads instead of the page.
 */
export const EVENTS_DATA_PATH = "/events.data";

export type EventsData = { path: string; kind: "JSON" | "route data" };

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Event ids linked from a page (href="/events/<uuid>"), in page order, each once. */
export function eventIdsInHtml(html: string): string[] {
  const ids = [...html.matchAll(new RegExp(`href="/events/(${UUID})"`, "gi"))].map((m) =>
    m[1].toLowerCase(),
  );
  return [...new Set(ids)];
}

export async function eventIdsLinkedFrom(
  baseUrl: string,
  paths = ["/events", "/"],
): Promise<string[]> {
  const ids: string[] = [];
  for (const page of paths) {
    try {
      const response = await fetch(baseUrl + page, { signal: AbortSignal.timeout(15_000) });
      ids.push(...eventIdsInHtml(await response.text()));
    } catch {
      // a page that does not answer simply links nothing
    }
  }
  return [...new Set(ids)];
}

export async function findEventsJson(baseUrl: string): Promise<EventsData | undefined> {
  const answers = async (path: string, headers: Record<string, string>, type: string) => {
    try {
      const response = await fetch(baseUrl + path, {
        headers,
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer();
      return response.ok && (response.headers.get("content-type") ?? "").includes(type);
    } catch {
      return false; // not there
    }
  };
  for (const candidate of EVENTS_JSON_CANDIDATES) {
    if (await answers(candidate, JSON_HEADERS, "json")) return { path: candidate, kind: "JSON" };
  }
  if (await answers(EVENTS_DATA_PATH, PAGE_HEADERS, "text/x-script")) {
    return { path: EVENTS_DATA_PATH, kind: "route data" };
  }
  return undefined;
}

async function cannon(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationS: number,
) {
  return autocannon({ url, connections, duration: durationS, timeout: 10, headers });
}

/** A warm-up (discarded), then the measured run; `pid` is the server's, for its CPU use. */
export async function measureLoad(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string> = PAGE_HEADERS,
  pid?: number,
): Promise<LoadFigures> {
  if (settings.warmupS > 0) await cannon(url, headers, settings.connections, settings.warmupS);
  const cpuBefore = cpuSeconds(pid);
  const t0 = performance.now();
  const result = await cannon(url, headers, settings.connections, settings.durationS);
  const wallS = (performance.now() - t0) / 1000;
  const cpuAfter = cpuSeconds(pid);
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    cores: cpu === undefined ? undefined : cpu / wallS,
    cpuMsPerRequest:
      cpu === undefined || result.requests.total === 0
        ? undefined
        : (cpu * 1000) / result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
  };
}

function figures(load: LoadFigures, limit: LoadFigures | undefined): string[] {
  return [
    formatInt(load.rps),
    formatMs(load.p50),
    formatMs(load.p99),
    limit ? formatRatio(load.rps / limit.rps) : "–",
    load.cores === undefined ? "–" : load.cores.toFixed(2),
    formatMs(load.cpuMsPerRequest),
    formatInt(load.non2xx + load.errors),
  ];
}

function statusNote(load: LoadFigures): string | undefined {
  if (load.non2xx === 0 && load.errors === 0) return undefined;
  const codes = Object.entries(load.statusCodes)
    .map(([code, count]) => `${code}×${count}`)
    .join(", ");
  return `statuses ${codes}${load.errors ? `; ${load.errors} connection errors or timeouts` : ""}`;
}

/**
 * The limit server answering as many opaque bytes as `/` weighs in brotli: a
 * cached page's ceiling on this machine with this load generator.
 */
async function sameSizeAnswer(
  appUrl: string,
  limitServer: Managed,
  settings: LoadSettings,
  onProgress: (line: string) => void,
) {
  const response = await fetch(`${appUrl}/`, { headers: PAGE_HEADERS });
  await response.arrayBuffer();
  const bytes = Number(response.headers.get("content-length"));
  if (!response.ok || !(bytes > 0)) return undefined;
  onProgress(`limit: node:http ${bytes} opaque bytes`);
  const load = await measureLoad(
    `${limitServer.url}/bytes?n=${bytes}`,
    settings,
    PAGE_HEADERS,
    limitServer.child.pid,
  );
  limitServer.assertAlive();
  return { bytes, load };
}

export const SERVER_COLUMNS = [
  "req/s",
  "p50",
  "p99",
  "vs limit",
  "server cores",
  "CPU/req",
  "failed",
];

export type Target = {
  subject: string;
  path?: string;
  headers?: Record<string, string>;
  skip?: string;
  note?: string;
};

/**
 * Measures the limit and then every target against `app`; `onProgress` gets
 * one line per step for the console.
 */
export async function serverSection(options: {
  backend: string;
  app: Managed;
  /** Omitted for a section read beside another section's limit (its ratios print "–"). */
  limitServer?: Managed;
  targets: Target[];
  settings: LoadSettings;
  onProgress: (line: string) => void;
}): Promise<Section> {
  const { app, limitServer, settings, onProgress } = options;
  const rows: Row[] = [];
  let limit: LoadFigures | undefined;
  let sameSize: { bytes: number; load: LoadFigures } | undefined;
  if (limitServer) {
    onProgress(`limit: node:http 1 KB JSON`);
    limit = await measureLoad(`${limitServer.url}/`, settings, PAGE_HEADERS, limitServer.child.pid);
    limitServer.assertAlive();
    rows.push({
      subject: "limit: bare node:http, static 1 KB JSON",
      figures: figures(limit, limit),
      note: statusNote(limit),
    });
    sameSize = await sameSizeAnswer(app.url, limitServer, settings, onProgress);
    if (sameSize)
      rows.push({
        subject: "bare node:http, opaque bytes the size of / in brotli",
        figures: figures(sameSize.load, limit),
        note: [
          `${formatInt(sameSize.bytes)} bytes: what the load generator can take of a page this size (its parser reads compressed bytes ~4× slower than text)`,
          statusNote(sameSize.load),
        ]
          .filter(Boolean)
          .join("; "),
      });
  }
  for (const target of options.targets) {
    if (!target.path) {
      rows.push({ subject: target.subject, figures: [], note: target.skip });
      continue;
    }
    onProgress(`${options.backend}: GET ${target.path}`);
    const load = await measureLoad(
      app.url + target.path,
      settings,
      target.headers ?? PAGE_HEADERS,
      app.child.pid,
    );
    app.assertAlive();
    const ofSameSize =
      sameSize && target.subject.endsWith("(page cache)")
        ? `${formatRatio(load.rps / sameSize.load.rps)} a bare answer of /'s size`
        : undefined;
    const note = [target.note, ofSameSize, statusNote(load)].filter(Boolean).join("; ");
    rows.push({ subject: target.subject, figures: figures(load, limit), note: note || undefined });
  }
  return {
    title: `Server · ${options.backend} (${settings.connections} connections, ${settings.durationS} s)`,
    columns: SERVER_COLUMNS,
    rows,
  };
}

export function serverTargets(options: {
  eventId?: string;
  eventIdSource?: string;
  eventsJson?: EventsData;
}): Target[] {
  const targets: Target[] = [
    { subject: "GET / (page cache)", path: "/" },
    { subject: "GET /events (page cache)", path: "/events" },
    options.eventId
      ? {
          subject: "GET /events/{id} (page cache)",
          path: `/events/${options.eventId}`,
          note: options.eventIdSource,
        }
      : { subject: "GET /events/{id} (page cache)", skip: "skipped: no upcoming event found" },
    { subject: "GET /fundraisers (page cache)", path: "/fundraisers" },
    options.eventsJson
      ? {
          subject: `GET ${options.eventsJson.path} (events ${options.eventsJson.kind})`,
          path: options.eventsJson.path,
          headers: options.eventsJson.kind === "JSON" ? JSON_HEADERS : PAGE_HEADERS,
          note:
            options.eventsJson.kind === "route data"
              ? "no JSON API: the turbo-stream payload a client-side navigation to /events loads"
              : undefined,
        }
      : {
          subject: "events JSON",
          skip: `skipped: no public events JSON endpoint (tried ${[...EVENTS_JSON_CANDIDATES, EVENTS_DATA_PATH].join(", ")})`,
        },
    { subject: "GET /healthz (JSON, one DB query)", path: "/healthz" },
  ];
  return targets;
}
