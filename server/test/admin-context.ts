// In-process calls of route loaders and actions: a request and the load
// context the server would build, for an anonymous, ordinary or staff caller.
import type { AppLoadContext } from "react-router";
import type { AppServices, SessionUser } from "../context";

export const adminUser: SessionUser = {
  id: "admin-test",
  name: "Ada Admin",
  email: "ada@example.org",
  role: "owner",
};
export const managerUser: SessionUser = {
  id: "manager-test",
  name: "Manny Manager",
  email: "manny@example.org",
  role: "manager",
};
export const doorUser: SessionUser = {
  id: "door-test",
  name: "Dora Door",
  email: "dora@example.org",
  role: "door",
};
export const ordinaryUser: SessionUser = {
  id: "user-test",
  name: "Uma User",
  email: "uma@example.org",
  role: "user",
};

export function contextFor(services: AppServices, user: SessionUser | null): AppLoadContext {
  return { services, user, requestId: "test", clientIp: "192.0.2.1", cspNonce: "test-nonce" };
}

export function jsonRequest(path: string, body: unknown) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });
}

export const getRequest = (path: string) => new Request(`http://localhost:3000${path}`);

/** The status and body of what an action returned (plain data, or data() with a status). */
export function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    (result as { type: unknown }).type === "DataWithResponseInit"
  ) {
    const { data, init } = result as unknown as {
      data: Record<string, unknown>;
      init?: { status?: number } | null;
    };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

export type Settled = {
  status: number;
  body: Record<string, unknown>;
  location?: string | null;
  cookies?: string[];
};

/**
 * What a loader or action answered, or threw: the guard throws its refusals
 * (a redirect Response, or data() with a status), handlers return theirs. Any
 * other exception is a real failure and is thrown on.
 */
export async function settle(run: () => unknown): Promise<Settled> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    const isData =
      thrown !== null &&
      typeof thrown === "object" &&
      (thrown as { type?: unknown }).type === "DataWithResponseInit";
    if (!(thrown instanceof Response) && !isData) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      body: {},
      location: value.headers.get("location"),
      cookies: value.headers.getSetCookie(),
    };
  }
  return unwrap(value);
}
