// Section 3b: Lighthouse 12 mobile (its default config: Moto G Power screen,
// simulated slow 4G and 4× CPU slowdown) against Debian's Chromium, median of
// N runs per page. The machine is offline: Chromium's background networking
// is off, every run has a hard time limit, and a failed or hung run is
// reported, never fatal.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lighthouse from "lighthouse";
import { AppCrash } from "./processes";
import { formatMs, formatScore, median, type Row, type Section } from "./report";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUN_TIMEOUT_MS = 90_000;

type Chrome = { port: number; stop: () => Promise<void> };

/** Starts Chromium with a remote-debugging port and a throw-away profile. */
export async function launchChrome(): Promise<Chrome> {
  const profile = mkdtempSync(path.join(tmpdir(), "homefront-bench-chrome-"));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    // Chromium's helper processes can still be writing to the profile as it goes: retry,
    // and never fail the bench over a temporary directory.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // left in the temporary directory
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not start: ${seen.slice(-300)}`)),
      30_000,
    );
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  child.stderr?.resume();
  return { port, stop };
}

export type LighthouseRun = {
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  lcp?: number;
  tbt?: number;
  cls?: number;
  /** Lighthouse's measure of this machine's CPU (docs/benchmarks.md): the 4× slowdown is relative to it. */
  benchmarkIndex?: number;
  error?: string;
};

export async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    maxWaitForFcp: 20_000,
    maxWaitForLoad: 30_000,
    disableFullPageScreenshot: true,
  });
  const lhr = result?.lhr;
  if (!lhr) return { scores: {}, error: "no result" };
  if (lhr.runtimeError) return { scores: {}, error: lhr.runtimeError.code };
  const scores: LighthouseRun["scores"] = {};
  for (const id of CATEGORIES) scores[id] = lhr.categories[id]?.score ?? undefined;
  return {
    scores,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbt: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** Per-figure median over the runs that succeeded. */
export function summarize(runs: LighthouseRun[]) {
  const ok = runs.filter((r) => !r.error);
  const pick = (f: (r: LighthouseRun) => number | undefined) =>
    median(ok.map(f).filter((v): v is number => v !== undefined));
  return {
    ok: ok.length,
    errors: runs.filter((r) => r.error).map((r) => r.error as string),
    performance: pick((r) => r.scores.performance),
    accessibility: pick((r) => r.scores.accessibility),
    bestPractices: pick((r) => r.scores["best-practices"]),
    seo: pick((r) => r.scores.seo),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
  };
}

export type Page = { subject: string; path?: string; skip?: string };

export async function lighthouseSection(options: {
  baseUrl: string;
  pages: Page[];
  runs: number;
  onProgress: (line: string) => void;
  assertAppAlive: () => void;
}): Promise<Section> {
  const rows: Row[] = [];
  const title = `Lighthouse 12 mobile (median of ${options.runs})`;
  const columns = ["Perf", "A11y", "Best pr.", "SEO", "LCP", "TBT", "CLS"];
  let chrome: Chrome | undefined;
  try {
    for (const page of options.pages) {
      if (!page.path) {
        rows.push({ subject: page.subject, figures: [], note: page.skip });
        continue;
      }
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < options.runs; i++) {
        options.onProgress(`lighthouse ${page.path} run ${i + 1}/${options.runs}`);
        chrome ??= await launchChrome();
        const port = chrome.port;
        const run = await Promise.race([
          runOnce(options.baseUrl + page.path, port).catch((error: Error) => ({
            scores: {},
            error: error.message,
          })),
          sleep(RUN_TIMEOUT_MS).then(() => ({
            scores: {},
            error: `timed out after ${RUN_TIMEOUT_MS / 1000} s`,
          })),
        ]);
        runs.push(run);
        options.assertAppAlive();
        if (run.error) {
          // A fresh browser for the next run: this one may be wedged.
          await chrome.stop();
          chrome = undefined;
        }
      }
      const s = summarize(runs);
      const note =
        [
          s.errors.length
            ? `${s.errors.length} of ${runs.length} runs failed: ${[...new Set(s.errors)].join(", ")}`
            : undefined,
          s.benchmarkIndex === undefined
            ? undefined
            : `benchmarkIndex ${Math.round(s.benchmarkIndex)}`,
        ]
          .filter(Boolean)
          .join("; ") || undefined;
      rows.push({
        subject: page.subject,
        figures: s.ok
          ? [
              formatScore(s.performance),
              formatScore(s.accessibility),
              formatScore(s.bestPractices),
              formatScore(s.seo),
              formatMs(s.lcp),
              formatMs(s.tbt),
              s.cls === undefined ? "–" : s.cls.toFixed(3),
            ]
          : [],
        note,
      });
    }
  } catch (error) {
    if (error instanceof AppCrash) throw error;
    rows.push({
      subject: "(Lighthouse stopped)",
      figures: [],
      note: `Chromium could not run: ${(error as Error).message}`,
    });
  } finally {
    await chrome?.stop();
  }
  return { title, columns, rows };
}
