import { Hono } from "hono";
import { getRequestListener } from "@hono/node-server";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";
import { createPageCache, isPersonal } from "./page-cache";

function setup(options: { maxBytes?: number; nextChange?: number | null | (() => number) } = {}) {
  const listeners = new Set<() => void>();
  let renders = 0;
  let duringRender: (() => void) | undefined;
  const cache = createPageCache({
    onContentChange: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    nextTimeChange: async () =>
      typeof options.nextChange === "function"
        ? new Date(options.nextChange())
        : options.nextChange === null
          ? null
          : new Date(options.nextChange ?? Date.now() + 60_000),
    maxBytes: options.maxBytes,
  });
  const app = new Hono();
  app.use(cache.middleware);
  app.get("*", (c) => {
    renders += 1;
    duringRender?.();
    const path = c.req.path;
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": path.startsWith("/private") ? "private, no-cache" : "public, max-age=0",
    };
    if (path === "/sets-cookie") headers["Set-Cookie"] = "a=b";
    return new Response(
      `<html><script>go(${renders})</script><p>${path} ${"x".repeat(path === "/big" ? 4000 : 10)}</p></html>`,
      {
        status: path === "/missing" ? 404 : 200,
        headers,
      },
    );
  });
  return {
    app,
    cache,
    renders: () => renders,
    write: () => listeners.forEach((fn) => fn()),
    onRender: (fn: (() => void) | undefined) => (duringRender = fn),
  };
}

