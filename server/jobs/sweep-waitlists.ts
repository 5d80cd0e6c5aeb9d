// Lapsed waitlist offers are passed on to the next in line (decision 017).
import type { AppServices } from "../context";
import type { Job } from "../core/index.server";
import { sweepWaitlists } from "../modules/events/index.server";

export function sweepWaitlistsJob(services: AppServices): Job {
  return { label: "waitlist sweep", everyMs: 60_000, run: () => sweepWaitlists(services) };
}
