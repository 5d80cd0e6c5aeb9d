// The limit (docs/benchmarks.md): the fastest a bare node:http server on this machine
// answers a static 1 KB JSON body. Every server figure is read beside it.
// `/bytes?n=N` answers N bytes that do not compress (as a brotli page's bytes are),
// made once per N: the same work for the load generator as a cached page of that size.
// Usage: node bench/limit-server.mjs <port>
import { createServer } from "node:http";
import { createHash } from "node:crypto";

const port = Number(process.argv[2] ?? 0);
const filler = "x".repeat(1024);
const shape = (text) => JSON.stringify({ status: "ok", filler: text });
// Exactly 1,024 bytes of JSON.
const body = Buffer.from(shape(filler.slice(0, 1024 - shape("").length)));

/** N bytes that look random (a hash chain), the same on every run. */
function opaqueBytes(n) {
  const out = Buffer.alloc(n);
  let block = Buffer.from("homefront");
  for (let at = 0; at < n; at += block.length) {
    block = createHash("sha256").update(block).digest();
    block.copy(out, at);
  }
  return out;
}
const opaque = new Map();

createServer((req, res) => {
  const match = /^\/bytes\?n=(\d{1,7})$/.exec(req.url ?? "");
  if (match) {
    const n = Number(match[1]);
    if (!opaque.has(n)) opaque.set(n, opaqueBytes(n));
    const bytes = opaque.get(n);
    res.writeHead(200, {
      "Content-Type": "application/octet-stream",
      "Content-Length": bytes.length,
    });
    res.end(bytes);
    return;
  }
  res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
  res.end(body);
}).listen(port, "127.0.0.1", () =>
  console.log(`limit server on ${port}, body ${body.length} bytes`),
);
