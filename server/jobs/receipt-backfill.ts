// Decision 020 (docs/receipts.md "Older gifts"): gifts and paid orders completed before
// numbered receipts existed get theirs once, at start, oldest first and without e-mails;
// everything completed since is receipted in its own transaction.
import type { AppServices } from "../context";
import type { Job } from "../core/index.server";
import { issueMissingReceipts } from "../modules/receipts/index.server";

export function receiptBackfillJob(services: AppServices): Job {
  return {
    label: "receipt backfill",
    firstRun: "start",
    run: async () => {
      const issued = await issueMissingReceipts(services.db, services);
      if (issued > 0) services.log.info("receipts issued for older gifts", { issued });
    },
  };
}
