// New gifts, registrations and messages are linked to supporters (decision 020): at
// start too, so a fresh process shows its supporters and statements without waiting a
// minute (back-office page loads read and never link: docs/statements.md).
import type { AppServices } from "../context";
import type { Job } from "../core/index.server";
import { linkUnlinkedSupporters } from "../modules/supporters/index.server";

export function linkSupportersJob(services: AppServices): Job {
  return {
    label: "supporter linking",
    everyMs: 60_000,
    firstRun: "start",
    run: () => linkUnlinkedSupporters(services.db),
  };
}
