// docs/security.md §3: every action and loader of app/routes.ts, and every path of the
// Hono app (/api/*, /healthz, /uploads/*), as app/test/fuzz-targets.ts lists
// them from the route tables themselves, under generated hostile input
// (boundary values, wrong types, huge strings, unicode, nested junk), as an
// anonymous visitor, a signed-in non-admin and an admin. Each answer: never
// 5xx, never a stack trace, never an error logged, the error contract for a
// JSON 4xx, and the database untouched by every refused request (a row
// trigger on every table logs committed changes).
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createApp } from "../../server/app";
import { AppError } from "../../server/errors";
import { hasNul } from "../../server/http/refuse-nul";
import type { AppServices, SessionUser } from "../../server/context";
import { user as userTable } from "../../server/db/schema";
import {
  installWriteLog,
  junkString,
  problemsWith,
  queryString,
  recordingLogger,
  settle,
  withLogger,
  writeMark,
  writesSince,
  type Outcome,
} from "../../server/test/fuzz";
import {
  createTestServices,
  sessionCookie,
  signedInCookie,
  type TestServices,
} from "../../server/test/harness";
import {
  apiRequests,
  noBody,
  registeredPaths,
  routeTargets,
  FUZZ_MEMBER,
  seedFuzzRows,
  type Who,
} from "./fuzz-targets";
import { accountSlowdown } from "../../server/auth/login-throttle";

const SITE = "http://localhost:3000";
/** Scale with FUZZ_SCALE (e.g. 0.1 for a quick look, 5 for a long soak). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));

let services: TestServices;
let fuzzServices: AppServices;
const log = recordingLogger();
let admin: SessionUser;
let member: SessionUser;
let adminCookie: string;
let memberCookie: string;
let ipCounter = 0;
let total = 0;
const summary: string[] = [];
const CALLERS = {
  admin: "fuzz-admin@example.org",
  member: FUZZ_MEMBER.email,
} as const;
// Every loader and action of app/routes.ts (app/test/fuzz-targets.ts).
const targets = await routeTargets();

beforeAll(async () => {
  services = await createTestServices();
  const { db } = services;
  await seedFuzzRows(services);
  adminCookie = await signedInCookie(services, { email: CALLERS.admin, role: "owner" });
  memberCookie = await signedInCookie(services, {
    email: CALLERS.member,
    password: FUZZ_MEMBER.password,
  });
  // Failed sign-ins slow the account (server/auth/login-throttle.ts): no real waits here.
  vi.spyOn(accountSlowdown, "sleep").mockResolvedValue();
  const account = async (email: string) => {
    const [row] = await db.select().from(userTable).where(eq(userTable.email, email));
    return { id: row!.id, name: row!.name, email: row!.email, role: row!.role ?? "user" };
  };
  admin = await account(CALLERS.admin);
  member = await account(CALLERS.member);
  await installWriteLog(db);
  fuzzServices = withLogger(services, log);
}, 120_000);

afterAll(async () => {
  await services?.cleanup();
});

// ---------------------------------------------------------------- running

function userFor(who: Who) {
  return who === "admin" ? admin : who === "member" ? member : null;
}

async function check(
  label: string,
  input: unknown,
  outcome: Outcome,
  mark: number,
  refused: boolean,
  json: boolean,
  loader: boolean,
) {
  const problems = problemsWith(outcome, { json, loader });
  if (log.errors.length) problems.push(`logged an error: ${log.errors.splice(0).join(" | ")}`);
  if (refused) {
    const writes = await writesSince(services.db, mark);
    if (writes.length)
      problems.push(
        `a refused request (${outcome.status}) changed the database: ${writes.join(", ")}`,
      );
  }
  if (problems.length) {
    throw new Error(
      `${label}\ninput: ${JSON.stringify(input)?.slice(0, 1500)}\n${problems.join("\n")}`,
    );
  }
}

describe("fuzzing every action and loader", () => {
  for (const target of targets) {
    test(`${target.name} never answers 5xx and a refusal writes nothing`, async () => {
      const seen: Record<string, number> = {};
      const arbitrary = fc.record({
        params: (target.params ?? (() => fc.constant({})))(),
        query: queryString(target.query ?? []),
        body: (target.body ?? noBody)(),
        who: fc.constantFrom(...target.who),
        cookie: fc.oneof(
          { weight: 4, arbitrary: fc.constant("") },
          { weight: 1, arbitrary: junkString },
        ),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          total++;
          const url = `${SITE}${target.path(input.params)}${input.query ? `?${input.query}` : ""}`;
          const headers = new Headers();
          if (input.body.contentType) headers.set("content-type", input.body.contentType);
          const junkCookie = input.cookie.replace(/[^\x20-\x7e]/g, "");
          const realCookie =
            input.who === "admin" ? adminCookie : input.who === "member" ? memberCookie : "";
          const cookie = [realCookie, junkCookie].filter(Boolean).join("; ");
          if (cookie) headers.set("cookie", cookie);
          const request = new Request(url, {
            method: target.method,
            headers,
            ...(target.method === "POST" && input.body.text !== null
              ? { body: input.body.text }
              : {}),
          });
          const context = {
            services: fuzzServices,
            user: userFor(input.who),
            requestId: "fuzz",
            clientIp:
              target.clientIp?.() ?? `198.18.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
            cspNonce: "fuzz",
          };
          await target.beforeEach?.(services);
          const mark = await writeMark(services.db);
          // The edge (server/http/refuse-nul.ts, in front of every route) refuses a NUL anywhere.
          if (await hasNul(request)) {
            seen.nulAtEdge = (seen.nulAtEdge ?? 0) + 1;
            return;
          }
          const outcome = await settle(() =>
            (target.fn as (a: unknown) => unknown)({ request, context, params: input.params }),
          );
          // A GET never writes, whatever it answers; anything else must not write when refused.
          const refused =
            target.method === "GET" ||
            outcome.status >= 400 ||
            Boolean(target.refusedWhen?.(outcome, input.who));
          const bucket = `${Math.floor(outcome.status / 100)}xx`;
          seen[bucket] = (seen[bucket] ?? 0) + 1;
          await check(
            target.name,
            input,
            outcome,
            mark,
            refused,
            target.json,
            target.method === "GET",
          );
        }),
        { numRuns: runs(target.runs), endOnFailure: true },
      );
      summary.push(`${target.name}: ${JSON.stringify(seen)}`);
      if (target.reachesBoth && SCALE >= 1) {
        expect((seen["2xx"] ?? 0) + (seen["3xx"] ?? 0), "accepted requests").toBeGreaterThan(0);
        expect(seen["4xx"] ?? 0, "refused requests").toBeGreaterThan(0);
      }
    }, 600_000);
  }
});

// ---------------------------------------------------------------- the Hono API

/**
 * Better Auth's endpoints can end the callers' sessions (sign-out, revoke-sessions)
 * or, for an admin, change a role: sign them in again so the rest of the run
 * still fuzzes as an admin and a member.
 */
