// docs/statements.md: a statement run nobody is watching (the tab closed, the
// process restarted) is finished here.
import type { AppServices } from "../context";
import type { Job } from "../core/index.server";
import { advanceStatementRuns } from "../modules/statements/index.server";

export function advanceStatementRunsJob(services: AppServices): Job {
  return { label: "statement runs", everyMs: 60_000, run: () => advanceStatementRuns(services) };
}
