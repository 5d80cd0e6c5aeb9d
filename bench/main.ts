// `npm run bench` (through bench/run.mjs): builds the app, runs it on a
// temporary data dir with demo content, measures, and prints ONE markdown
// table (also written to bench/results/latest.md). Figures never fail the
// run; only the app dying does (exit 1). docs/benchmarks.md explains each figure.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ADMIN_SCALE_TITLE, adminScaleSection } from "./admin-scale";
import { contentionSection } from "./contention";
import { createPostgresDatabase, upcomingEventIdPostgres } from "./databases";
import { weightSection } from "./front-end";
import { lighthouseSection, type Page } from "./lighthouse";
import { AppCrash, ROOT, startApp, startLimitServer, type Managed } from "./processes";
import {
  formatMs,
  parsePreviousTable,
  renderTable,
  withPrevious,
  type Row,
  type Section,
} from "./report";
import {
  eventIdsLinkedFrom,
  findEventsJson,
  serverSection,
  serverTargets,
  type LoadSettings,
} from "./server-load";
import { formatMB, signUpStormSection } from "./sign-up-storm";
import { STARTUP_COLUMNS, startupRuns } from "./startup";

const started = performance.now();
const loadAtStart = loadavg()[0];

function numberFromEnv(name: string, fallback: number) {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value >= 0 ? value : fallback;
}

const settings: LoadSettings = {
  durationS: numberFromEnv("BENCH_DURATION", 10),
  warmupS: numberFromEnv("BENCH_WARMUP", 2),
  connections: 50,
};
const lighthouseRuns = Math.max(1, Math.round(numberFromEnv("BENCH_LIGHTHOUSE_RUNS", 3)));
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
/** BENCH_ONLY=sign-up, admin-scale, uncached or cached runs only that section (after the build). */
const only = process.env.BENCH_ONLY || undefined;

const elapsed = () => `${Math.round((performance.now() - started) / 1000)}s`;
const progress = (line: string) => process.stderr.write(`[bench ${elapsed()}] ${line}\n`);

