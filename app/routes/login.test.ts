import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestServices, type TestServices } from "../../server/test/harness";
import { recordLoginFailure } from "../../server/auth/login-throttle";
import { action } from "./login";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
  await services.auth.api.signUpEmail({
    body: { email: "member@example.org", password: "member-password", name: "Member" },
  });
});
afterAll(() => services.cleanup());

function signIn(email: string, password: string, clientIp = "203.0.113.7") {
  const request = new Request("http://localhost:3000/login?intent=signin", {
    method: "POST",
    body: new URLSearchParams({ email, password }),
  });
  const context = { services, user: null, requestId: "test", clientIp };
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
}

async function outcome(result: unknown) {
  if (result instanceof Response) return { status: result.status };
  const value = result as { data?: unknown; init?: { status?: number } } & { error?: { message: string } };
  if (value && "data" in value && value.init) {
    return { status: value.init.status, message: (value.data as { error: { message: string } }).error.message };
  }
  return { status: 200, message: value.error?.message };
}

describe("sign-in", () => {
  test("one generic message whether or not the e-mail exists", async () => {
    const unknown = await outcome(await signIn("nobody@example.org", "whatever-password", "198.51.100.1"));
    const wrong = await outcome(await signIn("member@example.org", "wrong-password", "198.51.100.2"));
    expect(unknown.message).toBe(wrong.message);
    expect(unknown.message).toMatch(/invalid email or password/i);
  });

  test("after 5 failures the account is locked for a while, even with the right password", async () => {
    for (let i = 0; i < 4; i++) await signIn("member@example.org", "wrong-password", `192.0.2.${i}`);
    const locked = await outcome(await signIn("member@example.org", "member-password", "192.0.2.99"));
    expect(locked).toEqual({
      status: 429,
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
  });

  test("one client is limited across accounts", async () => {
    // 20 earlier failures from this client, on 20 different accounts.
    for (let i = 0; i < 20; i++) await recordLoginFailure(services.db, `someone${i}@example.org`, "203.0.113.50");
    const blocked = await outcome(await signIn("fresh@example.org", "whatever-password", "203.0.113.50"));
    expect(blocked.status).toBe(429);
  });
});
