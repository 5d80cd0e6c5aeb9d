// Issue 9 §2: the event back office's JSON actions never read a form or
// text/plain body (what a cross-site form can send), even one holding valid JSON.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AppLoadContext } from "react-router";
import { events } from "../../../server/db/schema";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { action as eventsAction } from "./events";
import { action as registrationsAction } from "./event-registrations";
import { action as ticketTypesAction } from "./event-ticket-types";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

test("an admin JSON action answers 415 to a text/plain or form body that is valid JSON, and writes nothing", async () => {
  const admin = { id: "admin-1", name: "Admin", email: "admin@example.org", role: "admin" };
  const context = {
    services,
    user: admin,
    requestId: "t",
    clientIp: "t",
    cspNonce: "n",
  } as unknown as AppLoadContext;
  const before = (await services.db.select().from(events)).length;
  const id = crypto.randomUUID();
  const body = JSON.stringify({ intent: "create", id, values: { title: "Forged" } });
  for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
    for (const [action, path] of [
      [eventsAction, "/admin/events"],
      [ticketTypesAction, `/admin/events/${id}/ticket-types`],
      [registrationsAction, `/admin/events/${id}/registrations`],
    ] as const) {
      const request = new Request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      const result = (await action({ request, context, params: { id } } as never)) as unknown as {
        data: { error: { code: string } };
        init: { status: number };
      };
      expect(result.init.status, `${path} ${type}`).toBe(415);
      expect(result.data.error.code).toBe("unsupported_media_type");
    }
  }
  expect((await services.db.select().from(events)).length).toBe(before);
});
