import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, outbox } from "../db/schema";
import { retryEmail, retryUnsentEmails } from "../modules/back-office/index.server";
import { createTestServices, type TestServices } from "../test/harness";
import { claimDueEmails, enqueueEmail } from "./outbox";
import { deliverDueEmails, markDueEmailsUnsent, NO_MAIL_SERVER, type Transport } from "./worker";
import { organisationSender } from "../core/index.server";

const actor = { id: "admin-1", email: "admin@example.org" };
const statusOf = async (id: string) =>
  (await services.db.select().from(outbox).where(eq(outbox.id, id)))[0];

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("outbox", () => {
  test("a queued e-mail is delivered once and marked sent", async () => {
    const id = await enqueueEmail(services.db, {
      to: "a@example.org",
      subject: "Hi",
      text: "Hello",
    });
    const sent: unknown[] = [];
    const transport: Transport = { sendMail: async (m) => void sent.push(m) };
    expect(await deliverDueEmails(services, transport, () => organisationSender(services))).toBe(1);
    expect(await deliverDueEmails(services, transport, () => organisationSender(services))).toBe(0);
    expect(sent).toHaveLength(1);
    const [row] = await services.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe("sent");
  });

  test("a claimed message is not claimed again while its lease runs", async () => {
    await enqueueEmail(services.db, { to: "b@example.org", subject: "Lease", text: "x" });
    const first = await claimDueEmails(services.db);
    const second = await claimDueEmails(services.db);
    expect(first.map((m) => m.to)).toContain("b@example.org");
    expect(second.map((m) => m.to)).not.toContain("b@example.org");
  });

  test("a failed delivery stays pending with the error, then fails for good", async () => {
    const id = await enqueueEmail(services.db, { to: "c@example.org", subject: "Fail", text: "x" });
    await services.db.update(outbox).set({ attempts: 4 }).where(eq(outbox.id, id));
    const transport: Transport = {
      sendMail: async () => {
        throw new Error("SMTP refused");
      },
    };
    await deliverDueEmails(services, transport, () => organisationSender(services));
    const [row] = await services.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "failed", lastError: "SMTP refused", attempts: 5 });
  });

  test("without a mail server a due message ends 'unsent' with the reason, not pending forever", async () => {
    const id = await enqueueEmail(services.db, {
      to: "d@example.org",
      subject: "No server",
      text: "x",
    });
    expect(await markDueEmailsUnsent(services.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toMatchObject({
      status: "unsent",
      lastError: NO_MAIL_SERVER,
      attempts: 0,
    });
    // Nothing is claimed for delivery while it is unsent.
    expect((await claimDueEmails(services.db)).map((m) => m.id)).not.toContain(id);
  });

  test("'Send again' puts an unsent message back to pending and a mail server then sends it", async () => {
    const id = await enqueueEmail(services.db, {
      to: "e@example.org",
      subject: "Later",
      text: "x",
    });
    await markDueEmailsUnsent(services.db);
    await retryEmail(services, actor, id);
    expect(await statusOf(id)).toMatchObject({ status: "pending", lastError: null });
    const sent: { to?: unknown }[] = [];
    await deliverDueEmails(services, { sendMail: async (m) => void sent.push(m) }, () =>
      organisationSender(services),
    );
    expect(sent.map((m) => m.to)).toContain("e@example.org");
    expect((await statusOf(id))?.status).toBe("sent");
    // A sent (or pending) message is not sent again by mistake.
    await expect(retryEmail(services, actor, id)).rejects.toMatchObject({ status: 409 });
    const audits = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "outbox"), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { status: "unsent" }, after: { status: "pending" } });
  });

  test("every unsent message goes back to pending at once, in one audit entry", async () => {
    const ids = [
      await enqueueEmail(services.db, { to: "f@example.org", subject: "One", text: "x" }),
      await enqueueEmail(services.db, { to: "g@example.org", subject: "Two", text: "x" }),
    ];
    await markDueEmailsUnsent(services.db);
    expect(await retryUnsentEmails(services, actor)).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect((await statusOf(id))?.status).toBe("pending");
    expect(await retryUnsentEmails(services, actor)).toBe(0);
  });
});
