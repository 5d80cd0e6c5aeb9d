// /admin/staff and /invitations/:token as a browser reaches them (DESIGN "Staff
// and roles"): bad input answered at the field with nothing written, escalation
// attempts refused, and an invitation accepted with a new or an existing account.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox, staffInvitations, user } from "../../../server/db/schema";
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
import * as invitationRoute from "../invitation";
import * as staffRoute from "./staff";

let services: TestServices;
let owner: SessionUser;
beforeAll(async () => {
  services = await createTestServices();
  await services.auth.api.signUpEmail({
    body: { email: adminUser.email, password: "correct-horse-battery", name: adminUser.name },
  });
  await services.db.update(user).set({ role: "owner" }).where(eq(user.email, adminUser.email));
  const [row] = await services.db.select().from(user).where(eq(user.email, adminUser.email));
  owner = { ...adminUser, id: row!.id };
});
afterAll(() => services.cleanup());

const staffAction = (who: SessionUser, body: unknown) =>
  settle(() =>
    staffRoute.action({
      request: jsonRequest("/admin/staff", body),
      context: contextFor(services, who),
      params: {},
    } as never),
  );
const invitationCount = async () => (await services.db.select().from(staffInvitations)).length;

async function invite(email: string, role: string) {
  const { status } = await staffAction(owner, { intent: "invite", email, role });
  expect(status).toBe(200);
  const [mail] = await services.db.select().from(outbox).where(eq(outbox.to, email));
  return mail!.text.match(/\/invitations\/([A-Za-z0-9_-]+)/)![1]!;
}

function form(token: string, fields: Record<string, string>) {
  return invitationRoute.action({
    request: new Request(`http://localhost:3000/invitations/${token}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
      },
      body: new URLSearchParams(fields),
    }),
    context: contextFor(services, null),
    params: { token },
  } as never);
}

const outcome = settle;

describe("bad input", () => {
  test.each([
    [{ email: "not-an-email", role: "manager" }, "email", "Invalid email address"],
    [{ email: "", role: "manager" }, "email", "Required"],
    [
      { email: "pat@example.org", role: "superuser" },
      "role",
      "Choose a role: owner, manager or door volunteer.",
    ],
    [{ email: "pat@example.org" }, "role", "Choose a role: owner, manager or door volunteer."],
  ])("%j is refused at the %s field and nothing is written", async (input, path, message) => {
    const before = await invitationCount();
    const { status, body } = await staffAction(owner, { intent: "invite", ...input });
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { issues: [{ path, message }] } });
    expect(await invitationCount()).toBe(before);
  });

  test("an unknown role for a staff member is refused", async () => {
    const { status } = await staffAction(owner, {
      intent: "changeRole",
      id: owner.id,
      role: "admin",
    });
    expect(status).toBe(422);
  });
});

describe("escalation through crafted requests", () => {
  test.each([
    ["manager", managerUser],
    ["door volunteer", doorUser],
  ])(
    "a %s cannot invite, change a role or remove anyone: 403 and nothing written",
    async (_label, who) => {
      const before = await invitationCount();
      for (const body of [
        { intent: "invite", email: "evil@example.org", role: "owner" },
        { intent: "changeRole", id: owner.id, role: "door" },
        { intent: "remove", id: owner.id },
      ]) {
        const { status, body: answer } = await staffAction(who, body);
        expect(status).toBe(403);
        expect(answer).toMatchObject({ error: { code: "forbidden" } });
      }
      expect(await invitationCount()).toBe(before);
      const [row] = await services.db.select().from(user).where(eq(user.id, owner.id));
      expect(row!.role).toBe("owner");
    },
  );
});

describe("accepting an invitation", () => {
  test("the page answers 404 for an unknown link", async () => {
    const result = await outcome(() =>
      invitationRoute.loader({
        request: getRequest("/invitations/x"),
        context: contextFor(services, null),
        params: { token: "nope".repeat(8) },
      } as never),
    );
    expect(result).toMatchObject({ status: 404, body: { state: "invalid" } });
  });

  test("a new person sets a name and password, is signed in and lands on the dashboard; the link is then used", async () => {
    const token = await invite("nora@example.org", "manager");
    const mismatch = await outcome(() =>
      form(token, {
        fullName: "Nora New",
        password: "a-long-password",
        confirmPassword: "different",
      }),
    );
    expect(mismatch).toMatchObject({
      status: 422,
      body: {
        error: { issues: [{ path: "confirmPassword", message: "The passwords do not match" }] },
      },
    });
    expect(
      await services.db.select().from(user).where(eq(user.email, "nora@example.org")),
    ).toHaveLength(0);

    const accepted = await outcome(() =>
      form(token, {
        fullName: "Nora New",
        password: "a-long-password",
        confirmPassword: "a-long-password",
      }),
    );
    expect(accepted).toMatchObject({ status: 302, location: "/admin" });
    expect((accepted as { cookies: string[] }).cookies.join("\n")).toContain(
      "homefront.session_token=",
    );
    const [nora] = await services.db.select().from(user).where(eq(user.email, "nora@example.org"));
    expect(nora).toMatchObject({ name: "Nora New", role: "manager" });

    const again = await outcome(() =>
      form(token, {
        fullName: "Nora Two",
        password: "a-long-password",
        confirmPassword: "a-long-password",
      }),
    );
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: "This invitation has already been used. Sign in to continue." } },
    });
    const page = await outcome(() =>
      invitationRoute.loader({
        request: getRequest(`/invitations/${token}`),
        context: contextFor(services, null),
        params: { token },
      } as never),
    );
    expect(page).toMatchObject({ status: 410, body: { state: "used" } });
  });

  test("someone with an account accepts with its password; a wrong password changes nothing", async () => {
    await services.auth.api.signUpEmail({
      body: { email: "dan@example.org", password: "dans-own-password", name: "Dan Door" },
    });
    const token = await invite("dan@example.org", "door");
    const wrong = await outcome(() => form(token, { password: "not-his-password" }));
    expect(wrong).toMatchObject({ status: 200, body: { error: { code: "sign_in_failed" } } });
    const [before] = await services.db.select().from(user).where(eq(user.email, "dan@example.org"));
    expect(before!.role).toBe("user");
    const accepted = await outcome(() => form(token, { password: "dans-own-password" }));
    expect(accepted).toMatchObject({ status: 302, location: "/admin/door" });
    const [after] = await services.db.select().from(user).where(eq(user.email, "dan@example.org"));
    expect(after!.role).toBe("door");
  });
});
