// The limit (docs/benchmarks.md): the fastest a bare node:http server on this machine
// answers a static 1 KB JSON body. Every server figure is read beside it.
// Usage: node bench/limit-server.mjs <port>
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 0);
const filler = "x".repeat(1024);
const shape = (text) => JSON.stringify({ status: "ok", filler: text });
// Exactly 1,024 bytes of JSON.
const body = Buffer.from(shape(filler.slice(0, 1024 - shape("").length)));

createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
  res.end(body);
}).listen(port, "127.0.0.1", () =>
  console.log(`limit server on ${port}, body ${body.length} bytes`),
);
