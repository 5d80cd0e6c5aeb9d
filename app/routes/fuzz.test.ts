// Issue 9 §3: every action and loader of app/routes.ts, and every /api route,
// under generated hostile input (boundary values, wrong types, huge strings,
// unicode, nested junk), as an anonymous visitor, a signed-in non-admin and an
// admin. Each answer: never 5xx, never a stack trace, never an error logged,
// the error contract for a JSON 4xx, and the database untouched by every
// refused request (a row trigger on every table logs committed changes).
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../server/app";
import { hasNul } from "../../server/http/refuse-nul";
import type { AppServices, SessionUser } from "../../server/context";
import { eventGuests, user as userTable } from "../../server/db/schema";
import { SUBSCRIPTION_LINK, signValue } from "../../server/payments/signed-links";
import { createDonationCheckout } from "../../server/services/donations";
import { createRegistrationRow } from "../../server/test/event-admin-factories";
import { createEvent, createFundraiser, createTicketType } from "../../server/test/factories";
import {
  formBody,
  idFrom,
  installWriteLog,
  jsonBody,
  junkContentType,
  junkString,
  junkValue,
  mutated,
  problemsWith,
  queryString,
  rawBody,
  recordingLogger,
  settle,
  withLogger,
  writeMark,
  writesSince,
  type Outcome,
} from "../../server/test/fuzz";
import { createTestServices, signedInCookie, type TestServices } from "../../server/test/harness";
import * as root from "../root";
import * as about from "./about";
import * as contact from "./contact";
import * as demoCheckout from "./demo-checkout";
import * as donate from "./donate";
import * as donateCancel from "./donate-cancel";
import * as donateManage from "./donate-manage";
import * as donateSuccess from "./donate-success";
import * as eventDetail from "./event-detail";
import * as eventRegister from "./event-register";
import * as eventsList from "./events";
import * as eventsCancel from "./events-cancel";
import * as eventsSuccess from "./events-success";
import * as fundraisersPage from "./fundraisers";
import * as home from "./home";
import * as login from "./login";
import * as logout from "./logout";
import * as notFound from "./not-found";
import * as robots from "./robots-txt";
import * as sitemap from "./sitemap-xml";
import * as adminLayout from "./admin/layout";
import * as adminDashboard from "./admin/dashboard";
import * as adminTeam from "./admin/team";
import * as adminFundraisers from "./admin/fundraisers";
import * as adminEvents from "./admin/events";
import * as adminEventManage from "./admin/event-manage";
import * as adminTicketTypes from "./admin/event-ticket-types";
import * as adminRegistrations from "./admin/event-registrations";
import * as adminDoorList from "./admin/event-door-list";
import * as adminMessages from "./admin/messages";

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
const seeds = {
  freeEvent: "",
  freeType: "",
  paidEvent: "",
  paidType: "",
  plainEvent: "",
  fundraiser: "",
  registration: "",
  guest: "",
  demoSession: "",
  manageToken: "",
};

beforeAll(async () => {
  services = await createTestServices();
  const { db } = services;
  const free = await createEvent(db, { title: "Free Breakfast" });
  const freeType = await createTicketType(db, free.id, { quantityAvailable: 100_000 });
  const paid = await createEvent(db, { title: "Gala" });
  const paidType = await createTicketType(db, paid.id, {
    name: "Dinner",
    priceCents: 2500,
    quantityAvailable: 100_000,
  });
  const plain = await createEvent(db, { title: "Open House", hasTickets: false });
  const fundraiser = await createFundraiser(db, { isActive: true });
  const registration = await createRegistrationRow(db, { ...freeType }, {}, [{ guestName: "Pat" }]);
  const [guest] = await db
    .select()
    .from(eventGuests)
    .where(eq(eventGuests.registrationId, registration.id));
  const gift = await createDonationCheckout(
    services,
    {
      amount: "25",
      fundraiserId: fundraiser.id,
      donorName: "Ada",
      donorEmail: "ada@example.org",
      interval: "",
    },
    { clientIp: "seed" },
  );
  Object.assign(seeds, {
    freeEvent: free.id,
    freeType: freeType.id,
    paidEvent: paid.id,
    paidType: paidType.id,
    plainEvent: plain.id,
    fundraiser: fundraiser.id,
    registration: registration.id,
    guest: guest!.id,
    demoSession: gift.sessionId,
    manageToken: signValue(services.secret, SUBSCRIPTION_LINK, crypto.randomUUID()),
  });
  adminCookie = await signedInCookie(services, { email: "fuzz-admin@example.org", role: "admin" });
  memberCookie = await signedInCookie(services, { email: "fuzz-member@example.org" });
  const account = async (email: string) => {
    const [row] = await db.select().from(userTable).where(eq(userTable.email, email));
    return { id: row!.id, name: row!.name, email: row!.email, role: row!.role ?? "user" };
  };
  admin = await account("fuzz-admin@example.org");
  member = await account("fuzz-member@example.org");
  await installWriteLog(db);
  fuzzServices = withLogger(services, log);
}, 120_000);

