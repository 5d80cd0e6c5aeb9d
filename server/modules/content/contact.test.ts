import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { contactMessages, outbox, rateLimitHits } from "../../db/schema";
import { AppError } from "../../errors";
import { createTestServices, type TestServices } from "../../test/harness";
import { CONTACT_RATE_LIMIT, submitContactMessage } from "./contact";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(contactMessages);
  await services.db.delete(outbox);
  await services.db.delete(rateLimitHits);
});

const STAFF = "staff@example.org";
const valid = {
  name: "Pat Doe",
  email: "pat@example.org",
  subject: "Volunteering",
  message: "How can I help?",
};
const storedCount = async () =>
  (await services.db.select({ n: count() }).from(contactMessages))[0]!.n;

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("contact messages", () => {
  test("a valid message is stored and a staff notification is queued in the outbox", async () => {
    const result = await submitContactMessage(services.db, valid, {
      clientIp: "10.0.0.1",
      staffEmail: STAFF,
    });
    expect(result.stored).toBe(true);
    const [row] = await services.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: "Pat Doe",
      email: "pat@example.org",
      subject: "Volunteering",
      message: "How can I help?",
    });
    const [mail] = await services.db.select().from(outbox);
    expect(mail).toMatchObject({
      to: "staff@example.org",
      subject: "New message: Volunteering",
      status: "pending",
    });
    expect(mail!.text).toContain("How can I help?");
    expect(mail!.text).toContain("pat@example.org");
  });

  test("an empty subject is stored as null", async () => {
    await submitContactMessage(
      services.db,
      { ...valid, subject: "  " },
      { staffEmail: STAFF, clientIp: "10.0.0.2" },
    );
    const [row] = await services.db.select().from(contactMessages);
    expect(row!.subject).toBeNull();
    const [mail] = await services.db.select().from(outbox);
    expect(mail!.subject).toBe("New message: Pat Doe (no subject)");
  });

  test("missing, malformed and over-long fields are refused with field messages and nothing is stored", async () => {
    const error = await rejection(
      submitContactMessage(
        services.db,
        { name: "", email: "not-an-email", subject: "s".repeat(201), message: "m".repeat(5001) },
        { staffEmail: STAFF, clientIp: "10.0.0.3" },
      ),
    );
    expect(error.status).toBe(422);
    expect(error.issues).toEqual([
      { path: "name", message: "Required" },
      { path: "email", message: "Invalid email address" },
      { path: "subject", message: "Subject must be less than 200 characters" },
      { path: "message", message: "Message must be less than 5000 characters" },
    ]);
    const long = await rejection(
      submitContactMessage(
        services.db,
        { ...valid, name: "n".repeat(101), email: `${"e".repeat(250)}@x.org` },
        { staffEmail: STAFF, clientIp: "10.0.0.3" },
      ),
    );
    expect(long.issues?.map((i) => i.message)).toEqual([
      "Name must be less than 100 characters",
      "Email must be less than 255 characters",
    ]);
    expect(await storedCount()).toBe(0);
  });

  test("fields at their limits are accepted", async () => {
    const result = await submitContactMessage(
      services.db,
      {
        name: "n".repeat(100),
        email: `${"e".repeat(243)}@example.org`,
        subject: "s".repeat(200),
        message: "m".repeat(5000),
      },
      { staffEmail: STAFF, clientIp: "10.0.0.4" },
    );
    expect(result.stored).toBe(true);
  });

  test("a filled honeypot looks accepted but nothing is stored or sent", async () => {
    const result = await submitContactMessage(
      services.db,
      { ...valid, website: "http://spam.example" },
      { staffEmail: STAFF, clientIp: "10.0.0.5" },
    );
    expect(result).toEqual({ stored: false });
    expect(await storedCount()).toBe(0);
    expect(await services.db.select().from(outbox)).toHaveLength(0);
  });

  test("a client may send 5 messages in 10 minutes; the 6th gets the limit message and is not stored", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      const at = new Date(now.getTime() + i * 60_000);
      expect(
        (
          await submitContactMessage(services.db, valid, {
            staffEmail: STAFF,
            clientIp: "10.0.0.6",
            now: at,
          })
        ).stored,
      ).toBe(true);
    }
    const error = await rejection(
      submitContactMessage(services.db, valid, {
        staffEmail: STAFF,
        clientIp: "10.0.0.6",
        now: new Date(now.getTime() + 6 * 60_000),
      }),
    );
    expect(error.status).toBe(429);
    expect(error.message).toBe(
      "You have sent several messages in a short time. Please try again in 4 minutes.",
    );
    expect(await storedCount()).toBe(5);
    expect(await services.db.select().from(outbox)).toHaveLength(5);

    // Another client is not affected.
    expect(
      (
        await submitContactMessage(services.db, valid, {
          staffEmail: STAFF,
          clientIp: "10.0.0.7",
          now,
        })
      ).stored,
    ).toBe(true);
    // After the window the first client may write again.
    const after = new Date(now.getTime() + CONTACT_RATE_LIMIT.windowMs);
    expect(
      (
        await submitContactMessage(services.db, valid, {
          staffEmail: STAFF,
          clientIp: "10.0.0.6",
          now: after,
        })
      ).stored,
    ).toBe(true);
  });

  test("the rate-limit key holds a hash, never the client's address", async () => {
    await submitContactMessage(services.db, valid, { staffEmail: STAFF, clientIp: "203.0.113.9" });
    const rows = await services.db.select().from(rateLimitHits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bucket: "contact",
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
  });

  test("parallel floods from one client accept exactly 5 messages", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        submitContactMessage(services.db, valid, { staffEmail: STAFF, clientIp: "10.0.0.8" }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    for (const r of results)
      if (r.status === "rejected") expect((r.reason as AppError).status).toBe(429);
    expect(await storedCount()).toBe(5);
    const [hits] = await services.db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, "contact"));
    expect(hits?.n).toBe(5);
  });
});
