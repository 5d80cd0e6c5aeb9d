// /admin/settings in process: the owner saves, managers and door volunteers are refused.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { auditLog, siteSettings } from "../../../server/db/schema";
import {
  adminUser,
  contextFor,
  doorUser,
  getRequest,
  jsonRequest,
  managerUser,
  settle,
} from "../../../server/test/admin-context";
import { createTestServices, type TestServices } from "../../../server/test/harness";
import type { SessionUser } from "../../../server/context";
import { defaultSiteSettings } from "../../../shared/site";
import * as settingsRoute from "./settings";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());
beforeEach(async () => {
  await services.db.delete(siteSettings);
  await services.db.delete(auditLog);
});

type ActionArgs = Parameters<typeof settingsRoute.action>[0];
type LoaderArgs = Parameters<typeof settingsRoute.loader>[0];
const save = (user: SessionUser, body: unknown) =>
  settle(() =>
    settingsRoute.action({
      request: jsonRequest("/admin/settings", body),
      context: contextFor(services, user),
      params: {},
    } as unknown as ActionArgs),
  );

describe("settings action", () => {
  test("the owner saves the settings; the loader reads them back with the payments status", async () => {
    const { status, body } = await save(adminUser, {
      intent: "save",
      ...defaultSiteSettings,
      name: "Harbor Light",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, intent: "save" });
    const loaded = await settingsRoute.loader({
      request: getRequest("/admin/settings"),
      context: contextFor(services, adminUser),
      params: {},
    } as unknown as LoaderArgs);
    expect(loaded.settings.name).toBe("Harbor Light");
    expect(loaded.payments).toMatchObject({ provider: "demo", lastEventAt: null });
    expect(await services.db.select().from(auditLog)).toHaveLength(1);
  });

  test("a lone surrogate in a JSON body (valid JSON, refused by jsonb) is saved as U+FFFD, not a 500", async () => {
    const { status } = await save(adminUser, {
      intent: "save",
      ...defaultSiteSettings,
      name: "Harbor \ud800Light",
    });
    expect(status).toBe(200);
    const [row] = await services.db.select().from(siteSettings);
    expect((row!.value as { name: string }).name).toBe("Harbor \ufffdLight");
  });

  test("a bad EIN is a 422 with the message at its field", async () => {
    const { status, body } = await save(adminUser, {
      intent: "save",
      ...defaultSiteSettings,
      ein: "12345",
    });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "ein", message: "EIN must look like 12-3456789" }],
    });
    expect(await services.db.select().from(siteSettings)).toHaveLength(0);
  });

  test.each([
    ["manager", managerUser],
    ["door volunteer", doorUser],
  ])("a %s gets a 403 and nothing is written", async (_who, user) => {
    const { status } = await save(user, {
      intent: "save",
      ...defaultSiteSettings,
      name: "Taken Over",
    });
    expect(status).toBe(403);
    expect(await services.db.select().from(siteSettings)).toHaveLength(0);
    expect(await services.db.select().from(auditLog)).toHaveLength(0);
  });
});
