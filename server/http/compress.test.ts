import { Hono } from "hono";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync, inflateSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { compress, selectEncoding } from "./compress";

const page = `<p>${"hello ".repeat(400)}</p>`;
const encoder = new TextEncoder();

/** A download that sends its header, then each row only when asked for more, after a pause (a query). */
function slowCsv(rows: number, started: { rows: number }) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode("name,email\n")),
    async pull(controller) {
      await sleep(5);
      if (sent === rows) return controller.close();
      sent += 1;
      started.rows = sent;
      controller.enqueue(encoder.encode(`Buyer ${sent},buyer${sent}@example.org\n`.repeat(50)));
    },
  });
}

function app(started = { rows: 0 }) {
  const hono = new Hono();
  hono.use(compress());
  hono.get("/page", (c) => c.html(page, 200, { ETag: '"abc"' }));
  hono.get("/small", (c) => c.html("<p>hi</p>", 200, { "Content-Length": "9" }));
  hono.get("/raw", (c) => c.html(page, 200, { "Cache-Control": "no-store, no-transform" }));
  hono.get("/image", (c) => c.body(page, 200, { "Content-Type": "image/webp" }));
  hono.get(
    "/export.csv",
    () => new Response(slowCsv(3, started), { headers: { "Content-Type": "text/csv" } }),
  );
  return hono;
}

const gzip = { headers: { "Accept-Encoding": "gzip, deflate, br" } };

describe("compression", () => {
  test("a page is gzipped for a client that takes it, with Vary and a weak ETag, and reads the same", async () => {
    const res = await app().request("/page", gzip);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(res.headers.get("ETag")).toBe('W/"abc"');
    expect(res.headers.get("Content-Length")).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });

  test("deflate when only deflate is taken; nothing for a client that takes neither", async () => {
    const deflated = await app().request("/page", { headers: { "Accept-Encoding": "deflate" } });
    expect(deflated.headers.get("Content-Encoding")).toBe("deflate");
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).toBe(page);
    const plain = await app().request("/page", { headers: { "Accept-Encoding": "br" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  test("a body under 1 KB, a no-transform answer and an image are left as they are", async () => {
    for (const path of ["/small", "/raw", "/image"]) {
      const res = await app().request(path, gzip);
      expect(res.headers.get("Content-Encoding"), path).toBeNull();
    }
  });

  test("a streamed download is flushed whenever it pauses: its header arrives before the rows are read", async () => {
    const started = { rows: 0 };
    const res = await app(started).request("/export.csv", gzip);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    // The gzip header, then the flushed CSV header, while the rows are still to come.
    while (!gunzipPartial(chunks).startsWith("name,email\n")) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      chunks.push(value!);
    }
    expect(started.rows).toBeLessThan(3);
    for (let next = await reader.read(); !next.done; next = await reader.read())
      chunks.push(next.value);
    const text = gunzipSync(Buffer.concat(chunks)).toString();
    expect(text.split("\n").filter(Boolean)).toHaveLength(1 + 3 * 50);
  });

  test("a client that goes away cancels the body (an export stops reading)", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        await sleep(2);
        controller.enqueue(encoder.encode("row\n".repeat(500)));
      },
      cancel: () => {
        cancelled = true;
      },
    });
    const hono = new Hono();
    hono.use(compress());
    hono.get("/endless.csv", () => new Response(body, { headers: { "Content-Type": "text/csv" } }));
    const res = await hono.request("/endless.csv", gzip);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await sleep(20);
    expect(cancelled).toBe(true);
  });

  test("a body that fails midway fails the compressed one too (the client sees a cut download, not a hang)", async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        await sleep(2);
        if (sent) return controller.error(new Error("the database went away"));
        sent = true;
        controller.enqueue(encoder.encode("row\n".repeat(500)));
      },
    });
    const hono = new Hono();
    hono.use(compress());
    hono.get("/broken.csv", () => new Response(body, { headers: { "Content-Type": "text/csv" } }));
    const res = await hono.request("/broken.csv", gzip);
    await expect(res.arrayBuffer()).rejects.toThrow("the database went away");
  });

  test("the encoding is chosen as Hono chooses it: gzip first, by quality, * for both", () => {
    expect(selectEncoding("gzip, deflate, br")).toBe("gzip");
    expect(selectEncoding("deflate;q=1, gzip;q=0.5")).toBe("deflate");
    expect(selectEncoding("gzip;q=0.2, deflate;q=0.8")).toBe("deflate");
    expect(selectEncoding("*")).toBe("gzip");
    expect(selectEncoding("br")).toBeUndefined();
    expect(selectEncoding(undefined)).toBeUndefined();
  });
});

/** What a gzip stream's first chunks decompress to so far (a flushed stream has no end yet). */
function gunzipPartial(chunks: Uint8Array[]) {
  if (chunks.length === 0) return "";
  try {
    return gunzipSync(Buffer.concat(chunks), { finishFlush: 2 /* Z_SYNC_FLUSH */ }).toString();
  } catch {
    return "";
  }
}
