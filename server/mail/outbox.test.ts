import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "../db/schema";
import { createTestServices, type TestServices } from "../test/harness";
import { claimDueEmails, enqueueEmail } from "./outbox";
import { deliverDueEmails, type Transport } from "./worker";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

describe("outbox", () => {
  test("a queued e-mail is delivered once and marked sent", async () => {
    const id = await enqueueEmail(services.db, { to: "a@example.org", subject: "Hi", text: "Hello" });
    const sent: unknown[] = [];
    const transport: Transport = { sendMail: async (m) => void sent.push(m) };
    expect(await deliverDueEmails(services, transport)).toBe(1);
    expect(await deliverDueEmails(services, transport)).toBe(0);
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
    await deliverDueEmails(services, transport);
    const [row] = await services.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "failed", lastError: "SMTP refused", attempts: 5 });
  });
});
