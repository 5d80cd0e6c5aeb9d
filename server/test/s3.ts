// An S3-protocol server for tests: s3rver speaks the S3 REST API over HTTP, as
// AWS S3, R2 or MinIO do, and refuses unknown access keys. (It does not verify
// SigV4 signatures themselves; those are aws4fetch's, a widely used library.)
// Its objects live in a temporary directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "homefront-test";

export async function startS3() {
  const directory = mkdtempSync(path.join(tmpdir(), "homefront-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The environment that points the app at this server (s3rver's fixed credentials). */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
