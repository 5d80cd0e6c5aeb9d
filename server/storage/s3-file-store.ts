// DESIGN "Scale-out path": files in S3-compatible object storage (AWS S3,
// Cloudflare R2, MinIO, Backblaze B2, …) instead of DATA_DIR/uploads, so
// several instances see the same uploads. Requests are signed with SigV4 by
// aws4fetch and addressed path-style (endpoint/bucket/key), which every
// S3-compatible service accepts. The bucket stays private: visitors get the
// files from /uploads/* on our own origin (server/app.ts), so the CSP, the
// cache headers and `nosniff` are the same as on disk, and a CDN in front
// caches them for a year (names never change).
import { AwsClient } from "aws4fetch";
import type { Env } from "../env";
import { assertSafeKey, type FileStore, type StoredFile } from "./file-store";

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export class S3FileStore implements FileStore {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(
    options: S3Options,
    private readonly publicPrefix = "/uploads",
  ) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: "s3",
    });
    this.base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`;
  }

  private objectUrl(key: string) {
    assertSafeKey(key);
    return `${this.base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  }

  private async failed(what: string, key: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`S3 ${what} ${key} failed: ${response.status} ${detail}`);
  }

  async put(key: string, data: Buffer, contentType: string) {
    const response = await this.client.fetch(this.objectUrl(key), {
      method: "PUT",
      body: new Uint8Array(data),
      headers: {
        "content-type": contentType,
        "cache-control": "public, max-age=31536000, immutable",
      },
    });
    if (!response.ok) await this.failed("PUT", key, response);
    await response.body?.cancel();
  }

  async delete(key: string) {
    const response = await this.client.fetch(this.objectUrl(key), { method: "DELETE" });
    // S3 answers 204 whether or not the object existed; some look-alikes answer 404.
    if (!response.ok && response.status !== 404) await this.failed("DELETE", key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.client.fetch(this.objectUrl(key));
    if (response.status === 404 || response.status === 403) {
      // 403: S3 says so for a missing key when the credentials may not list the bucket.
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) return this.failed("GET", key, response);
    const size = Number(response.headers.get("content-length"));
    return {
      body: response.body,
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      size: Number.isFinite(size) && size > 0 ? size : undefined,
    };
  }

  url(key: string) {
    assertSafeKey(key);
    return `${this.publicPrefix}/${key}`;
  }
}

/** The S3 settings of the environment, or null when files stay on disk. */
export function s3Options(env: Env): S3Options | null {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}