const workDir = mkdtempSync(path.join(tmpdir(), "homefront-bench-"));
const logDir = path.join(ROOT, "bench/.tmp", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(logDir, { recursive: true });
const running = new Set<Managed>();
const sections = new Map<string, Section>();

function track<T extends Managed>(child: T): T {
  running.add(child);
  return child;
}

async function stop(child: Managed) {
  running.delete(child);
  await child.stop();
}

/** The event page to measure: an upcoming event from the database, else one the pages link to. */
async function chooseEvent(baseUrl: string, fromDb: string | undefined, dbNote?: string) {
  const linked = await eventIdsLinkedFrom(baseUrl);
  if (fromDb) {
    const onPage = linked.includes(fromDb) ? "linked from /events" : "not linked from /events yet";
    return { eventId: fromDb, note: `upcoming event from the database, ${onPage}` };
  }
  if (linked.length)
    return {
      eventId: linked[0],
      note: `first event linked from /events${dbNote ? ` (${dbNote})` : ""}`,
    };
  return { eventId: undefined, note: dbNote };
}

/** The server figures of one backend's app, beside a fresh limit server. */
async function measureServer(
  section: string,
  backend: string,
  app: Managed,
  event: Awaited<ReturnType<typeof chooseEvent>>,
) {
  const eventsJson = await findEventsJson(app.url);
  const limit = track(await startLimitServer(logDir));
  sections.set(
    section,
    await serverSection({
      backend,
      app,
      limitServer: limit,
      targets: serverTargets({ eventId: event.eventId, eventIdSource: event.note, eventsJson }),
      settings,
      onProgress: progress,
    }),
  );
  await stop(limit);
}

async function measurePglite() {
  const dataDir = path.join(workDir, "pglite");
  const startup = await startupRuns({ dataDir, logDir, onProgress: progress });
  const app = track(startup.app);
  sections.set("startup", {
    title: "Start-up (spawn → first 200 of /healthz)",
    columns: STARTUP_COLUMNS,
    rows: startup.rows,
  });

  const event = await chooseEvent(app.url, startup.eventIdFromDb, startup.dbNote);
  await measureServer("server-pglite", "PGlite", app, event);
  await measureUncached();

  const pages: Page[] = [
    { subject: "/", path: "/" },
    { subject: "/events", path: "/events" },
    event.eventId
      ? { subject: "/events/{id}", path: `/events/${event.eventId}` }
      : { subject: "/events/{id}", skip: "skipped: no upcoming event found" },
    { subject: "/fundraisers", path: "/fundraisers" },
    { subject: "/donate", path: "/donate" },
    { subject: "/about", path: "/about" },
  ];
  sections.set(
    "lighthouse",
    await lighthouseSection({
      baseUrl: app.url,
      pages,
      runs: lighthouseRuns,
      onProgress: progress,
      assertAppAlive: () => app.assertAlive(),
    }),
  );
  sections.set("memory", {
    title: "Memory (the PGlite app)",
    columns: ["peak RSS", "RSS now"],
    rows: [
      {
        subject: "after its load runs and Lighthouse",
        figures: [
          formatMB(memoryOf(app.child.pid, "VmHWM")),
          formatMB(memoryOf(app.child.pid, "VmRSS")),
        ],
        note: "from /proc: VmHWM (peak resident set) and VmRSS",
      },
    ],
  });
  await stop(app);
}

/** A figure of /proc/PID/status in bytes (Linux), e.g. VmHWM, the peak resident set. */
function memoryOf(pid: number | undefined, field: string) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kB = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kB ? Number(kB) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The cached pages alone (BENCH_ONLY=cached): one PGlite app with demo content, beside the limit. */
async function measureCached() {
  progress("PGlite: an app with demo content");
  const { app } = await startApp({
    name: "app-cached",
    dataDir: path.join(workDir, "cached"),
    logDir,
  });
  track(app);
  try {
    await measureServer("server-pglite", "PGlite", app, await chooseEvent(app.url, undefined));
  } finally {
    await stop(app);
  }
}

/**
 * docs/decisions/011-page-cache.md: what a page costs when it is not in the
 * cache (the first visit after a change), read from an app with PAGE_CACHE=false.
 */
async function measureUncached() {
  progress("PGlite: a second app with the page cache off");
  const { app } = await startApp({
    name: "app-uncached",
    dataDir: path.join(workDir, "uncached"),
    logDir,
    env: { PAGE_CACHE: "false" },
  });
  track(app);
  try {
    const uncachedSettings = { ...settings, durationS: Math.min(settings.durationS, 5) };
    // This app seeded its own demo content: its events have their own ids.
    const eventId = (await eventIdsLinkedFrom(app.url))[0];
    const section = await serverSection({
      backend: "PGlite, page cache off",
      app,
      targets: [
        { subject: "GET / (uncached render)", path: "/" },
        { subject: "GET /events (uncached render)", path: "/events" },
        eventId
          ? { subject: "GET /events/{id} (uncached render)", path: `/events/${eventId}` }
          : {
              subject: "GET /events/{id} (uncached render)",
              skip: "skipped: no upcoming event found",
            },
        { subject: "GET /events.data (uncached render)", path: "/events.data" },
      ],
      settings: uncachedSettings,
      onProgress: progress,
    });
    sections.set("server-uncached", section);
  } finally {
    await stop(app);
  }
}

async function measurePostgres(baseUrl: string) {
  progress("PostgreSQL: fresh database and a second app instance");
  const database = await createPostgresDatabase(baseUrl, "app");
  try {
    const { app, msToHealthy } = await startApp({
      name: "app-postgres",
      dataDir: path.join(workDir, "postgres"),
      logDir,
      databaseUrl: database.url,
    });
    track(app);
    const startupSection = sections.get("startup");
    startupSection?.rows.push({
      subject: "PostgreSQL, empty database",
      figures: [formatMs(msToHealthy)],
      note: "migrations + demo content",
    });
    const event = await chooseEvent(
      app.url,
      await upcomingEventIdPostgres(database.url).catch(() => undefined),
    );
    await measureServer("server-postgres", "PostgreSQL", app, event);
    await stop(app);
  } finally {
    await database
      .drop()
      .catch((error) => progress(`could not drop ${database.name}: ${error.message}`));
  }
}

/** A fresh app behind one trusted proxy, so each sign-up can come from its own address. */
async function measureSignUpStorm() {
  progress("sign-up storm: a fresh app with TRUST_PROXY=1");
  const { app } = await startApp({
    name: "app-sign-up-storm",
    dataDir: path.join(workDir, "sign-up-storm"),
    logDir,
    env: { TRUST_PROXY: "1" },
  });
  track(app);
  try {
    sections.set("sign-up", await signUpStormSection({ app, onProgress: progress }));
  } finally {
    await stop(app);
  }
}

/** A fresh app on a data dir seeded with a season's worth of back-office rows. */
async function measureAdminScale() {
  sections.set(
    "admin-scale",
    await adminScaleSection({
      dataDir: path.join(workDir, "admin-scale"),
      logDir,
      onProgress: progress,
      track,
    }),
  );
}

function failedSection(title: string, error: unknown): Section {
  return {
    title,
    columns: [],
    rows: [{ subject: "(not measured)", figures: [], note: `failed: ${(error as Error).message}` }],
  };
}

/** The table as last committed (beside which this run's figures print), or none. */
function previousTable() {
  try {
    return execFileSync("git", ["show", "HEAD:bench/results/latest.md"], {
      cwd: ROOT,
      encoding: "utf8",
    });
  } catch {
    return "";
  }
}

function commitLabel() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return "unknown commit";
  }
}

