// docs/security.md §5 (ASVS 7.4.1): signing out deletes the session on the server, so
// a copy of the cookie kept by anyone stops working at once.
import { afterAll, beforeAll, expect, test } from "vitest";
import { session } from "../../server/db/schema";
import { getSessionUser } from "../../server/auth/session";
import { createTestServices, signedInCookie, type TestServices } from "../../server/test/harness";
import { action } from "./logout";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

test("signing out deletes the session row and the old cookie no longer signs anyone in", async () => {
  const cookie = await signedInCookie(services, { role: "owner" });
  const headers = new Headers({ cookie });
  expect(await getSessionUser(services, headers)).not.toBeNull();
  expect(await services.db.select().from(session)).toHaveLength(1);

  const request = new Request("http://localhost:3000/logout", { method: "POST", headers });
  const context = { services, user: null, requestId: "t", clientIp: "t", cspNonce: "n" };
  const response = (await action({ request, context, params: {} } as never)) as Response;
  expect(response.status).toBe(302);
  expect(
    response.headers.getSetCookie().some((c) => c.startsWith("homefront.session_token=;")),
  ).toBe(true);

  expect(await services.db.select().from(session)).toHaveLength(0);
  expect(await getSessionUser(services, headers)).toBeNull();
});
