// npm run db:restore -- <backup dir>   (replaces the database and uploads)
import path from "node:path";
import { loadEnv } from "../env";
import { restoreDatabase } from "./backup";

const env = loadEnv();
const from = process.argv[2];
if (!from) {
  console.error("Usage: npm run db:restore -- <backup directory>");
  process.exit(1);
}
try {
  const manifest = await restoreDatabase(env, path.resolve(from));
  console.log(`Restored the ${manifest.kind} database from ${manifest.createdAt}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
