// `npm run db:migrate`: applies committed migrations to DATABASE_URL or the
// embedded database under DATA_DIR (start-up does the same).
import { loadEnv } from "../env";
import { openDatabase } from "./client";
import { installContentTriggers } from "./content-changes";

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await installContentTriggers(database.db);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
