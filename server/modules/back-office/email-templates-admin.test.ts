import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { auditLog, emailTemplates, outbox } from "../../db/schema";
import { AppError } from "../../errors";
import { adminUser } from "../../test/admin-context";
import { createEvent, createTicketType } from "../../test/factories";
import { createTestServices, type TestServices } from "../../test/harness";
import { EMAIL_TEMPLATES } from "../../../shared/domain/email-template-registry";
import { registrationRequestSchema } from "../../../shared/schemas/registration";
import { getEmailTemplate } from "../../core/index.server";
import { staffInvitationEmail } from "../staff/index.server";
import { createRegistration } from "../orders/index.server";
import { listEmailTemplates, resetEmailTemplate, saveEmailTemplate } from "./email-templates-admin";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(emailTemplates);
  await services.db.delete(auditLog);
});

const KEY = "registration-confirmation";
const custom = {
  key: KEY,
  subject: "See you soon at {{event_title}}",
  body: "Hi {{name}}!\n\nYour reference is {{reference}}.\n\n{{check_in_instructions}}\n\n{{manage_link}}\n\nThe {{organisation}} team",
} as const;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, message: error.message, issues: error.issues };
    throw error;
  }
  throw new Error("expected a refusal");
}

const auditOf = (entity: string) =>
  services.db.select().from(auditLog).where(eq(auditLog.entity, entity));

describe("email templates", () => {
  test("every template is listed with its default wording until staff change it", async () => {
    const list = await listEmailTemplates(services.db);
    expect(list.map((t) => t.key)).toContain("staff-invitation");
    expect(list.find((t) => t.key === KEY)).toMatchObject({
      customised: false,
      subject: EMAIL_TEMPLATES[KEY].subject,
      updatedAt: null,
    });
  });

  test("saving stores the wording and audits it; a customised confirmation is used in the next e-mail, attachments kept", async () => {
    expect(await saveEmailTemplate(services.db, adminUser, custom)).toEqual({ changed: true });
    expect((await getEmailTemplate(services.db, KEY)).customised).toBe(true);
    const [entry] = await auditOf("email_template");
    expect(entry).toMatchObject({ action: "create", entityId: KEY, actorEmail: adminUser.email });
    expect(entry!.after).toMatchObject({ subject: custom.subject });

    const event = await createEvent(services.db, { title: "Spring Picnic" });
    const type = await createTicketType(services.db, event.id);
    const created = await createRegistration(
      services,
      registrationRequestSchema.parse({
        eventId: event.id,
        ticketTypeId: type.id,
        quantity: 1,
        customerName: "Robin <b>Hood</b>",
        customerEmail: "robin@example.org",
        guests: [],
      }),
    );
    const [mail] = await services.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "robin@example.org"));
    expect(mail!.subject).toBe("See you soon at Spring Picnic");
    expect(mail!.text).toContain("Hi Robin <b>Hood</b>!");
    expect(mail!.text).toContain(
      `Your reference is ${created.registrationId.slice(0, 8).toUpperCase()}.`,
    );
    expect(mail!.text).toContain("check-in.png");
    expect(mail!.html).toContain("Hi Robin &lt;b&gt;Hood&lt;/b&gt;!");
    expect(mail!.attachments!.map((a) => a.filename)).toEqual(["check-in.png", "event.ics"]);
  });

  test("saving again records only what changed; saving the same wording writes nothing", async () => {
    await saveEmailTemplate(services.db, adminUser, custom);
    await saveEmailTemplate(services.db, adminUser, {
      ...custom,
      subject: "Welcome to {{event_title}}",
    });
    expect(
      await saveEmailTemplate(services.db, adminUser, {
        ...custom,
        subject: "Welcome to {{event_title}}",
      }),
    ).toEqual({ changed: false });
    const entries = await auditOf("email_template");
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "update"]);
    const update = entries.find((e) => e.action === "update")!;
    expect(update.after).toEqual({ subject: "Welcome to {{event_title}}" });
  });

  test("a missing required placeholder or an unknown one is a 422 at the field, and nothing is written", async () => {
    const missing = await refusal(
      saveEmailTemplate(services.db, adminUser, {
        ...custom,
        body: custom.body.replace("{{reference}}", ""),
      }),
    );
    expect(missing).toMatchObject({
      status: 422,
      issues: [{ path: "body", message: expect.stringContaining("{{reference}}") }],
    });
    const unknown = await refusal(
      saveEmailTemplate(services.db, adminUser, { ...custom, subject: "Hello {{nickname}}" }),
    );
    expect(unknown).toMatchObject({
      status: 422,
      message: "Unknown placeholder {{nickname}}. Use one of the placeholders listed",
      issues: [{ path: "subject" }],
    });
    const receipt = await refusal(
      saveEmailTemplate(services.db, adminUser, {
        key: "donation-receipt",
        subject: "Thanks",
        body: "Thank you, {{name}}!",
      }),
    );
    expect(receipt.issues).toEqual([
      { path: "body", message: expect.stringContaining("{{receipt_text}}") },
    ]);
    expect(await services.db.select().from(emailTemplates)).toEqual([]);
    expect(await auditOf("email_template")).toEqual([]);
  });

  test("reset deletes the stored wording, audits it, and the default applies again", async () => {
    await saveEmailTemplate(services.db, adminUser, custom);
    expect(await resetEmailTemplate(services.db, adminUser, KEY)).toEqual({ changed: true });
    expect(await getEmailTemplate(services.db, KEY)).toMatchObject({
      customised: false,
      subject: EMAIL_TEMPLATES[KEY].subject,
    });
    const [deleted] = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "email_template"), eq(auditLog.action, "delete")));
    expect(deleted!.before).toMatchObject({ subject: custom.subject });
    expect(await resetEmailTemplate(services.db, adminUser, KEY)).toEqual({ changed: false });
  });

  test("the staff invitation renders its template with the link, role label and expiry", async () => {
    const mail = await staffInvitationEmail(services, {
      to: "sam@example.org",
      role: "manager",
      invitedBy: "Ada Admin",
      link: "http://localhost:3000/invitation/abc",
      expiresAt: new Date("2026-12-19T18:30:00Z"),
    });
    expect(mail.to).toBe("sam@example.org");
    expect(mail.subject).toBe("You're invited to the Homefront back office");
    expect(mail.text).toContain("Ada Admin has invited you (sam@example.org)");
    expect(mail.text).toContain("with the role Manager");
    expect(mail.text).toContain("expires on Saturday, December 19, 2026 at 12:30 PM");
    expect(mail.html).toContain('<a href="http://localhost:3000/invitation/abc">');
  });
});
