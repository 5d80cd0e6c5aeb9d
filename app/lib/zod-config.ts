// Zod 4 probes `new Function("")` when an object schema is built, to decide
// whether to compile fast parsers. Our CSP has no 'unsafe-eval', so in the
// browser the probe is refused and reported as a CSP violation (Lighthouse
// "inspector-issues"). Jitless mode skips the probe. This module is root.tsx's
// first import, so it runs before any route module builds a schema.
import { z } from "zod";

z.config({ jitless: true });