afterAll(async () => {
  await services?.cleanup();
});

// ---------------------------------------------------------------- inputs

type Who = "anonymous" | "member" | "admin";
type Body = { text: string | FormData | null; contentType: string | null };
type RouteFn = (args: never) => unknown;
type Target = {
  name: string;
  method: "GET" | "POST";
  fn: RouteFn;
  path: (params: Record<string, string>) => string;
  params?: () => fc.Arbitrary<Record<string, string>>;
  query?: string[];
  body?: () => fc.Arbitrary<Body>;
  /** Who calls: admin routes are tried by all three. */
  who: Who[];
  /** 4xx answers of this route are JSON for a fetcher or API client: they must carry the error contract. */
  json: boolean;
  runs: number;
  clientIp?: () => string;
  /** The fuzzer must reach both sides: at least one acceptance (2xx/3xx) and one refusal (4xx). */
  reachesBoth?: boolean;
  /** Refusals (and every GET) are checked for writes; these answers count as refusals too. */
  refusedWhen?: (outcome: Outcome, who: Who) => boolean;
};

const asJson = (valid: () => Record<string, unknown>) => () =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: jsonBody(valid()).map((v): Body => ({
        text: JSON.stringify(v) ?? "null",
        contentType: "application/json",
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(rawBody, junkContentType)
        .map(([text, type]): Body => ({ text, contentType: type || null })),
    },
  );

function toForm(values: Record<string, string>, multipart: boolean): Body {
  if (multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    return { text: form, contentType: null };
  }
  return {
    text: new URLSearchParams(values).toString(),
    contentType: "application/x-www-form-urlencoded",
  };
}

const asForm = (valid: () => Record<string, string>) => () =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(formBody(valid()), fc.nat(4)).map(([v, n]) => toForm(v, n === 0)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(rawBody, junkContentType)
        .map(([text, type]): Body => ({ text, contentType: type || null })),
    },
  );

const idParam = (name: string, real: () => string[]) => () =>
  idFrom(real()).map((id) => ({ [name]: id }));
const noParams = () => fc.constant({});
/** Browsers send well-formed UTF-8: a lone surrogate becomes U+FFFD before it is encoded. */
const segment = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
      const code = c.charCodeAt(0);
      const pairOk =
        code < 0xdc00
          ? /[\udc00-\udfff]/.test(all[i + 1] ?? "")
          : /[\ud800-\udbff]/.test(all[i - 1] ?? "");
      return pairOk ? c : "\ufffd";
    }),
  );

