// Bundles the check-in screen's service worker (app/service-worker/check-in-sw.ts,
// docs/decisions/015-offline-check-in.md) beside the browser build, as /check-in-sw.js.
import { build } from "esbuild";

await build({
  entryPoints: ["app/service-worker/check-in-sw.ts"],
  outfile: "build/client/check-in-sw.js",
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
