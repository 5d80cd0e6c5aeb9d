// docs/security.md §1: security headers on every response. The Content-Security-Policy
// allows scripts only from this origin or carrying the per-request nonce that
// React Router's inline scripts (and the JSON-LD block) are rendered with.
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "../env";

declare module "hono" {
  interface ContextVariableMap {
    /** The nonce of this response's CSP; the page's inline scripts carry it. */
    cspNonce: string;
  }
}

/**
 * Where a form may send the browser: this site, plus Stripe's hosted pages,
 * because Chromium checks form-action on the redirects that follow a form POST
 * (a no-JavaScript donation or registration ends with a 303 to Stripe Checkout).
 */
const FORM_TARGETS = ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"];

/**
 * `scripts` is the nonce of a freshly rendered page, or the hashes of a page the
 * page cache answers (docs/decisions/011-page-cache.md): its bytes are shared
 * by many responses, so they cannot carry a per-response nonce.
 */
export function contentSecurityPolicy(
  scripts: { nonce: string } | { hashes: string[] },
  env: Pick<Env, "NODE_ENV">,
) {
  const inline = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic' is left out on purpose: every script is either ours (same origin), nonced or hashed.
    ["script-src 'self'", ...inline].join(" "),
    // Radix (popper positioning), recharts and sonner set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Vite's development server talks to the page over a WebSocket on its own port.
    env.NODE_ENV === "development" ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${FORM_TARGETS.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  return directives.join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
];
const WITHOUT_CAMERA = ["camera=()", ...PERMISSIONS_POLICY].join(", ");
const WITH_CAMERA = ["camera=(self)", ...PERMISSIONS_POLICY].join(", ");
/** The door's check-in screen reads tickets' QR codes with the camera (docs/decisions/015-offline-check-in.md); no other page may. */
const CAMERA_PAGE = /^\/admin\/events\/[^/]+\/check-in$/;

// Random bytes drawn 4 KB at a time: one call to the system's generator per 256 nonces.
let pool = Buffer.alloc(0);
let used = 0;
export function newNonce() {
  if (used + 16 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 16;
  return pool.toString("base64", used - 16, used);
}

/** The policy of a cached page, made once per page (its hashes array is kept with the page). */
const hashedPolicies = new WeakMap<string[], string>();

/**
 * Sets headers on the response in place. (Hono's c.header() copies a finished
 * response into a new one on every call; seven of those per request showed in
 * the page cache's profile.) A response whose headers are immutable (a
 * redirect made by Response.redirect) takes the copying path.
 */
function setResponseHeaders(c: Context, headers: [string, string][]) {
  try {
    const target = c.res.headers;
    for (const [name, value] of headers) target.set(name, value);
  } catch {
    for (const [name, value] of headers) c.header(name, value);
  }
}

/**
 * The headers every response carries, with `policy` as its Content-Security-Policy
 * (none for a 304: the browser keeps the stored copy's, whose scripts match it).
 * One list for the middleware below and the page cache's direct answers.
 */
export function securityHeaderList(
  env: Pick<Env, "PUBLIC_URL">,
  policy: string | undefined,
  path = "",
) {
  const headers: [string, string][] = [];
  if (policy) headers.push(["Content-Security-Policy", policy]);
  headers.push(
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", CAMERA_PAGE.test(path) ? WITH_CAMERA : WITHOUT_CAMERA],
    ["X-Frame-Options", "DENY"],
    // same-origin-allow-popups: the donation form opens Stripe Checkout in a tab it keeps a handle on.
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
  );
  if (env.PUBLIC_URL.startsWith("https:"))
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** The policy of a page whose inline scripts are `hashes`, made once per cached page. */
export function hashedPolicy(hashes: string[], env: Pick<Env, "NODE_ENV">) {
  let policy = hashedPolicies.get(hashes);
  if (!policy) {
    policy = contentSecurityPolicy({ hashes }, env);
    hashedPolicies.set(hashes, policy);
  }
  return policy;
}

/** Mount first, so even refused requests and error answers carry the headers. */
export function securityHeaders(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">): MiddlewareHandler {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("cspNonce", nonce);
    await next();
    const hashes = c.get("scriptHashes");
    const policy =
      c.res.status === 304
        ? undefined
        : hashes
          ? hashedPolicy(hashes, env)
          : contentSecurityPolicy({ nonce }, env);
    setResponseHeaders(c, securityHeaderList(env, policy, c.req.path));
  };
}
