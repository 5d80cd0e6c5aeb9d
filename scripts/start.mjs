// `npm start`: build when the build is missing or older than the sources, then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const outputs = ["dist/server.js", "dist/homefront.js", "build/server/index.js"];
const sources = [
  "app",
  "server",
  "shared",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log("Building Homefront…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Replace this process's role with the server's: same stdio, signals forwarded.
const { spawn } = await import("node:child_process");
const child = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
