import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppServices } from "../context";

export const CLIENT_IP_HEADER = "x-homefront-client-ip";

/**
 * Better Auth's own routes (/api/auth/*). The socket's address is passed in a
 * header of our own (any copy sent by the client is replaced) so its rate
 * limits are per client; its error bodies are reshaped to our error contract.
 */
export async function authHandler(services: AppServices, c: Context) {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress(c));
  const request = new Request(c.req.raw, { headers });
  const response = await services.auth.handler(request);
  if (response.status < 400 || !response.headers.get("content-type")?.includes("json")) return response;
  const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  const reshaped = {
    error: {
      code: (body?.code ?? "auth_error").toLowerCase(),
      message: body?.message ?? "The request could not be completed.",
    },
  };
  const out = new Headers(response.headers);
  out.delete("content-length");
  return new Response(JSON.stringify(reshaped), { status: response.status, headers: out });
}

export function clientAddress(c: Context) {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