function report(outcome: string): string {
  const order = [
    "server-pglite",
    "server-uncached",
    "server-postgres",
    "contention",
    "sign-up",
    "admin-scale",
    "weights",
    "lighthouse",
    "memory",
    "startup",
  ];
  const table = renderTable(
    withPrevious(
      order.map((key) => sections.get(key)).filter((s): s is Section => Boolean(s)),
      parsePreviousTable(previousTable()),
    ),
  );
  const cpu = cpus();
  const minutes = (performance.now() - started) / 60_000;
  return [
    "# Homefront benchmarks",
    "",
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${commitLabel()} · Node ${process.version} · ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"} · load average ${loadAtStart.toFixed(1)} at start, ` +
      `${loadavg()[0].toFixed(1)} at end · ${minutes.toFixed(1)} min · ${outcome}`,
    "",
    table,
    "",
    "How to read it: docs/benchmarks.md. Timings depend on everything else running on the machine.",
    "",
  ].join("\n");
}

function build() {
  if (process.env.BENCH_SKIP_BUILD === "1") {
    progress("build skipped (BENCH_SKIP_BUILD=1)");
    return;
  }
  progress("npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

async function measureAll() {
  sections.set("weights", weightSection());
  await measurePglite();
  if (postgresUrl) {
    try {
      await measurePostgres(postgresUrl);
    } catch (error) {
      if (error instanceof AppCrash) throw error;
      sections.set("server-postgres", failedSection("Server · PostgreSQL", error));
    }
  } else {
    const skipped: Row = {
      subject: "(not measured)",
      figures: [],
      note: "skipped: set BENCH_DATABASE_URL to a PostgreSQL server",
    };
    sections.set("server-postgres", { title: "Server · PostgreSQL", columns: [], rows: [skipped] });
  }
  try {
    sections.set(
      "contention",
      await contentionSection({ databaseUrl: postgresUrl, onProgress: progress }),
    );
  } catch (error) {
    sections.set("contention", failedSection("Contention · PostgreSQL", error));
  }
  await measureSignUpStorm().catch((error) => {
    if (error instanceof AppCrash) throw error;
    sections.set("sign-up", failedSection("Sign-up storm (PGlite)", error));
  });
  await measureAdminScale().catch((error) => {
    if (error instanceof AppCrash) throw error;
    sections.set("admin-scale", failedSection(ADMIN_SCALE_TITLE, error));
  });
}

// Every step has its own time limit; this is the last resort against a hang.
const WATCHDOG_MS = 20 * 60_000;
setTimeout(() => {
  process.stderr.write(
    `\nBench error: still running after ${WATCHDOG_MS / 60_000} min; stopping.\n`,
  );
  for (const child of running) child.child.kill("SIGKILL");
  process.exit(1);
}, WATCHDOG_MS).unref();

// Ctrl-C: the children get the signal too; still make sure none is left and
// the temporary data goes.
process.once("SIGINT", () => {
  for (const child of running) child.child.kill("SIGKILL");
  rmSync(workDir, { recursive: true, force: true });
  process.exit(130);
});

let exitCode = 0;
let outcome = "completed";
try {
  build();
  if (only === "sign-up") await measureSignUpStorm();
  else if (only === "admin-scale") await measureAdminScale();
  else if (only === "uncached") await measureUncached();
  else if (only === "cached") await measureCached();
  else await measureAll();
} catch (error) {
  exitCode = 1;
  outcome = error instanceof AppCrash ? "FAILED: the app crashed" : "FAILED";
  process.stderr.write(
    `\n${error instanceof AppCrash ? "App crash" : "Bench error"}: ${(error as Error).stack ?? error}\n`,
  );
} finally {
  for (const child of running) await child.stop().catch(() => undefined);
  rmSync(workDir, { recursive: true, force: true });
}

const markdown = report(outcome);
// One section alone (BENCH_ONLY) is printed, and leaves the full table alone.
if (exitCode === 0 && !only) {
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/latest.md"), markdown);
}
process.stdout.write(`\n${markdown}`);
progress(
  `done; logs in ${path.relative(ROOT, logDir)}${exitCode === 0 && !only ? "; table written to bench/results/latest.md" : ""}`,
);
process.exit(exitCode);
