// Every background job of a running server, started by one scheduler
// (server/core/scheduler.ts) from server/index.ts.
import type { AppServices } from "../context";
import type { Job } from "../core/index.server";
import { advanceStatementRunsJob } from "./advance-statement-runs";
import { deliverMailJob } from "./deliver-mail";
import { expireHoldsJob } from "./expire-holds";
import { linkSupportersJob } from "./link-supporters";
import { receiptBackfillJob } from "./receipt-backfill";
import { sweepWaitlistsJob } from "./sweep-waitlists";
import { tidyDatabaseJob } from "./tidy-database";

export function backgroundJobs(services: AppServices): Job[] {
  return [
    deliverMailJob(services),
    receiptBackfillJob(services),
    linkSupportersJob(services),
    expireHoldsJob(services),
    sweepWaitlistsJob(services),
    advanceStatementRunsJob(services),
    tidyDatabaseJob(services),
  ];
}
