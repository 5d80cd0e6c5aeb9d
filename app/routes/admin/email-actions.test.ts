// The e-mail screens' loaders and actions in-process (docs/architecture.md
// "E-mail templates", "Writing to attendees"): templates are the owner's,
// writing to attendees needs `manage`, and refusals write nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, emailTemplates, outbox } from "../../../server/db/schema";
import {
  adminUser,
  contextFor,
  doorUser,
  getRequest,
  jsonRequest,
  managerUser,
  settle,
} from "../../../server/test/admin-context";
import { createEvent, createRegistration, createTicketType } from "../../../server/test/factories";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import type { SessionUser } from "../../../server/context";
import { action as eventEmailAction, loader as eventEmailLoader } from "./event-email";
import { action as templatesAction, loader as templatesLoader } from "./settings-emails";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const outcome = settle;
// Route args as React Router passes them; each route's own type is satisfied by the cast.
const args = (
  request: Request,
  user: SessionUser | null,
  params: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): any => ({
  request,
  context: contextFor(services, user),
  params,
});

const save = (body: Record<string, unknown>) =>
  jsonRequest("/admin/settings/emails", { intent: "save", ...body });

describe("/admin/settings/emails", () => {
  test("a manager and a door volunteer get 403 on the templates, reading or saving", async () => {
    for (const user of [managerUser, doorUser]) {
      expect(
        (await outcome(() => templatesLoader(args(getRequest("/admin/settings/emails"), user))))
          .status,
      ).toBe(403);
      const body = {
        key: "registration-confirmation",
        subject: "Hi",
        body: "{{reference}} {{check_in_instructions}}",
      };
      expect((await outcome(() => templatesAction(args(save(body), user)))).status).toBe(403);
    }
    expect(await services.db.select().from(emailTemplates)).toEqual([]);
  });

  test("an owner saves a template, and a missing required placeholder is a 422 at the body", async () => {
    const list = await outcome(() =>
      templatesLoader(
        args(getRequest("/admin/settings/emails?template=donation-receipt"), adminUser),
      ),
    );
    expect(list.body).toMatchObject({ selected: "donation-receipt" });

    const refused = await outcome(() =>
      templatesAction(
        args(save({ key: "donation-receipt", subject: "Thanks", body: "Thank you!" }), adminUser),
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: { issues: [{ path: "body", message: expect.stringContaining("{{receipt_text}}") }] },
    });
    expect(await services.db.select().from(emailTemplates)).toEqual([]);

    const saved = await outcome(() =>
      templatesAction(
        args(
          save({
            key: "donation-receipt",
            subject: "Thank you, {{name}}",
            body: "Dear {{name}},\n\n{{receipt_text}}",
          }),
          adminUser,
        ),
      ),
    );
    expect(saved).toEqual({
      status: 200,
      body: { ok: true, intent: "save", key: "donation-receipt", changed: true },
    });
    const reset = await outcome(() =>
      templatesAction(
        args(
          jsonRequest("/admin/settings/emails", { intent: "reset", key: "donation-receipt" }),
          adminUser,
        ),
      ),
    );
    expect(reset.body).toMatchObject({ ok: true, changed: true });
    const unknownKey = await outcome(() =>
      templatesAction(args(save({ key: "nope", subject: "a", body: "b" }), adminUser)),
    );
    expect(unknownKey.status).toBe(422);
  });
});

describe("/admin/events/:id/email", () => {
  test("a door volunteer gets 403; a manager sends to the confirmed buyers; a bad id is a 404", async () => {
    const event = await createEvent(services.db);
    const type = await createTicketType(services.db, event.id);
    await createRegistration(services.db, type, { customerEmail: "buyer@example.org" });
    const path = `/admin/events/${event.id}/email`;
    const body = {
      intent: "send",
      subject: "See you at {{event_title}}",
      message: "Dear {{name}}, doors open at six.",
    };

    expect(
      (await outcome(() => eventEmailLoader(args(getRequest(path), doorUser, { id: event.id }))))
        .status,
    ).toBe(403);
    expect(
      (
        await outcome(() =>
          eventEmailAction(args(jsonRequest(path, body), doorUser, { id: event.id })),
        )
      ).status,
    ).toBe(403);
    expect(await services.db.select().from(outbox)).toEqual([]);

    const page = await outcome(() =>
      eventEmailLoader(args(getRequest(path), managerUser, { id: event.id })),
    );
    expect(page.body).toMatchObject({ recipients: 1 });
    const sent = await outcome(() =>
      eventEmailAction(args(jsonRequest(path, body), managerUser, { id: event.id })),
    );
    expect(sent).toEqual({ status: 200, body: { ok: true, sent: 1 } });
    const [mail] = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "buyer@example.org"));
    expect(mail!.subject).toBe(`See you at ${event.title}`);
    expect(
      await services.db.select().from(auditLog).where(eq(auditLog.entity, "attendee_email")),
    ).toHaveLength(1);

    const badId = await outcome(() =>
      eventEmailAction(
        args(jsonRequest("/admin/events/x/email", body), managerUser, { id: "not-a-uuid" }),
      ),
    );
    expect(badId.status).toBe(404);
    const blank = await outcome(() =>
      eventEmailAction(
        args(jsonRequest(path, { ...body, subject: " " }), managerUser, { id: event.id }),
      ),
    );
    expect(blank).toMatchObject({
      status: 422,
      body: { error: { issues: [{ path: "subject", message: "Subject is required" }] } },
    });
  });
});
