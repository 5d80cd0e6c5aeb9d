// The back office's actions never read a form or text/plain body (what a
// cross-site form can send; docs/security.md §2, docs/decisions/009-back-office-actions.md),
// even one holding valid JSON: it is a 415 and nothing is written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { AppLoadContext } from "react-router";
import {
  auditLog,
  contactMessages,
  events,
  fundraisers,
  outbox,
  teamMembers,
} from "../../../server/db/schema";
import { createMessageRow, createOutboxRow } from "../../../server/test/back-office-factories";
import { createFundraiser, createTeamMember } from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import { action as eventsAction } from "./events";
import { action as registrationsAction } from "./event-registrations";
import { action as ticketTypesAction } from "./event-ticket-types";
import { action as fundraisersAction } from "./fundraisers";
import { action as messagesAction } from "./messages";
import { action as outboxAction } from "./outbox";
import { action as teamAction } from "./team";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const admin = { id: "admin-1", name: "Admin", email: "admin@example.org", role: "owner" };
const context = () =>
  ({
    services,
    user: admin,
    requestId: "t",
    clientIp: "t",
    cspNonce: "n",
  }) as unknown as AppLoadContext;
const FORGED_TYPES = ["text/plain", "application/x-www-form-urlencoded"];

async function expect415(
  action: (args: never) => unknown,
  path: string,
  params: Record<string, string>,
  body: string,
) {
  for (const type of FORGED_TYPES) {
    const request = new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    const result = (await action({ request, context: context(), params } as never)) as {
      data: { error: { code: string } };
      init: { status: number };
    };
    expect(result.init.status, `${path} ${type}`).toBe(415);
    expect(result.data.error.code).toBe("unsupported_media_type");
  }
}

test("an admin JSON action answers 415 to a text/plain or form body that is valid JSON, and writes nothing", async () => {
  const before = (await services.db.select().from(events)).length;
  const id = crypto.randomUUID();
  const body = JSON.stringify({ intent: "create", id, values: { title: "Forged" } });
  for (const [action, path] of [
    [eventsAction, "/admin/events"],
    [ticketTypesAction, `/admin/events/${id}/ticket-types`],
    [registrationsAction, `/admin/events/${id}/registrations`],
  ] as const) {
    await expect415(action, path, { id }, body);
  }
  expect((await services.db.select().from(events)).length).toBe(before);
});

test("the team, fundraiser, message and outbox actions answer 415 to a form body too, and write nothing", async () => {
  const member = await createTeamMember(services.db, { name: "Kept" });
  const fundraiser = await createFundraiser(services.db);
  const message = await createMessageRow(services.db);
  const mail = await createOutboxRow(services.db, { status: "failed", attempts: 5 });
  const count = async () =>
    Promise.all(
      [teamMembers, fundraisers, contactMessages, outbox, auditLog].map(
        async (table) => (await services.db.select().from(table)).length,
      ),
    );
  const before = await count();
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  await expect415(
    teamAction,
    "/admin/team",
    {},
    form({ intent: "create", name: "Forged", title: "Forged" }),
  );
  await expect415(teamAction, "/admin/team", {}, form({ intent: "delete", id: member.id }));
  await expect415(
    fundraisersAction,
    "/admin/fundraisers",
    {},
    form({ intent: "create", title: "Forged", description: "Forged" }),
  );
  await expect415(
    fundraisersAction,
    "/admin/fundraisers",
    {},
    form({ intent: "delete", id: fundraiser.id }),
  );
  await expect415(
    messagesAction,
    "/admin/messages",
    {},
    form({ intent: "delete", id: message.id }),
  );
  await expect415(
    outboxAction,
    "/admin/outbox",
    {},
    JSON.stringify({ intent: "retry", id: mail.id }),
  );
  expect(await count()).toEqual(before);
  const [row] = await services.db.select().from(outbox).where(eq(outbox.id, mail.id));
  expect(row?.status).toBe("failed");
});
