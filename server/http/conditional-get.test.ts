import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { conditionalGet } from "./conditional-get";

function app() {
  const hono = new Hono();
  hono.use(conditionalGet());
  hono.get("/page", (c) => c.html("<p>hello</p>", 200, { "Cache-Control": "public, max-age=0" }));
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

describe("conditional GET", () => {
  test("a page carries a weak ETag, and a request that still matches gets 304 without a body", async () => {
    const server = app();
    const first = await server.request("/page");
    const tag = first.headers.get("ETag");
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    const again = await server.request("/page", { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=0");
    const changed = await server.request("/page", { headers: { "If-None-Match": 'W/"other"' } });
    expect(changed.status).toBe(200);
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
