import { Hono } from "hono";
import { compress } from "hono/compress";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { pageResponses } from "./page-responses";

const PAGE = `<p>${"hello ".repeat(400)}</p>`;

function app() {
  const hono = new Hono<{ Variables: { cspNonce: string } }>();
  hono.use(compress());
  hono.use(async (c, next) => {
    c.set("cspNonce", c.req.header("x-nonce") ?? "n0nce");
    await next();
  });
  hono.use(pageResponses());
  hono.get("/page", (c) =>
    c.html(PAGE, 200, { "Cache-Control": "public, max-age=0", Vary: "Cookie" }),
  );
  hono.get("/nonced", (c) =>
    c.html(`<script nonce="${c.get("cspNonce")}">1</script>${PAGE}`, 200, {
      "Cache-Control": "public, max-age=0",
    }),
  );
  hono.get("/private", (c) => c.html("<p>mine</p>", 200, { "Cache-Control": "no-store" }));
  hono.get("/api/thing", (c) => c.json({ ok: true }));
  // A streamed export that has sent its first rows and is still reading the rest.
  hono.get("/export.csv", () => {
    const stream = new ReadableStream({
      start: (controller) => controller.enqueue(new TextEncoder().encode("a,b\n")),
    });
    return new Response(stream, {
      headers: { "Content-Type": "text/csv", "Cache-Control": "no-store" },
    });
  });
  return hono;
}

describe("page responses", () => {
  test("a page carries a weak ETag, and a request that still matches gets 304 without a body", async () => {
    const server = app();
    const first = await server.request("/page");
    const tag = first.headers.get("ETag");
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await server.request("/page", { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=0");
    expect(again.headers.get("Content-Type")).toBeNull();
    const changed = await server.request("/page", { headers: { "If-None-Match": 'W/"other"' } });
    expect(changed.status).toBe(200);
  });

  test("a page is compressed once for the encoding the browser prefers, brotli first", async () => {
    const server = app();
    const br = await server.request("/page", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("Content-Length")).toBe(String(brBytes.length));
    expect(brotliDecompressSync(brBytes).toString()).toBe(PAGE);
    const gz = await server.request("/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(PAGE);
    expect(gz.headers.get("ETag")).toBe(br.headers.get("ETag"));
    const plain = await server.request("/page");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  test("the tag leaves the CSP nonce out, so an unchanged page still matches", async () => {
    const server = app();
    const a = await server.request("/nonced", { headers: { "x-nonce": "first" } });
    const b = await server.request("/nonced", { headers: { "x-nonce": "second" } });
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    expect(await b.text()).toContain('nonce="second"');
  });

  test("no-store responses and API routes get no ETag", async () => {
    const server = app();
    expect((await server.request("/private")).headers.get("ETag")).toBeNull();
    expect((await server.request("/api/thing")).headers.get("ETag")).toBeNull();
  });

  test("a streamed no-store download is answered before its body ends (not read to hash it)", async () => {
    const res = await app().request("/export.csv");
    expect(res.headers.get("ETag")).toBeNull();
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("a,b\n");
    await reader.cancel();
  });
});
