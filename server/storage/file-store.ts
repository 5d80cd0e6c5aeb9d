// DESIGN "Layout": one storage interface with two implementations: on disk
// under DATA_DIR/uploads (the default) and S3-compatible object storage
// (server/storage/s3-file-store.ts, when S3_BUCKET is set). Either way the
// files are served at /uploads/* by server/app.ts.
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/** A stored file, ready to be sent. */
export type StoredFile = { body: ReadableStream<Uint8Array>; contentType: string; size?: number };

export interface FileStore {
  /** Writes `data` under `key` (a relative, slash-separated name), replacing any file there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The public URL of `key`. */
  url(key: string): string;
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

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

  async get(key: string): Promise<StoredFile | null> {
    const file = this.file(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      size: info.size,
    };
  }

  url(key: string) {
    assertSafeKey(key);
    return `${this.publicPrefix}/${key}`;
  }
}