const registerValid = () => ({
  eventId: seeds.freeEvent,
  ticketTypeId: seeds.freeType,
  quantity: 1,
  customerName: "Ana Reyes",
  customerEmail: "ana@example.org",
  customerPhone: "555-0100",
  specialRequests: "",
  guests: [
    { guest_name: "Ana Reyes", guest_email: "", dietary_restrictions: "", accessibility_needs: "" },
  ],
});
const registerBody = () =>
  fc.oneof(
    { weight: 4, arbitrary: asJson(registerValid)() },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          mutated(registerValid().guests[0]!),
          fc.constantFrom(seeds.freeEvent, seeds.paidEvent),
          fc.integer({ min: -2, max: 120 }),
        )
        .map(([guest, eventId, quantity]): Body => ({
          text: JSON.stringify({
            ...registerValid(),
            eventId,
            ticketTypeId: eventId === seeds.paidEvent ? seeds.paidType : seeds.freeType,
            quantity,
            guests: [guest],
          }),
          contentType: "application/json",
        })),
    },
  );

const eventValues = {
  title: "Veterans Breakfast",
  description: "Pancakes and stories.",
  startsAt: "2031-05-01T09:00",
  location: "Killeen, TX",
  imageUrl: "",
  hasTickets: true,
  maxCapacity: "50",
  ticketSalesStartAt: "",
};
const ticketValues = {
  name: "Adult",
  description: "",
  price: "12.50",
  quantityAvailable: "100",
  seatsPerUnit: "1",
  isActive: true,
};
const registrationValues = () => ({
  customerName: "Jordan Lee",
  customerEmail: "jordan@example.org",
  customerPhone: "",
  specialRequests: "",
  status: "active",
  guests: [
    {
      id: seeds.guest,
      guestName: "Jordan Lee",
      guestEmail: "",
      dietaryRestrictions: "",
      accessibilityNeeds: "",
      isPrimaryContact: true,
    },
  ],
});

/** An admin JSON action's body: an intent, an id and near-valid values. */
const intentBody =
  (intents: string[], ids: () => string[], values: () => Record<string, unknown>) => () =>
    fc.oneof(
      {
        weight: 7,
        arbitrary: fc
          .record({
            intent: fc.oneof(
              { weight: 5, arbitrary: fc.constantFrom(...intents) },
              { weight: 1, arbitrary: junkValue },
            ),
            id: fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...ids()) },
              { weight: 1, arbitrary: fc.uuid() },
              { weight: 1, arbitrary: junkValue },
            ),
            values: fc.oneof(
              { weight: 5, arbitrary: mutated(values()) },
              { weight: 1, arbitrary: junkValue },
            ),
            ids: fc.oneof(
              fc.array(fc.oneof(fc.constantFrom(...ids()), fc.uuid()), { maxLength: 4 }),
              junkValue,
            ),
          })
          .map((v): Body => ({ text: JSON.stringify(v), contentType: "application/json" })),
      },
      {
        weight: 3,
        arbitrary: asJson(() => ({ intent: intents[0], id: ids()[0], values: values() }))(),
      },
    );

const everyone: Who[] = ["anonymous", "member", "admin"];
const publicCallers: Who[] = ["anonymous", "admin"];
const adminRedirectIsRefusal = (outcome: Outcome, who: Who) =>
  who !== "admin" && outcome.status >= 300 && outcome.status < 400;

/**
 * Route functions under fuzz: tried by visitors and an admin unless `extra` says
 * otherwise; a POST's 4xx answers are JSON.
 */
const routeTarget =
  (method: Target["method"]) =>
  (name: string, fn: RouteFn, path: Target["path"], extra: Partial<Target> = {}): Target => ({
    name: `${method} ${name}`,
    method,
    fn,
    path,
    who: publicCallers,
    json: method === "POST",
    runs: 150,
    ...extra,
  });
const loaderTarget = routeTarget("GET");
const actionTarget = routeTarget("POST");

/** A back-office JSON action: tried by all three, it must both accept and refuse. */
const adminActionTarget = (
  name: string,
  fn: RouteFn,
  path: Target["path"],
  extra: Partial<Target>,
): Target =>
  actionTarget(name, fn, path, {
    reachesBoth: true,
    who: everyone,
    refusedWhen: adminRedirectIsRefusal,
    ...extra,
  });

const noBody = () => fc.constant<Body>({ text: null, contentType: null });

