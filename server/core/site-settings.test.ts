import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { auditLog, paymentEvents, siteSettings } from "../db/schema";
import { AppError } from "../errors";
import { adminUser } from "../test/admin-context";
import { createTestServices, type TestServices } from "../test/harness";
import { defaultSiteSettings } from "../../shared/site";
import { organisationTimeZone } from "../../shared/domain/time-zone";
import { getPaymentsStatus, stripeKeyMode } from "./payments-status";
import { getSiteSettings, mergeSettings, updateSiteSettings } from "./site-settings";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(siteSettings);
  await services.db.delete(auditLog);
});

const actor = { id: adminUser.id, email: adminUser.email };
const withChanges = (changes: Partial<typeof defaultSiteSettings>) => ({
  ...defaultSiteSettings,
  ...changes,
});

async function refusal(input: unknown) {
  const error = await updateSiteSettings(services, actor, input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("site settings", () => {
  test("an empty database reads SPEC's defaults", async () => {
    expect(await getSiteSettings(services)).toEqual(defaultSiteSettings);
  });

  test("a save is read back, and the audit entry holds only the changed fields", async () => {
    await updateSiteSettings(
      services,
      actor,
      withChanges({ name: "Harbor Light", ein: "12-3456789" }),
    );
    const read = await getSiteSettings(services);
    expect(read.name).toBe("Harbor Light");
    expect(read.ein).toBe("12-3456789");
    expect(read.legalName).toBe(defaultSiteSettings.legalName);
    const entries = await services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "site_settings"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "update",
      entityId: "1",
      actorEmail: adminUser.email,
    });
    expect(entries[0]!.before).toEqual({ name: "Homefront", ein: "00-0000000" });
    expect(entries[0]!.after).toEqual({ name: "Harbor Light", ein: "12-3456789" });
  });

  test("the cached settings are dropped by a write, including one made outside the service", async () => {
    expect((await getSiteSettings(services)).tagline).toBe(defaultSiteSettings.tagline);
    await services.db.insert(siteSettings).values({ id: 1, value: { tagline: "Written by hand" } });
    expect((await getSiteSettings(services)).tagline).toBe("Written by hand");
    await updateSiteSettings(services, actor, withChanges({ tagline: "Saved in the back office" }));
    expect((await getSiteSettings(services)).tagline).toBe("Saved in the back office");
  });

  test("a transaction reading the settings never waits on a read queued behind it, nor shares what it saw", async () => {
    // The embedded database has one connection: a page's read started while a
    // registration's transaction runs waits for that transaction to end. The
    // transaction's own read must not wait on it (it would wait forever).
    await services.db.insert(siteSettings).values({ id: 1, value: { tagline: "Before" } }); // empties the cache
    let outside: Promise<unknown> | undefined;
    let seenInside: { tagline: string } | undefined;
    await services.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        outside = getSiteSettings(services);
        await tx.update(siteSettings).set({ value: { tagline: "Uncommitted" } });
        seenInside = (await Promise.race([
          getSiteSettings({ db: tx, database: services.database }),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error("the read inside the transaction waited")), 5_000),
          ),
        ])) as { tagline: string };
        tx.rollback();
      })
      .catch((error: unknown) =>
        error instanceof Error && error.message === "Rollback" ? null : Promise.reject(error),
      );
    expect(seenInside?.tagline).toBe("Uncommitted");
    expect(((await outside) as { tagline: string }).tagline).toBe("Before");
    expect((await getSiteSettings(services)).tagline).toBe("Before");
  });

  test("the time zone read from the settings is the one the date helpers use", async () => {
    await updateSiteSettings(services, actor, withChanges({ timeZone: "America/New_York" }));
    await getSiteSettings(services);
    expect(organisationTimeZone()).toBe("America/New_York");
    await updateSiteSettings(services, actor, defaultSiteSettings);
    await getSiteSettings(services);
    expect(organisationTimeZone()).toBe("America/Chicago");
  });

  test.each([
    ["ein", { ein: "12345" }, "EIN must look like 12-3456789"],
    [
      "social.0.url",
      { social: [{ label: "Blog", url: "http://example.org/" }] },
      "Use a full https:// address",
    ],
    [
      "social.0.url",
      { social: [{ label: "Trick", url: "javascript:alert(1)" }] },
      "Use a full https:// address",
    ],
    ["timeZone", { timeZone: "Mars/Olympus_Mons" }, "Choose a time zone such as America/Chicago"],
    ["heroText", { heroText: "x".repeat(401) }, "Hero text must be at most 400 characters"],
    [
      "receiptThanks",
      { receiptThanks: "x".repeat(1001) },
      "Receipt thank-you must be at most 1000 characters",
    ],
    [
      "impact.1.label",
      {
        impact: [
          { value: "1", label: "One" },
          { value: "2", label: "" },
        ],
      },
      "Label is required",
    ],
    ["email", { email: "not-an-address" }, "Enter a valid e-mail address"],
  ])(
    "%s: a bad value is refused at its path and nothing is written",
    async (path, changes, message) => {
      const error = await refusal(withChanges(changes as Partial<typeof defaultSiteSettings>));
      expect(error.status).toBe(422);
      expect(error.issues).toContainEqual({ path, message });
      expect(await services.db.select().from(siteSettings)).toHaveLength(0);
      expect(await services.db.select().from(auditLog)).toHaveLength(0);
    },
  );

  test("a stored document from an older version keeps its valid fields and falls back for the rest", () => {
    const merged = mergeSettings({
      name: "Old Name",
      ein: "bad",
      social: { label: "Facebook", url: "https://x.org" },
      extra: 1,
    });
    expect(merged.name).toBe("Old Name");
    expect(merged.ein).toBe(defaultSiteSettings.ein);
    expect(merged.social).toEqual(defaultSiteSettings.social);
    expect(merged).not.toHaveProperty("extra");
  });
});

describe("payments status", () => {
  test("the demo provider, and the latest payment event's time", async () => {
    expect(await getPaymentsStatus(services)).toEqual({
      provider: "demo",
      mode: null,
      lastEventAt: null,
    });
    const at = new Date("2026-11-01T12:00:00Z");
    await services.db.insert(paymentEvents).values({
      id: "evt_1",
      provider: "demo",
      type: "checkout.session.completed",
      receivedAt: at,
    });
    expect((await getPaymentsStatus(services)).lastEventAt).toBe(at.toISOString());
  });

  test("a Stripe key's mode comes from its prefix", () => {
    expect(stripeKeyMode("sk_test_abc")).toBe("test");
    expect(stripeKeyMode("sk_live_abc")).toBe("live");
    expect(stripeKeyMode("rk_live_abc")).toBe("live");
    expect(stripeKeyMode("rk_test_abc")).toBe("test");
    expect(stripeKeyMode("whatever")).toBe("unknown");
  });
});
