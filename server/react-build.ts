// Which build of React this process runs: the production one, or the
// development one (several times slower, with extra checks). Read from Node's
// module cache, where React's CommonJS entry leaves the file it chose. (Node's
// ESM loader also lists the other file, parsed for its export names but never
// run: only a file whose module `loaded` counts.)
import { createRequire } from "node:module";

export function loadedReactBuild(): "production" | "development" | "not loaded" {
  const cache = createRequire(import.meta.url).cache;
  const ran = Object.entries(cache)
    .filter(
      ([file, module]) =>
        module?.loaded && /[\\/]node_modules[\\/]react(?:-dom)?[\\/]cjs[\\/]/.test(file),
    )
    .map(([file]) => file);
  if (ran.length === 0) return "not loaded";
  return ran.some((file) => file.includes(".development.")) ? "development" : "production";
}