const targets: Target[] = [
  // ---- public actions
  actionTarget(
    "/events/:id/register",
    eventRegister.action as RouteFn,
    (p) => `/events/${segment(p.id!)}/register`,
    {
      reachesBoth: true,
      params: () =>
        fc
          .oneof(
            { weight: 4, arbitrary: fc.constantFrom(seeds.freeEvent, seeds.paidEvent) },
            { weight: 1, arbitrary: idFrom([]) },
          )
          .map((id) => ({ id })),
      query: ["index", "_data"],
      body: registerBody,
      runs: 1000,
    },
  ),
  actionTarget("/contact", contact.action as RouteFn, () => "/contact", {
    reachesBoth: true,
    body: asForm(() => ({
      name: "Sam",
      email: "sam@example.org",
      subject: "Hello",
      message: "I would like to volunteer.",
      website: "",
    })),
    runs: 1000,
  }),
  actionTarget("/donate", donate.action as RouteFn, () => "/donate", {
    reachesBoth: true,
    body: asForm(() => ({
      amount: "50",
      fundraiserId: seeds.fundraiser,
      donorName: "Ada Lovelace",
      donorEmail: "ada@example.org",
      message: "",
      isAnonymous: "false",
      interval: "",
    })),
    runs: 1000,
  }),
  actionTarget("/login (sign in)", login.action as RouteFn, () => "/login", {
    query: ["redirectTo", "intent"],
    body: asForm(() => ({ email: "nobody@example.org", password: "wrong-password" })),
    who: ["anonymous"],
    runs: 120,
    clientIp: () => "203.0.113.77", // one client: the throttle soon answers, sparing scrypt
  }),
  actionTarget("/login?intent=signup", login.action as RouteFn, () => "/login", {
    query: ["intent"],
    body: asForm(() => ({
      fullName: "New Person",
      email: "new@example.org",
      password: "a-long-password",
    })),
    who: ["anonymous"],
    runs: 40,
  }),
  actionTarget("/logout", logout.action as RouteFn, () => "/logout", {
    body: noBody,
    who: everyone,
    json: false,
    runs: 60,
  }),
  actionTarget(
    "/checkout/demo/:sessionId",
    demoCheckout.action as RouteFn,
    (p) => `/checkout/demo/${segment(p.sessionId!)}`,
    {
      reachesBoth: true,
      params: idParam("sessionId", () => [seeds.demoSession]),
      body: asForm(() => ({ intent: "cancel" })),
      runs: 500,
    },
  ),
  actionTarget("/events/cancel", eventsCancel.action as RouteFn, () => "/events/cancel", {
    query: ["registration", "event"],
    body: noBody,
    runs: 500,
  }),
  actionTarget(
    "/donate/manage/:token",
    donateManage.action as RouteFn,
    (p) => `/donate/manage/${segment(p.token!)}`,
    {
      params: idParam("token", () => [seeds.manageToken]),
      body: noBody,
      runs: 400,
    },
  ),
  // ---- admin actions
  adminActionTarget("/admin/events", adminEvents.action as RouteFn, () => "/admin/events", {
    body: intentBody(
      ["create", "update", "delete"],
      () => [seeds.plainEvent, seeds.paidEvent],
      () => eventValues,
    ),
    runs: 800,
  }),
  adminActionTarget(
    "/admin/events/:id/ticket-types",
    adminTicketTypes.action as RouteFn,
    (p) => `/admin/events/${segment(p.id!)}/ticket-types`,
    {
      params: idParam("id", () => [seeds.paidEvent, seeds.freeEvent]),
      body: intentBody(
        ["create", "update", "delete", "reorder"],
        () => [seeds.paidType, seeds.freeType],
        () => ticketValues,
      ),
      runs: 1000,
    },
  ),
  adminActionTarget(
    "/admin/events/:id/registrations",
    adminRegistrations.action as RouteFn,
    (p) => `/admin/events/${segment(p.id!)}/registrations`,
    {
      params: idParam("id", () => [seeds.freeEvent]),
      body: intentBody(
        ["update", "delete", "resolve-refund"],
        () => [seeds.registration],
        registrationValues,
      ),
      runs: 800,
    },
  ),
  // ---- loaders
  loaderTarget("root", root.loader as RouteFn, () => "/", { query: ["flash"] }),
  loaderTarget("/", home.loader as RouteFn, () => "/"),
  loaderTarget("/about", about.loader as RouteFn, () => "/about"),
  loaderTarget("/fundraisers", fundraisersPage.loader as RouteFn, () => "/fundraisers"),
  loaderTarget("/events", eventsList.loader as RouteFn, () => "/events"),
  loaderTarget("/events/:id", eventDetail.loader as RouteFn, (p) => `/events/${segment(p.id!)}`, {
    params: idParam("id", () => [seeds.freeEvent, seeds.paidEvent, seeds.plainEvent]),
    runs: 400,
  }),
  loaderTarget(
    "/events/:id/register",
    eventRegister.loader as RouteFn,
    (p) => `/events/${segment(p.id!)}/register`,
    {
      params: idParam("id", () => [seeds.freeEvent]),
      runs: 50,
    },
  ),
  loaderTarget("/events/success", eventsSuccess.loader as RouteFn, () => "/events/success", {
    query: ["session_id"],
    runs: 300,
  }),
  loaderTarget("/events/cancel", eventsCancel.loader as RouteFn, () => "/events/cancel", {
    query: ["event", "registration"],
    runs: 200,
  }),
  loaderTarget("/contact", contact.loader as RouteFn, () => "/contact", { runs: 50 }),
  loaderTarget("/donate", donate.loader as RouteFn, () => "/donate", {
    query: ["fundraiser"],
    runs: 300,
  }),
  loaderTarget("/donate/success", donateSuccess.loader as RouteFn, () => "/donate/success", {
    query: ["session_id"],
    runs: 300,
  }),
  ...("loader" in donateCancel
    ? [
        loaderTarget(
          "/donate/cancel",
          (donateCancel as { loader: RouteFn }).loader,
          () => "/donate/cancel",
          { runs: 50 },
        ),
      ]
    : []),
  loaderTarget(
    "/donate/manage/:token",
    donateManage.loader as RouteFn,
    (p) => `/donate/manage/${segment(p.token!)}`,
    {
      params: idParam("token", () => [seeds.manageToken]),
      runs: 400,
    },
  ),
  loaderTarget(
    "/checkout/demo/:sessionId",
    demoCheckout.loader as RouteFn,
    (p) => `/checkout/demo/${segment(p.sessionId!)}`,
    {
      params: idParam("sessionId", () => [seeds.demoSession]),
      runs: 400,
    },
  ),
  loaderTarget("/logout", logout.loader as RouteFn, () => "/logout", { runs: 20 }),
  loaderTarget("*", notFound.loader as RouteFn, (p) => `/${segment(p.rest!)}`, {
    params: () => junkString.map((rest) => ({ rest })),
    runs: 150,
  }),
  loaderTarget("/robots.txt", robots.loader as RouteFn, () => "/robots.txt", { runs: 20 }),
  loaderTarget("/sitemap.xml", sitemap.loader as RouteFn, () => "/sitemap.xml", { runs: 50 }),
  ...[
    ["/admin", adminLayout.loader],
    ["/admin (dashboard)", adminDashboard.loader],
    ["/admin/team", adminTeam.loader],
    ["/admin/fundraisers", adminFundraisers.loader],
    ["/admin/messages", adminMessages.loader],
    ["/admin/events", adminEvents.loader],
  ].map(([name, fn]) =>
    loaderTarget(name as string, fn as RouteFn, () => (name as string).replace(/ .*/, ""), {
      who: everyone,
      runs: 60,
      query: ["redirectTo"],
      refusedWhen: adminRedirectIsRefusal,
    }),
  ),
  loaderTarget(
    "/admin/events/:id/manage",
    adminEventManage.loader as RouteFn,
    (p) => `/admin/events/${segment(p.id!)}/manage`,
    {
      params: idParam("id", () => [seeds.freeEvent, seeds.paidEvent]),
      who: everyone,
      json: true,
      runs: 400,
      refusedWhen: adminRedirectIsRefusal,
    },
  ),
  loaderTarget(
    "/admin/events/:id/door-list",
    adminDoorList.loader as RouteFn,
    (p) => `/admin/events/${segment(p.id!)}/door-list`,
    {
      params: idParam("id", () => [seeds.freeEvent]),
      who: everyone,
      runs: 300,
      refusedWhen: adminRedirectIsRefusal,
    },
  ),
];

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
        params: (target.params ?? noParams)(),
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

