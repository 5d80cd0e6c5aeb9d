// Backups (README "Backups", docs/security.md §8): the embedded database as PGlite's own tarball, or
// PostgreSQL through pg_dump's custom format; uploads as a tar.gz beside it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../env";
import { s3Options } from "../storage/s3-file-store";
import { openPglite } from "./client";
import { assertEmbeddedDatabaseFree } from "./pid-lock";

export type BackupManifest = { createdAt: string; kind: "pglite" | "postgres"; uploads: boolean };

export async function backupDatabase(env: Env, outDir: string): Promise<BackupManifest> {
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(outDir, { recursive: true });
  let kind: BackupManifest["kind"];
  if (env.DATABASE_URL) {
    kind = "postgres";
    execFileSync(
      "pg_dump",
      [
        "--format=custom",
        "--no-owner",
        "--file",
        path.join(outDir, "database.dump"),
        env.DATABASE_URL,
      ],
      {
        stdio: "inherit",
      },
    );
  } else {
    kind = "pglite";
    assertEmbeddedDatabaseFree(dataDir);
    const db = await openPglite(path.join(dataDir, "db"));
    const dump = await db.dumpDataDir("gzip");
    writeFileSync(path.join(outDir, "database.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    await db.close();
  }
  // With S3_* set the files live in the bucket, which has its own versioning
  // and replication; DATA_DIR/uploads then holds nothing of the site's.
  const uploads = !s3Options(env) && existsSync(path.join(dataDir, "uploads"));
  if (uploads)
    execFileSync("tar", ["-czf", path.join(outDir, "uploads.tar.gz"), "-C", dataDir, "uploads"]);
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), kind, uploads };
  writeFileSync(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function restoreDatabase(env: Env, fromDir: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(fromDir, "manifest.json"), "utf8"),
  ) as BackupManifest;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const wantKind = env.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.kind !== wantKind) {
    throw new Error(
      `This backup is of a ${manifest.kind} database, but the target is ${wantKind}.`,
    );
  }
  if (manifest.kind === "postgres") {
    execFileSync(
      "pg_restore",
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--single-transaction",
        "--dbname",
        env.DATABASE_URL!,
        path.join(fromDir, "database.dump"),
      ],
      { stdio: "inherit" },
    );
  } else {
    assertEmbeddedDatabaseFree(dataDir);
    const target = path.join(dataDir, "db");
    // The current database is kept aside until the restored one has opened.
    const aside = `${target}.before-restore-${Date.now()}`;
    if (existsSync(target)) renameSync(target, aside);
    const archive = new Blob([readFileSync(path.join(fromDir, "database.tar.gz"))]);
    const db = await openPglite(target, { loadDataDir: archive });
    await db.query("select 1");
    await db.close();
    if (existsSync(aside)) rmSync(aside, { recursive: true, force: true });
  }
  if (manifest.uploads && existsSync(path.join(fromDir, "uploads.tar.gz"))) {
    rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
    execFileSync("tar", ["-xzf", path.join(fromDir, "uploads.tar.gz"), "-C", dataDir]);
  }
  return manifest;
}
