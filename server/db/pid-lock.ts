// The embedded database allows one process at a time: the server writes
// DATA_DIR/server.pid while it runs; backup and restore refuse while it lives.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const lockFile = (dataDir: string) => path.join(dataDir, "server.pid");

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function assertEmbeddedDatabaseFree(dataDir: string) {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, "utf8"));
  if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
    throw new Error(`Homefront is running on ${dataDir} (pid ${pid}). Stop it first.`);
  }
}

export function holdEmbeddedDatabase(dataDir: string) {
  assertEmbeddedDatabaseFree(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
