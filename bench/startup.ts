// Section 4, "Start-up": from spawning `node dist/server.js` to the first 200
// of /healthz. The empty data directory pays for migrations and demo content
// (images drawn by sharp); the existing one only opens the database.
import { upcomingEventIdPglite } from "./databases";
import { startApp, type Managed } from "./processes";
import { formatMs, type Row } from "./report";

export const STARTUP_COLUMNS = ["to first 200"];

/**
 * Starts on an empty data dir, stops, reads an upcoming event id from that
 * database while no server holds it, then starts again on the same dir and
 * hands that running app back for the rest of the bench.
 */
export async function startupRuns(options: {
  dataDir: string;
  logDir: string;
  onProgress: (line: string) => void;
}): Promise<{ rows: Row[]; app: Managed; eventIdFromDb?: string; dbNote?: string }> {
  options.onProgress("start-up: empty data dir");
  const first = await startApp({
    name: "app-pglite-empty",
    dataDir: options.dataDir,
    logDir: options.logDir,
  });
  await first.app.stop();

  let eventIdFromDb: string | undefined;
  let dbNote: string | undefined;
  try {
    eventIdFromDb = await upcomingEventIdPglite(options.dataDir);
  } catch (error) {
    dbNote = `could not read the database: ${(error as Error).message}`;
  }

  options.onProgress("start-up: existing data dir");
  const second = await startApp({
    name: "app-pglite",
    dataDir: options.dataDir,
    logDir: options.logDir,
  });
  return {
    rows: [
      {
        subject: "PGlite, empty data dir",
        figures: [formatMs(first.msToHealthy)],
        note: "migrations + demo content",
      },
      { subject: "PGlite, existing data dir", figures: [formatMs(second.msToHealthy)] },
    ],
    app: second.app,
    eventIdFromDb,
    dbNote,
  };
}
