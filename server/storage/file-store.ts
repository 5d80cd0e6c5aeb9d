// DESIGN "Layout": one storage interface, a disk implementation under
// DATA_DIR/uploads by default (served at /uploads/* by server/app.ts), so an
// S3-compatible store can replace it without touching callers.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface FileStore {
  /** Writes `data` under `key` (a relative, slash-separated name), replacing any file there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of `key`. */
  url(key: string): string;
}

// Keys are made by the server, but the store still refuses anything that could
// leave its directory (absolute paths, "..", backslashes, empty segments).
const SAFE_KEY = /^(?!.*\/\/)[A-Za-z0-9_-][A-Za-z0-9_./-]*$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

export class DiskFileStore implements FileStore {
  constructor(
    private readonly root: string,
    private readonly publicPrefix = "/uploads",
  ) {}

  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, data: Buffer, _contentType: string) {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async delete(key: string) {
    await rm(this.file(key), { force: true });
  }

  url(key: string) {
    assertSafeKey(key);
    return `${this.publicPrefix}/${key}`;
  }
}