type ApiCase = { method: string; path: string; body: Body; cookie: string };

describe("fuzzing the /api routes through the real app", () => {
  const anyMethod = fc.constantFrom("GET", "GET", "POST", "POST", "PUT", "DELETE", "PATCH");
  // Hono answers everything under /api/; /healthz only for GET (other methods reach the pages).
  const apiRequests: fc.Arbitrary<[string, string]> = fc.oneof(
    fc.tuple(
      anyMethod,
      fc.constantFrom(
        "/api/auth/sign-in/email",
        "/api/auth/sign-up/email",
        "/api/auth/sign-out",
        "/api/auth/get-session",
      ),
    ),
    fc.tuple(anyMethod, fc.constantFrom("/api/admin/stats", "/api/webhooks/stripe")),
    fc.tuple(
      anyMethod,
      junkString.map((p) => `/api/${segment(p)}`),
    ),
    fc.tuple(
      anyMethod,
      junkString.map((p) => `/api/admin/${segment(p)}`),
    ),
    fc.tuple(fc.constant("GET"), fc.constant("/healthz")),
  );
  const authBody = () => ({
    email: "someone@example.org",
    password: "a-long-password",
    name: "Someone",
    callbackURL: "/",
  });

  test("every /api route answers 2xx or 4xx with the error contract, and a refusal writes nothing", async () => {
    const app = createApp({
      services: fuzzServices,
      build: async () => {
        throw new Error("pages are fuzzed through their route modules");
      },
    });
    const arbitrary: fc.Arbitrary<ApiCase> = fc
      .record({
        request: apiRequests,
        body: asJson(authBody)(),
        cookie: fc.constantFrom("admin", "member", "", "junk"),
      })
      .map(({ request: [method, path], body, cookie }) => ({ method, path, body, cookie }));
    await fc.assert(
      fc.asyncProperty(
        arbitrary,
        queryString(["token", "callbackURL", "limit"]),
        async (input, query) => {
          total++;
          const headers = new Headers({ origin: SITE });
          if (input.body.contentType) headers.set("content-type", input.body.contentType);
          const cookie = {
            admin: adminCookie,
            member: memberCookie,
            "": "",
            junk: "better-auth.session_token=abc.def",
          }[input.cookie]!;
          if (cookie) headers.set("cookie", cookie);
          const hasBody = input.method !== "GET" && input.body.text !== null;
          const mark = await writeMark(services.db);
          const res = await app.request(`${SITE}${input.path}${query ? `?${query}` : ""}`, {
            method: input.method,
            headers,
            ...(hasBody ? { body: input.body.text } : {}),
          });
          const text = await res.text();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: images and empty bodies
          }
          const outcome = { status: res.status, body, thrown: false };
          // Sign-up and sign-in succeed and write (accounts, sessions): refusals and GETs are checked.
          await check(
            `${input.method} ${input.path}`,
            { ...input, query },
            outcome,
            mark,
            res.status >= 400 || input.method === "GET",
            true,
            false,
          );
        },
      ),
      { numRuns: runs(1000), endOnFailure: true },
    );
  }, 600_000);
});

describe("the fuzzing run", () => {
  test("threw at least 10,000 generated requests", () => {
    console.info(`fuzzing: ${total} requests\n${summary.join("\n")}`);
    expect(total).toBeGreaterThanOrEqual(Math.round(10_000 * Math.min(SCALE, 1)));
  });
});
