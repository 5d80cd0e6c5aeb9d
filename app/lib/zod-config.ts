// Zod 4 probes `new Function("")` when an object schema is built, to decide
// whether to compile fast parsers. Our CSP has no 'unsafe-eval', so in the
// browser the probe is refused and reported as a CSP violation (Lighthouse
// "inspector-issues"). Jitless mode skips the probe. This module is root.tsx's
// first import, so it runs before any route module builds a schema. It sets
// the global that zod's own `z.config()` writes to (zod/v4/core/core.js),
// rather than importing zod, so pages without forms do not load zod at all.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
