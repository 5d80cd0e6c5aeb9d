// The visitor's address, for per-client rate limits and login throttling.
// Behind a reverse proxy every request comes from the proxy's socket, so
// without TRUST_PROXY all visitors would share one limit. TRUST_PROXY=N says
// N proxies we run sit in front: the address is the one the Nth proxy saw,
// read from the right of X-Forwarded-For (the left part is whatever the
// client chose to send and is never trusted).
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { isIP } from "node:net";

/**
 * Carries clientAddress() from our Better Auth handler (server/auth/handler.ts) to
 * Better Auth's own rate limits (ipAddressHeaders in server/auth/auth.ts).
 */
export const CLIENT_IP_HEADER = "x-homefront-client-ip";

/**
 * Drops a CLIENT_IP_HEADER the client sent, before anything reads the request
 * (server/app.ts mounts it first): only TRUST_PROXY governs X-Forwarded-For,
 * and nothing else the client writes names its address.
 */
export const dropClientAddressHeader = (): MiddlewareHandler => async (c, next) => {
  if (c.req.raw.headers.has(CLIENT_IP_HEADER)) c.req.raw.headers.delete(CLIENT_IP_HEADER);
  await next();
};

/**
 * `headers` for a call into Better Auth, carrying the address the server
 * decided (server/app.ts strips any copy the client sent).
 */
export function withClientAddress(headers: Headers, address: string): Headers {
  const out = new Headers(headers);
  out.set(CLIENT_IP_HEADER, address);
  return out;
}

/**
 * The client's address given the socket's address, the X-Forwarded-For header
 * and the number of trusted proxy hops in front of us.
 */
export function resolveClientAddress(
  socket: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops <= 0 || !forwardedFor) return socket;
  // Nearest first: the socket (our own proxy), then X-Forwarded-For from the right.
  const chain = [
    socket,
    ...forwardedFor
      .split(",")
      .map((part) => part.trim())
      .reverse(),
  ];
  let address = socket;
  for (let hop = 1; hop <= trustedHops && hop < chain.length; hop++) {
    const next = stripPort(chain[hop]);
    if (!isIP(next)) break; // a garbled entry: keep the last address a trusted proxy vouched for
    address = next;
  }
  return address;
}

/** "203.0.113.7:5123" and "[2001:db8::1]:443" carry ports some proxies add. */
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4WithPort ? v4WithPort[1] : entry;
}

export function clientAddress(c: Context, trustedHops: number): string {
  let socket = "unknown";
  try {
    socket = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // not a Node socket (e.g. app.request() in tests)
  }
  return resolveClientAddress(socket, c.req.header("x-forwarded-for"), trustedHops);
}
