// The one scheduler of background jobs (server/jobs/: one job a file). Each job
// runs on its own interval, never twice at once, and logs its failures under its
// own label, so a failing statement run never reads as a failing hold sweep.
import type { Logger } from "../logger";
import { errorFields } from "../logger";

export type Job = {
  /** The log label: "<label> failed". */
  label: string;
  /** Run again this often; without it the job runs once. */
  everyMs?: number;
  /** "start": at once; "after start": once every job that runs at start has settled; else after one interval. */
  firstRun?: "start" | "after start";
  run: () => Promise<unknown>;
};

export type RunningJobs = {
  /** Settles when every job that runs at start has run once. */
  started: Promise<void>;
  stop: () => void;
};

export function startJobs(log: Logger, jobs: readonly Job[]): RunningJobs {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();
  const runOnce = async (job: Job) => {
    if (running.has(job.label)) return;
    running.add(job.label);
    try {
      await job.run();
    } catch (error) {
      log.error(`${job.label} failed`, errorFields(error));
    } finally {
      running.delete(job.label);
    }
  };
  const started = Promise.all(jobs.filter((j) => j.firstRun === "start").map(runOnce)).then(
    () => undefined,
  );
  for (const job of jobs) {
    if (job.firstRun === "after start") void started.then(() => runOnce(job));
    if (job.everyMs) {
      const timer = setInterval(() => void runOnce(job), job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  }
  return { started, stop: () => timers.forEach(clearInterval) };
}
