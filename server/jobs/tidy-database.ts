// The embedded database has no autovacuum (server/db/maintenance.ts): tidied once the
// start-up work has rewritten what it rewrites, then every few hours.
import type { AppServices } from "../context";
import type { Job } from "../core/index.server";
import { TIDY_EVERY_MS, tidyEmbeddedDatabase } from "../db/maintenance";

export function tidyDatabaseJob(services: AppServices): Job {
  return {
    label: "database tidy",
    everyMs: TIDY_EVERY_MS,
    firstRun: "after start",
    run: async () => {
      const ms = await tidyEmbeddedDatabase(services.database);
      if (ms !== undefined) services.log.info("database tidied", { ms });
    },
  };
}
