// npm run db:backup [-- <dir>]   (default: ./backups/homefront-<timestamp>)
import path from "node:path";
import { loadEnv } from "../env";
import { backupDatabase } from "./backup";

const env = loadEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = path.resolve(process.argv[2] ?? `backups/homefront-${stamp}`);
try {
  const manifest = await backupDatabase(env, out);
  console.log(
    `Backed up the ${manifest.kind} database${manifest.uploads ? " and uploads" : ""} to ${out}`,
  );
  if (env.S3_BUCKET) {
    console.log(
      `Uploads live in the S3 bucket ${env.S3_BUCKET}: keep them with the bucket's versioning or replication.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