describe("page cache", () => {
  test("keeps a public page: the second visit is not rendered, and gets the same tag", async () => {
    const { app, renders } = setup();
    const a = await app.request("/events");
    const b = await app.request("/events", { headers: { "accept-encoding": "gzip" } });
    expect(renders()).toBe(1);
    expect(b.headers.get("etag")).toBe(a.headers.get("etag"));
    expect(b.headers.get("content-encoding")).toBe("gzip");
    expect(b.headers.get("vary")).toContain("Accept-Encoding");
    const notModified = await app.request("/events", {
      headers: { "if-none-match": a.headers.get("etag")! },
    });
    expect(notModified.status).toBe(304);
    const head = await app.request("/events", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(renders()).toBe(1);
  });

  test("a signed link's page (a buyer's registration, a waitlist offer) is never kept, even marked public", async () => {
    const { app, renders } = setup();
    for (const path of [
      "/registrations/abc.def",
      "/registrations/abc.def.data",
      "/waitlist/abc.def",
      "/statements/abc.def",
      "/statements/abc.def/statement.pdf",
    ]) {
      const before = renders();
      await app.request(path);
      await app.request(path);
      expect(renders()).toBe(before + 2);
    }
  });

  test("a committed write empties it", async () => {
    const { app, renders, write } = setup();
    await app.request("/");
    write();
    await app.request("/");
    expect(renders()).toBe(2);
  });

  test("a page rendered while a write committed is answered but not kept", async () => {
    const { app, renders, write, onRender } = setup();
    onRender(write);
    await app.request("/");
    onRender(undefined);
    await app.request("/");
    await app.request("/");
    expect(renders()).toBe(2);
  });

  test("personal visitors, private and failed answers and answers setting cookies are never kept", async () => {
    const { app, renders } = setup();
    for (const init of [
      { headers: { cookie: "homefront.session_token=abc" } },
      { headers: { cookie: "homefront.flash=%7B%7D" } },
    ]) {
      await app.request("/", init);
      await app.request("/", init);
    }
    expect(renders()).toBe(4);
    for (const path of ["/private", "/missing", "/sets-cookie"]) {
      await app.request(path);
      const again = await app.request(path);
      expect(again.headers.get("etag"), path).toBeNull();
    }
    expect(renders()).toBe(10);
  });

  test("an entry ends at the next time change", async () => {
    const { app, renders } = setup({ nextChange: Date.now() - 1 });
    await app.request("/");
    await app.request("/");
    expect(renders()).toBe(2);
  });

  test("after a time change has come, a page first asked for then is kept again", async () => {
    const { app, renders } = setup({ nextChange: () => Date.now() + 40 });
    await app.request("/before");
    await new Promise((r) => setTimeout(r, 60));
    await app.request("/after");
    await app.request("/after");
    expect(renders()).toBe(2);
  });

  test("stays within its byte budget, dropping the least recently used page first", async () => {
    const { app, cache } = setup({ maxBytes: 16 * 1024 });
    for (let i = 0; i < 200; i++) await app.request(`/page-${i}`);
    expect(cache.size().bytes).toBeLessThanOrEqual(16 * 1024);
    expect(cache.size().entries).toBeLessThan(200);
  });
});

describe("answered from Node's request handler, ahead of Hono", () => {
  test("each variant (encoding, 304, HEAD) gets its own headers, the same on every hit, and the right body", async () => {
    const { app, cache, renders } = setup();
    const hono = getRequestListener(app.fetch);
    const extraCalls: number[] = [];
    const server = createServer((req, res) => {
      const hit = cache.answerNode(req, res, (hashes, status) => {
        extraCalls.push(status);
        return [["x-extra", `${status} ${hashes.length}`]];
      });
      if (!hit) void hono(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // node:http, for the raw bytes: fetch() would undo the encoding itself.
    const get = (headers: Record<string, string>, method = "GET") =>
      new Promise<{ res: { status: number; headers: Map<string, string> }; body: Buffer }>(
        (resolve, reject) => {
          const req = request(`${base}/events`, { method, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              const named = new Map(
                Object.entries(res.headers).map(([k, v]) => [k, String(v)] as [string, string]),
              );
              resolve({
                res: { status: res.statusCode!, headers: named },
                body: Buffer.concat(chunks),
              });
            });
          });
          req.on("error", reject);
          req.end();
        },
      );
    try {
      const first = await get({ "accept-encoding": "identity" });
      expect(first.res.headers.get("x-extra")).toBeUndefined(); // rendered by Hono, then kept
      const page = first.body.toString();
      const seen: Record<string, string | null>[] = [];
      for (let round = 0; round < 2; round++) {
        const br = await get({ "accept-encoding": "br, gzip" });
        expect(br.res.headers.get("content-encoding")).toBe("br");
        expect(brotliDecompressSync(br.body).toString()).toBe(page);
        const gz = await get({ "accept-encoding": "gzip" });
        expect(gz.res.headers.get("content-encoding")).toBe("gzip");
        expect(gunzipSync(gz.body).toString()).toBe(page);
        const plain = await get({ "accept-encoding": "identity" });
        expect(plain.res.headers.get("content-encoding")).toBeUndefined();
        expect(plain.body.toString()).toBe(page);
        expect(plain.res.headers.get("content-length")).toBe(String(plain.body.length));
        const etag = plain.res.headers.get("etag")!;
        const notModified = await get({ "if-none-match": etag, "accept-encoding": "br" });
        expect(notModified.res.status).toBe(304);
        expect(notModified.res.headers.get("content-encoding")).toBeUndefined();
        expect(notModified.res.headers.get("x-extra")).toBe("304 1");
        const head = await get({ "accept-encoding": "gzip" }, "HEAD");
        expect(head.res.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.res.headers.get("content-length")).toBe(gz.res.headers.get("content-length"));
        for (const r of [br, gz, plain]) expect(r.res.headers.get("x-extra")).toBe("200 1");
        seen.push(
          Object.fromEntries(
            [br, gz, plain, notModified].map((r, i) => [
              i,
              `${r.res.status} ${r.res.headers.get("content-encoding")} ${r.res.headers.get("content-length")} ${r.res.headers.get("etag")} ${r.res.headers.get("vary")}`,
            ]),
          ),
        );
      }
      expect(seen[1]).toEqual(seen[0]);
      expect(renders()).toBe(1);
      // The extra headers are made once per variant (br, gzip, none, 304), not on every hit.
      expect(extraCalls.sort()).toEqual([200, 200, 200, 304]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("inlineScriptHashes", () => {
  test("hashes executable inline scripts only (not src scripts, not JSON-LD)", () => {
    const html = `<script>a()</script><script type="module">import "x"</script><script src="/x.js"></script><script type="application/ld+json">{}</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // sha256("a()") in base64
    expect(hashes[0]).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });

  test("knows a personal request by its cookies", () => {
    expect(isPersonal(undefined)).toBe(false);
    expect(isPersonal("theme=dark")).toBe(false);
    expect(isPersonal("__Secure-homefront.session_token=x")).toBe(true);
  });
});
