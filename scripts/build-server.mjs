// Bundles the server (DESIGN "Verified shapes"): dependencies stay external.
// dist/server.js is a small entry that settles NODE_ENV before the app
// (dist/homefront.js) loads React (server/production-entry.ts says why).
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};
await build({ ...common, entryPoints: ["server/index.ts"], outfile: "dist/homefront.js" });
await build({ ...common, entryPoints: ["server/production-entry.ts"], outfile: "dist/server.js" });