async function keepCallersSignedIn() {
  for (const who of ["admin", "member"] as const) {
    const cookie = who === "admin" ? adminCookie : memberCookie;
    const session = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
    const role = who === "admin" ? "owner" : "user";
    if (session && (session.user as { role?: string }).role === role) continue;
    await services.db.update(userTable).set({ role }).where(eq(userTable.email, CALLERS[who]));
    const fresh = await sessionCookie(services, CALLERS[who]);
    if (who === "admin") adminCookie = fresh;
    else memberCookie = fresh;
  }
}

describe("fuzzing the Hono routes (/api, /healthz, /uploads) through the real app", () => {
  test("every request answers 2xx, 3xx or 4xx with the error contract, leaks no secret, and a refusal writes nothing", async () => {
    const app = createApp({
      services: fuzzServices,
      // Pages are fuzzed through their route modules; a request that falls through to them ends here.
      build: async () => {
        throw new AppError(404, "page", "pages are fuzzed through their route modules");
      },
    });
    const seen: Record<string, Record<string, number>> = {};
    const arbitrary = fc.record({
      request: apiRequests(app, services.auth.api),
      cookie: fc.constantFrom("admin", "member", "", "junk"),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ request, cookie: caller }) => {
        total++;
        const headers = new Headers({ origin: SITE });
        if (request.body.contentType) headers.set("content-type", request.body.contentType);
        const cookie = {
          admin: adminCookie,
          member: memberCookie,
          "": "",
          junk: "better-auth.session_token=abc.def",
        }[caller]!;
        if (cookie) headers.set("cookie", cookie);
        const hasBody = !["GET", "HEAD"].includes(request.method) && request.body.text !== null;
        const mark = await writeMark(services.db);
        const res = await app.request(`${SITE}${request.path}`, {
          method: request.method,
          headers,
          ...(hasBody ? { body: request.body.text } : {}),
        });
        const text = await res.text();
        const type = res.headers.get("content-type") ?? "";
        let body: unknown = type.startsWith("image/") ? "" : text;
        try {
          if (type.includes("json")) body = JSON.parse(text);
        } catch {
          // an unreadable JSON body: the contract check reports it
        }
        const outcome = { status: res.status, body, thrown: false };
        const bucket = `${Math.floor(res.status / 100)}xx`;
        seen[request.route] ??= {};
        seen[request.route]![bucket] = (seen[request.route]![bucket] ?? 0) + 1;
        if (text.includes(services.secret))
          log.errors.push(`the site secret was served at ${request.path}`);
        // Sign-up, sign-in and uploads succeed and write: refusals and GETs are checked.
        await check(
          `${request.method} ${request.path}`,
          {
            ...request,
            caller,
            body: request.body.text instanceof FormData ? "(multipart)" : request.body,
          },
          outcome,
          mark,
          res.status >= 400 || request.method === "GET",
          // Only JSON 4xx need the error contract (a missing /uploads file is a plain 404).
          type.includes("json") || request.route.startsWith("/api/"),
          false,
        );
        if (request.route === "/api/auth/*") await keepCallersSignedIn();
      }),
      { numRuns: runs(2000), endOnFailure: true },
    );
    for (const [route, buckets] of Object.entries(seen))
      summary.push(`Hono ${route}: ${JSON.stringify(buckets)}`);
    // Every registered path was requested, and the admin routes accepted an admin.
    expect(Object.keys(seen).sort()).toEqual(registeredPaths(app).sort());
    if (SCALE >= 1)
      expect(seen["/api/admin/uploads"]?.["2xx"] ?? 0, "accepted uploads").toBeGreaterThan(0);
  }, 600_000);
});

describe("the fuzzing run", () => {
  test("threw at least 15,000 generated requests", () => {
    console.info(`fuzzing: ${total} requests\n${summary.join("\n")}`);
    expect(total).toBeGreaterThanOrEqual(Math.round(15_000 * Math.min(SCALE, 1)));
  });
});
