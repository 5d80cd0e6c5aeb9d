import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "../env";
import { startS3 } from "../test/s3";
import { S3FileStore, s3Options } from "./s3-file-store";

let s3: Awaited<ReturnType<typeof startS3>>;
let store: S3FileStore;

beforeAll(async () => {
  s3 = await startS3();
  store = new S3FileStore(s3Options(parseEnv(s3.env))!);
});
afterAll(() => s3.close());

async function text(file: { body: ReadableStream<Uint8Array> }) {
  return new Response(file.body).text();
}

describe("S3FileStore against an S3-protocol server", () => {
  test("put, get and delete round-trip an object with its content type", async () => {
    await store.put("team-photos/abc-480.webp", Buffer.from("webp bytes"), "image/webp");
    const file = await store.get("team-photos/abc-480.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(10);
    expect(await text(file!)).toBe("webp bytes");

    await store.delete("team-photos/abc-480.webp");
    expect(await store.get("team-photos/abc-480.webp")).toBeNull();
  });

  test("a missing object is null and deleting it is not an error", async () => {
    expect(await store.get("nothing/here.webp")).toBeNull();
    await expect(store.delete("nothing/here.webp")).resolves.toBeUndefined();
  });

  test("public URLs stay on our origin under /uploads", () => {
    expect(store.url("fundraiser-images/x-1600.webp")).toBe(
      "/uploads/fundraiser-images/x-1600.webp",
    );
  });

  test("keys that could leave the store are refused before any request", async () => {
    await expect(store.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /Unsafe storage key/,
    );
    await expect(store.get("a//b.webp")).rejects.toThrow(/Unsafe storage key/);
  });

  test("refused credentials fail loudly instead of losing the file", async () => {
    const wrong = new S3FileStore({ ...s3Options(parseEnv(s3.env))!, accessKeyId: "NOT-A-KEY" });
    await expect(
      wrong.put("team-photos/denied.webp", Buffer.from("x"), "image/webp"),
    ).rejects.toThrow(/S3 PUT .* failed: 403/);
  });
});

describe("S3 settings", () => {
  test("files stay on disk unless a bucket and keys are given", () => {
    expect(s3Options(parseEnv({}))).toBeNull();
  });

  test("the endpoint defaults to AWS in the region", () => {
    const options = s3Options(
      parseEnv({
        S3_BUCKET: "homefront-files",
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "AKIA",
        S3_SECRET_ACCESS_KEY: "secret",
      }),
    );
    expect(options?.endpoint).toBe("https://s3.eu-west-1.amazonaws.com");
  });

  test("a half-configured store stops start-up with the missing variables named", () => {
    expect(() => parseEnv({ S3_BUCKET: "homefront-files" })).toThrow(
      /S3_ACCESS_KEY_ID is required when any S3_\* variable is set[\s\S]*S3_SECRET_ACCESS_KEY is required/,
    );
    expect(() =>
      parseEnv({ S3_BUCKET: "Not A Bucket", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" }),
    ).toThrow(/S3_BUCKET must be a bucket name/);
  });
});
