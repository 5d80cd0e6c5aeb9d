// What app/test/fuzz.test.ts fuzzes (docs/security.md §3), derived from the real
// route tables so that the list cannot go stale:
//   - every loader and action of app/routes.ts (and the root loader), walked
//     through the React Router route config and imported from its module;
//   - every path the Hono app registers (`app.routes`: /api/*, /healthz,
//     /uploads/*), with the Better Auth endpoints read from `auth.api`.
// A route nobody wrote settings for is still fuzzed, with generic ids and
// bodies; `settings` and `apiSettings` only sharpen the input (real ids,
// near-valid bodies, run counts). app/test/fuzz-targets.test.ts fails when
// a setting names a route that no longer exists.
import fc from "fast-check";
import type { AppServices } from "../../server/context";
import { SUBSCRIPTION_LINK, signValue } from "../../server/payments/signed-links";
import { createDonationCheckout } from "../../server/modules/giving/index.server";
import { issueDonationReceipt } from "../../server/modules/receipts/index.server";
import {
  addEventPhotos,
  addTicketTypePhotos,
  storeImage,
} from "../../server/modules/media/index.server";
import {
  createDonationRow,
  createMessageRow,
  createOutboxRow,
} from "../../server/test/back-office-factories";
import { adminUser } from "../../server/test/admin-context";
import {
  createEvent,
  createFundraiser,
  createRegistration,
  createTeamMember,
  createTicketType,
} from "../../server/test/factories";
import {
  formBody,
  idFrom,
  jsonBody,
  junkContentType,
  junkString,
  junkValue,
  mutated,
  queryString,
  rawBody,
  type Outcome,
} from "../../server/test/fuzz";
import { pngImage, svgImage } from "../../server/test/images";
import {
  contactMessages,
  donationSubscriptions,
  eventGuests,
  eventRegistrations,
  outbox,
  promoCodes,
  supporters,
  waitlistEntries,
} from "../../server/db/schema";
import { statementToken } from "../../server/modules/statements/index.server";
import { insertReceipt } from "../../server/test/test-receipts";
import { manageToken, offerToken } from "../../server/core/index.server";
import { defaultSiteSettings } from "../../shared/site";
import { eq, inArray } from "drizzle-orm";
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import {
  ensureSupporter,
  linkUnlinkedSupporters,
} from "../../server/modules/supporters/index.server";
import routes from "../routes";

// ---------------------------------------------------------------- seeds

/** Real rows the generators mix into their ids, so requests reach past "not found". */
/** The signed-in non-admin the fuzzer calls as (app/test/fuzz.test.ts); also signs in through /login. */
export const FUZZ_MEMBER = {
  email: "fuzz-member@example.org",
  password: "correct-horse-battery",
} as const;

export const seeds = {
  freeEvent: "",
  freeType: "",
  paidEvent: "",
  paidType: "",
  plainEvent: "",
  fundraiser: "",
  registration: "",
  /** A paid registration and a completed gift with payments on record (decision 016: refunds). */
  paidRegistration: "",
  gift: "",
  guest: "",
  demoSession: "",
  manageToken: "",
  teamMember: "",
  message: "",
  outboxFailed: "",
  /** An event and ticket type only the photo routes use, so no other target deletes them first. */
  photoEvent: "",
  photoType: "",
  galleryPhoto: "",
  ticketPhoto: "",
  /** A stored upload (every width on disk) for the /uploads and upload-delete routes. */
  storedImage: "",
  /** Decision 018: a second free type (orders of several lines), a hidden paid type and the code that unlocks it. */
  freeType2: "",
  hiddenType: "",
  promoCode: "",
  /** Decision 020: the seeded gift's receipt (its PDF route). */
  receipt: "",
  png: Buffer.alloc(0),
  /** Decision 017: a registration's own page, a sold-out event with a waitlist, an entry with an offer. */
  selfServiceToken: "",
  selfServiceGuest: "",
  waitlistEvent: "",
  waitlistType: "",
  waitlistEntry: "",
  offerToken: "",
  /** Decision 020: two records of one person, for the supporter page's edit and merge. */
  supporter: "",
  supporterTwin: "",
  /** docs/statements.md: a supporter with 2025 receipts, a statement link for them, a run. */
  statementSupporter: "",
  statementToken: "",
};

const hex32 = () => crypto.randomUUID().replace(/-/g, "");
const galleryPath = () => `event-galleries/${seeds.photoEvent}/${hex32()}-1600.webp`;
const ticketPhotoPath = () =>
  `ticket-types/${seeds.photoEvent}/${seeds.photoType}/${hex32()}-1600.webp`;

/**
 * A delete or a one-way change (remove a waitlist entry, delete a message or a
 * registration) is accepted once; after it every request would be refused and one
 * lucky request would be the only acceptance a run ever sees. This puts the seeded
 * rows back as they were seeded before each request.
 */
function restoreSeeded(table: PgTable & { id: PgColumn }, ids: () => string[]) {
  let saved: Record<string, unknown>[] | undefined;
  return async (services: AppServices) => {
    const db = services.db as unknown as PgDatabase<PgQueryResultHKT>;
    if (!saved) {
      saved = await db
        .select()
        .from(table as PgTable)
        .where(inArray(table.id, ids()));
      return;
    }
    for (const row of saved) {
      await db.insert(table).values(row).onConflictDoUpdate({ target: table.id, set: row });
    }
  };
}

/** docs/recurring-gifts.md: a demo recurring gift, so its page's actions are reached (and refused). */
async function recurringGiftSeed(services: AppServices) {
  const subscriptionId = `sub_demo_fuzz${hex32()}`;
  const first = await createDonationRow(services.db, {
    interval: "month",
    amountCents: 2_000,
    subscriptionId,
  });
  await services.db.insert(donationSubscriptions).values({
    id: subscriptionId,
    provider: "demo",
    donationId: first.id,
    customerId: "cus_demo_fuzz",
  });
  return subscriptionId;
}

export async function seedFuzzRows(services: AppServices) {
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
  const registration = await createRegistration(db, { ...freeType }, {}, [{ guestName: "Pat" }]);
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
    manageToken: signValue(services.secret, SUBSCRIPTION_LINK, await recurringGiftSeed(services)),
  });
  // Decision 017: self-service within its policy, and a sold-out event with its waitlist.
  const policyEvent = await createEvent(db, {
    title: "Picnic",
    selfCancelHours: 1,
    guestEditHours: 1,
  });
  const policyType = await createTicketType(db, policyEvent.id, { quantityAvailable: 100_000 });
  const own = await createRegistration(db, { ...policyType }, {}, [{ guestName: "Lee" }]);
  const [ownGuest] = await db
    .select()
    .from(eventGuests)
    .where(eq(eventGuests.registrationId, own.id));
  const waitlistEvent = await createEvent(db, {
    title: "Concert",
    maxCapacity: 1,
    waitlistEnabled: true,
  });
  const waitlistType = await createTicketType(db, waitlistEvent.id, { quantityAvailable: 1 });
  await createRegistration(db, { ...waitlistType }, {});
  const [entry] = await db
    .insert(waitlistEntries)
    .values({
      eventId: waitlistEvent.id,
      name: "Wai",
      email: "wai@example.org",
      quantity: 1,
      status: "offered",
      offerTicketTypeId: waitlistType.id,
      offeredAt: new Date(),
      offerExpiresAt: new Date(Date.now() + 12 * 60 * 60_000),
    })
    .returning();
  Object.assign(seeds, {
    selfServiceToken: manageToken(services.secret, own.id),
    selfServiceGuest: ownGuest!.id,
    waitlistEvent: waitlistEvent.id,
    waitlistType: waitlistType.id,
    waitlistEntry: entry!.id,
    offerToken: offerToken(services.secret, entry!.id),
  });
  const photoEvent = await createEvent(db, { title: "Photo Walk" });
  const photoType = await createTicketType(db, photoEvent.id, { name: "Walker" });
  Object.assign(seeds, { photoEvent: photoEvent.id, photoType: photoType.id });
  const [galleryPhoto] = await addEventPhotos(services, adminUser, photoEvent.id, [galleryPath()]);
  const [ticketPhoto] = await addTicketTypePhotos(
    services,
    adminUser,
    photoEvent.id,
    photoType.id,
    [ticketPhotoPath()],
  );
  const png = await pngImage(64, 48);
  const freeType2 = await createTicketType(db, free.id, {
    name: "Child",
    quantityAvailable: 100_000,
  });
  const hiddenType = await createTicketType(db, paid.id, {
    name: "Military",
    priceCents: 1500,
    isHidden: true,
    quantityAvailable: 100_000,
  });
  const [promo] = await db
    .insert(promoCodes)
    .values({
      eventId: paid.id,
      code: "SALUTE",
      discountType: "percent",
      discountValue: 100,
      unlocksTicketTypeIds: [hiddenType.id],
    })
    .returning();
  await db
    .insert(promoCodes)
    .values({ eventId: free.id, code: "FREEBIE", discountType: "fixed", discountValue: 500 });
  Object.assign(seeds, {
    freeType2: freeType2.id,
    hiddenType: hiddenType.id,
    promoCode: promo!.id,
  });
  await insertReceipt(db, {
    email: "stella@example.org",
    name: "Stella Statement",
    year: 2025,
    amountCents: 12_000,
  });
  // Linked now, so the loaders (which never write) and the actions see the same supporters.
  await linkUnlinkedSupporters(db);
  const [stella] = await db
    .select({ id: supporters.id })
    .from(supporters)
    .where(eq(supporters.email, "stella@example.org"));
  Object.assign(seeds, {
    statementSupporter: stella!.id,
    statementToken: statementToken(
      services.secret,
      stella!.id,
      2025,
      new Date(Date.now() + 7 * 24 * 60 * 60_000),
    ),
  });
  Object.assign(seeds, {
    teamMember: (await createTeamMember(db)).id,
    message: (await createMessageRow(db)).id,
    outboxFailed: (await createOutboxRow(db, { status: "failed", attempts: 5 })).id,
    paidRegistration: (
      await createRegistration(db, paidType, { quantity: 40, paymentIntentId: "pi_fuzz" })
    ).id,
    gift: (
      await createDonationRow(db, {
        amountCents: 100_000,
        fundraiserId: fundraiser.id,
        paymentIntentId: "pi_fuzz_gift",
      })
    ).id,
    galleryPhoto: galleryPhoto!.id,
    ticketPhoto: ticketPhoto!.id,
    storedImage: (await storeImage(services, { data: png, folder: "team-photos" })).path,
    png,
    supporter: await ensureSupporter(db, {
      name: "Sam Supporter",
      email: "sam.supporter@example.org",
    }),
    supporterTwin: await ensureSupporter(db, { name: "Sam S.", email: "sam.s@example.org" }),
  });
  // Decision 020: the seeded gift's numbered receipt, for the PDF route.
  const receipt = await db.transaction((tx) => issueDonationReceipt(tx, services, seeds.gift));
  seeds.receipt = receipt!.id;
}

/** Every seeded row id: the generic pool for a route parameter nobody wrote settings for. */
const seededIds = () =>
  Object.values(seeds).filter(
    (v): v is string => typeof v === "string" && /^[0-9a-f-]{36}$/.test(v),
  );

// ---------------------------------------------------------------- targets

export type Who = "anonymous" | "member" | "admin";
export type Body = { text: string | FormData | null; contentType: string | null };
export type RouteFn = (args: never) => unknown;
export type Target = {
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
  /**
   * Done before the write mark: work the route does on every read whatever the
   * request (decision 020: supporter reads first link rows not linked yet), so the
   * check still holds the read to writing nothing of its own; or putting seeded rows
   * back after a one-way change (restoreSeeded).
   */
  beforeEach?: (services: AppServices) => Promise<unknown>;
};

/** Sharper input for one route export; a list gives one target per entry (each with a label). */
type Setting = Partial<Omit<Target, "name" | "method" | "fn">> & { label?: string };

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

function toForm(values: Record<string, unknown>, multipart: boolean): Body {
  const text = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
  if (multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, text(v));
    return { text: form, contentType: null };
  }
  return {
    text: new URLSearchParams(
      Object.entries(values).map(([k, v]) => [k, text(v)] as [string, string]),
    ).toString(),
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
/** Mostly the real row, for actions whose acceptance needs the right row and the right body. */
const realIdParam = (name: string, real: () => string[]) => () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...real()).map((id) => ({ [name]: id })) },
    { weight: 3, arbitrary: idParam(name, real)() },
  );
export const noBody = () => fc.constant<Body>({ text: null, contentType: null });

/** Browsers send well-formed UTF-8: a lone surrogate becomes U+FFFD before it is encoded. */
export const segment = (value: string) =>
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
/** Decision 018: an order of two lines, with a code (valid, unknown, or two at once). */
const registerOrder = () => ({
  ...registerValid(),
  quantity: 2,
  items: [{ ticketTypeId: seeds.freeType2, quantity: 1 }],
  promoCode: "freebie",
  guests: [{ guest_name: "Ana Reyes" }, { guest_name: "Luis Reyes" }, { guest_name: "Mia Reyes" }],
});
const registerHidden = () => ({
  ...registerValid(),
  eventId: seeds.paidEvent,
  ticketTypeId: seeds.hiddenType,
  promoCode: "SALUTE",
  guests: [],
});
const registerBody = () =>
  fc.oneof(
    { weight: 4, arbitrary: asJson(registerValid)() },
    { weight: 2, arbitrary: asJson(registerOrder)() },
    { weight: 1, arbitrary: asJson(registerHidden)() },
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
/** Decision 016: a small refund, so the seeded payments last the whole run. */
const refundValues = () => ({ mode: "units", units: 1, amount: "1.00", reason: "Fuzz" });
// A gift has no tickets: its refunds are by amount (or in full).
const giftRefundValues = () => ({ mode: "amount", amount: "1.00", reason: "Fuzz" });

/** Decision 020: an offline gift (shared/schemas/offline-gift.ts). */
const offlineGiftValues = () => ({
  donorName: "Fuzz Donor",
  donorEmail: "",
  method: "cheque",
  chequeNumber: "1001",
  amount: "25.00",
  description: "",
  receivedOn: "2026-01-15",
  // The General Fund: the seeded fundraiser may be deleted by the fundraisers' target first.
  fundraiserId: "",
  note: "",
  sendReceipt: false,
});

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
const teamValues = { name: "Sam Rivera", title: "Volunteer", bio: "", photoUrl: "" };
const fundraiserValues = {
  title: "Winter Coats",
  description: "Coats for military families.",
  goal: "1000",
  raised: "0",
  raisedBefore: "0",
  isActive: "true",
  imageUrl: "",
};

const intentOf = (intents: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...intents) },
    { weight: 1, arbitrary: junkValue },
  );
const idOf = (ids: () => string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: junkValue },
  );
const idsOf = (ids: () => string[]) =>
  fc.oneof(fc.array(fc.oneof(fc.constantFrom(...ids()), fc.uuid()), { maxLength: 4 }), junkValue);

/** An admin JSON action's body: an intent, an id and near-valid values. */
const intentBody =
  (intents: string[], ids: () => string[], values: () => Record<string, unknown>) => () =>
    fc.oneof(
      {
        weight: 7,
        arbitrary: fc
          .record({
            intent: intentOf(intents),
            id: idOf(ids),
            values: fc.oneof(
              { weight: 5, arbitrary: mutated(values()) },
              { weight: 1, arbitrary: junkValue },
            ),
            ids: idsOf(ids),
          })
          .map((v): Body => ({ text: JSON.stringify(v), contentType: "application/json" })),
      },
      {
        weight: 3,
        arbitrary: asJson(() => ({ intent: intents[0], id: ids()[0], values: values() }))(),
      },
    );

/**
 * A flat back-office body (team, fundraisers, messages, outbox): intent, id and
 * fields side by side, as JSON; now and then as a form, which is refused (415)
 * (app/lib/admin-action.server.ts).
 */
const flatIntentBody =
  (intents: string[], ids: () => string[], values: () => Record<string, unknown>) => () =>
    fc.oneof(
      {
        weight: 7,
        arbitrary: fc
          .record({
            fields: mutated(values()),
            intent: intentOf(intents),
            id: idOf(ids),
            ids: idsOf(ids),
            form: fc.nat(3),
          })
          .map(({ fields, form, ...rest }): Body => {
            const all = { ...fields, ...rest };
            return form === 0
              ? toForm(all, false)
              : { text: JSON.stringify(all), contentType: "application/json" };
          }),
      },
      {
        weight: 3,
        arbitrary: asJson(() => ({ intent: intents[0], id: ids()[0], ...values() }))(),
      },
    );

/** An action that takes only an intent and a row id (`byIdSchema`, shared/schemas/admin-fields.ts). */
const byId = (intent: string, id: () => string) =>
  flatIntentBody(
    [intent],
    () => [id()],
    () => ({ note: "" }),
  );

/** One of several near-valid JSON bodies (an action with different intents and shapes). */
const anyOf =
  (...bodies: (() => Record<string, unknown>)[]) =>
  () =>
    fc.oneof(
      ...bodies.map((valid) => ({ weight: 1, arbitrary: asJson(valid)() })),
      // Exactly valid: a near-valid body is mostly refused.
      {
        weight: bodies.length,
        arbitrary: fc.constantFrom(...bodies).map((valid): Body => ({
          text: JSON.stringify(valid()),
          contentType: "application/json",
        })),
      },
    );

const everyone: Who[] = ["anonymous", "member", "admin"];
const publicCallers: Who[] = ["anonymous", "admin"];
const adminRedirectIsRefusal = (outcome: Outcome, who: Who) =>
  who !== "admin" && outcome.status >= 300 && outcome.status < 400;
const listQuery = { runs: 150 };
const linkSupporters = (services: AppServices) => linkUnlinkedSupporters(services.db);
/** Two ids that must match each other: mostly the real pair, else each real, random or junk. */
const ticketTypeParams = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant({ id: seeds.photoEvent, ticketTypeId: seeds.photoType }) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(idFrom([seeds.photoEvent]), idFrom([seeds.photoType]))
        .map(([id, ticketTypeId]) => ({ id, ticketTypeId })),
    },
  );

/**
 * Settings by `METHOD name`, the name being the route's path (a nested index
 * route is `{parent} (index)`; the root route is `root`).
 */
export const settings: Record<string, Setting | Setting[]> = {
  // ---- public actions
  "POST /events/:id/register": {
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
  "POST /events/:id/promo-code": {
    reachesBoth: true,
    params: () =>
      fc
        .oneof(
          { weight: 4, arbitrary: fc.constantFrom(seeds.freeEvent, seeds.paidEvent) },
          { weight: 1, arbitrary: idFrom([]) },
        )
        .map((id) => ({ id })),
    body: anyOf(
      () => ({ code: "salute" }),
      () => ({ code: "FREEBIE" }),
      () => ({ code: "NOPE" }),
    ),
    runs: 300,
  },
  "POST /contact": {
    reachesBoth: true,
    body: asForm(() => ({
      name: "Sam",
      email: "sam@example.org",
      subject: "Hello",
      message: "I would like to volunteer.",
      website: "",
    })),
    runs: 1000,
  },
  "POST /donate": {
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
  },
  "POST /login": [
    {
      label: "(sign in)",
      query: ["redirectTo", "intent"],
      body: asForm(() => ({ email: "nobody@example.org", password: "wrong-password" })),
      who: ["anonymous"],
      runs: 120,
      clientIp: () => "203.0.113.77", // one client: the throttle soon answers, sparing scrypt
    },
    {
      // A real account, so that the sign-in succeeds and redirectTo is used.
      label: "(signed in, hostile redirectTo)",
      query: ["redirectTo"],
      body: asForm(() => ({ email: FUZZ_MEMBER.email, password: FUZZ_MEMBER.password })),
      who: ["anonymous"],
      runs: 25,
    },
    {
      label: "(?intent=signup)",
      query: ["intent"],
      body: asForm(() => ({
        fullName: "New Person",
        email: "new@example.org",
        password: "a-long-password",
      })),
      who: ["anonymous"],
      runs: 40,
    },
  ],
  "POST /logout": { body: noBody, who: everyone, json: false, runs: 60 },
  "POST /checkout/demo/:sessionId": {
    reachesBoth: true,
    params: idParam("sessionId", () => [seeds.demoSession]),
    body: asForm(() => ({ intent: "cancel" })),
    runs: 500,
  },
  "POST /events/cancel": { query: ["registration", "event"], body: noBody, runs: 500 },
  "POST /donate/manage/:token": {
    reachesBoth: true,
    params: idParam("token", () => [seeds.manageToken]),
    // Without confirm=yes: the confirmation step, which writes nothing.
    body: asForm(() => ({ intent: "change", amount: "25", interval: "year" })),
    runs: 400,
  },
  // Decision 017: the buyer's own page, the waitlist and its offers.
  "POST /registrations/:token": {
    reachesBoth: true,
    params: idParam("token", () => [seeds.selfServiceToken]),
    body: asForm(() => ({
      intent: "guests",
      "guests.0.id": seeds.selfServiceGuest,
      "guests.0.guest_name": "Lee",
      "guests.0.dietary_restrictions": "Vegetarian",
      specialRequests: "",
    })),
    runs: 400,
  },
  "POST /events/:id/waitlist": {
    params: idParam("id", () => [seeds.waitlistEvent, seeds.freeEvent]),
    body: asJson(() => ({
      name: "Wai",
      email: "wai@example.org",
      quantity: 1,
      ticketTypeId: seeds.waitlistType,
    })),
    runs: 400,
  },
  "POST /waitlist/:token": {
    params: idParam("token", () => [seeds.offerToken]),
    body: asForm(() => ({
      customerName: "Wai",
      customerEmail: "wai@example.org",
      customerPhone: "",
      specialRequests: "",
    })),
    runs: 300,
  },
  // ---- admin actions
  "POST /admin/team": {
    reachesBoth: true,
    body: flatIntentBody(
      ["create", "update", "delete", "reorder"],
      () => [seeds.teamMember],
      () => teamValues,
    ),
    runs: 600,
  },
  "POST /admin/fundraisers": {
    reachesBoth: true,
    body: flatIntentBody(
      ["create", "update", "delete"],
      () => [seeds.fundraiser],
      () => fundraiserValues,
    ),
    runs: 600,
  },
  "POST /admin/events": {
    reachesBoth: true,
    body: intentBody(
      ["create", "update", "delete"],
      () => [seeds.plainEvent, seeds.paidEvent],
      () => eventValues,
    ),
    runs: 800,
  },
  "POST /admin/events/:id/ticket-types": {
    reachesBoth: true,
    params: idParam("id", () => [seeds.paidEvent, seeds.freeEvent]),
    body: intentBody(
      ["create", "update", "delete", "reorder"],
      () => [seeds.paidType, seeds.freeType],
      () => ticketValues,
    ),
    runs: 1000,
  },
  "POST /admin/events/:id/registrations": {
    reachesBoth: true,
    params: realIdParam("id", () => [seeds.freeEvent, seeds.paidEvent]),
    body: () =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: intentBody(
            ["update", "delete", "resolve-refund", "release"],
            () => [seeds.registration],
            registrationValues,
          )(),
        },
        {
          weight: 1,
          arbitrary: intentBody(
            ["refund"],
            () => [seeds.paidRegistration, seeds.registration],
            refundValues,
          )(),
        },
      ),
    beforeEach: restoreSeeded(eventRegistrations, () => [
      seeds.registration,
      seeds.paidRegistration,
    ]),
    runs: 800,
  },
  "POST /admin/events/:id/gallery": {
    reachesBoth: true,
    params: realIdParam("id", () => [seeds.photoEvent]),
    body: anyOf(
      () => ({ intent: "add", paths: [galleryPath()] }),
      () => ({ intent: "move", id: seeds.galleryPhoto, direction: "down" }),
      () => ({ intent: "delete", id: seeds.galleryPhoto }),
    ),
    runs: 500,
  },
  "POST /admin/events/:id/ticket-types/:ticketTypeId/photos": {
    reachesBoth: true,
    params: ticketTypeParams,
    body: anyOf(
      () => ({ intent: "add", paths: [ticketPhotoPath()] }),
      () => ({ intent: "reorder", ids: [seeds.ticketPhoto] }),
      () => ({ intent: "delete", id: seeds.ticketPhoto }),
    ),
    runs: 500,
  },
  "POST /admin/messages": {
    reachesBoth: true,
    body: byId("delete", () => seeds.message),
    beforeEach: restoreSeeded(contactMessages, () => [seeds.message]),
    runs: 300,
  },
  "POST /admin/outbox": {
    reachesBoth: true,
    body: byId("retry", () => seeds.outboxFailed),
    // A retried e-mail is pending, and a pending one is refused (409): failed again before each request.
    beforeEach: restoreSeeded(outbox, () => [seeds.outboxFailed]),
    runs: 300,
  },
  "POST /admin/staff": {
    reachesBoth: true,
    body: anyOf(
      () => ({
        intent: "invite",
        email: `fuzz-${Math.random().toString(36).slice(2, 10)}@example.org`,
        role: "door",
      }),
      () => ({ intent: "invite", email: "fuzz-staff@example.org", role: "manager" }),
      () => ({ intent: "changeRole", id: adminUser.id, role: "manager" }),
    ),
    runs: 200,
  },
  "POST /admin/settings": {
    reachesBoth: true,
    body: anyOf(
      () => ({ intent: "save", ...defaultSiteSettings }),
      () => ({
        intent: "save",
        ...defaultSiteSettings,
        name: "Harbor Light",
        ein: "12-3456789",
        timeZone: "America/Denver",
      }),
    ),
    runs: 300,
  },
  "POST /admin/settings/emails": {
    reachesBoth: true,
    body: anyOf(
      () => ({
        intent: "save",
        key: "registration-confirmation",
        subject: "See you at {{event_title}}",
        body: "Dear {{name}},\n\n{{order_details}}\n{{reference}}\n\n{{check_in_instructions}}",
      }),
      () => ({
        intent: "save",
        key: "donation-receipt",
        subject: "Thank you, {{name}}",
        body: "{{receipt_text}}",
      }),
      () => ({ intent: "reset", key: "registration-confirmation" }),
    ),
    runs: 300,
  },
  "POST /admin/events/:id/waitlist": {
    reachesBoth: true,
    beforeEach: restoreSeeded(waitlistEntries, () => [seeds.waitlistEntry]),
    params: realIdParam("id", () => [seeds.waitlistEvent]),
    body: anyOf(
      () => ({ intent: "offer", id: seeds.waitlistEntry }),
      () => ({ intent: "remove", id: seeds.waitlistEntry }),
    ),
    runs: 200,
  },
  "POST /admin/events/:id/email": {
    reachesBoth: true,
    params: idParam("id", () => [seeds.freeEvent]),
    body: anyOf(() => ({
      intent: "send",
      ticketTypeId: null,
      subject: "About {{event_title}}",
      message: "Dear {{name}},\n\nSee you on {{event_date}}.",
    })),
    runs: 300,
  },
  "POST /admin/events/:id/codes": {
    reachesBoth: true,
    params: idParam("id", () => [seeds.paidEvent]),
    body: anyOf(
      () => ({
        intent: "create",
        code: `FUZZ${Math.floor(Math.random() * 1e9)}`,
        discountType: "percent",
        amount: 15,
        maxUses: "3",
        startsAt: "",
        endsAt: "2031-01-01T10:00",
        appliesToTicketTypeIds: [seeds.paidType],
        unlocksTicketTypeIds: [seeds.hiddenType],
        isActive: true,
      }),
      () => ({
        intent: "update",
        id: seeds.promoCode,
        code: "SALUTE",
        discountType: "fixed",
        amount: "5.50",
        unlocksTicketTypeIds: [seeds.hiddenType],
      }),
      () => ({ intent: "setActive", id: seeds.promoCode, isActive: true }),
      () => ({ intent: "delete", id: crypto.randomUUID() }),
    ),
    runs: 300,
  },
  // docs/statements.md: the public request, the back office's runs and single sends.
  "POST /statements": {
    reachesBoth: true,
    body: asForm(() => ({ email: "stella@example.org", year: "2025" })),
    runs: 300,
  },
  "POST /admin/statements": {
    reachesBoth: true,
    body: anyOf(
      () => ({ intent: "start", year: 2025 }),
      () => ({ intent: "start", year: "2999" }),
      () => ({ intent: "send", id: seeds.statementSupporter, year: 2025 }),
      () => ({ intent: "step", id: crypto.randomUUID() }),
    ),
    runs: 200,
  },
  // ---- loaders
  "GET root": { query: ["flash"] },
  "GET /admin/statements": { query: ["year", "q", "page"], ...listQuery },
  "GET /admin/statements/:year/:supporterId/pdf": {
    params: () =>
      fc.record({
        year: fc.oneof(fc.constantFrom("2025", "2024", "2999"), junkString),
        supporterId: idFrom([seeds.statementSupporter]),
      }),
    runs: 100,
  },
  "GET /statements": { runs: 30 },
  "GET /statements/:token": { params: idParam("token", () => [seeds.statementToken]), runs: 200 },
  "GET /statements/:token/statement.pdf": {
    params: idParam("token", () => [seeds.statementToken]),
    runs: 100,
  },
  "GET /admin/events/:id/codes": { params: idParam("id", () => [seeds.paidEvent]), runs: 100 },
  "GET /admin/settings/emails": { query: ["template"] },
  "GET /admin/events/:id/email": { params: idParam("id", () => [seeds.freeEvent]), runs: 200 },
  "GET /events/:id": {
    params: idParam("id", () => [seeds.freeEvent, seeds.paidEvent, seeds.plainEvent]),
    runs: 400,
  },
  "GET /events/:id/register": { params: idParam("id", () => [seeds.freeEvent]), runs: 50 },
  "GET /events/success": { query: ["session_id"], runs: 300 },
  "GET /events/cancel": { query: ["event", "registration"], runs: 200 },
  "GET /contact": { runs: 50 },
  "GET /accessibility": { runs: 30 },
  "GET /donate": { query: ["fundraiser"], runs: 300 },
  "GET /donate/success": { query: ["session_id"], runs: 300 },
  "GET /donate/manage/:token": { params: idParam("token", () => [seeds.manageToken]), runs: 400 },
  "GET /admin/donations/recurring": { query: ["status", "page"], ...listQuery },
  "GET /registrations/:token": {
    params: idParam("token", () => [seeds.selfServiceToken]),
    runs: 300,
  },
  "GET /registrations/:token/calendar.ics": {
    params: idParam("token", () => [seeds.selfServiceToken]),
    runs: 200,
  },
  "GET /waitlist/:token": { params: idParam("token", () => [seeds.offerToken]), runs: 300 },
  "GET /admin/events/:id/waitlist": {
    params: idParam("id", () => [seeds.waitlistEvent]),
    runs: 100,
  },
  "GET /checkout/demo/:sessionId": {
    params: idParam("sessionId", () => [seeds.demoSession]),
    runs: 400,
  },
  "GET /logout": { runs: 20 },
  "GET /*": { runs: 150 },
  "GET /robots.txt": { runs: 20 },
  "GET /sitemap.xml": { runs: 50 },
  "POST /admin/donations": {
    reachesBoth: true,
    body: intentBody(["refund", "sendReceipt"], () => [seeds.gift], giftRefundValues),
    runs: 300,
  },
  "POST /admin/donations/new": {
    reachesBoth: true,
    body: intentBody(["record"], () => [seeds.gift], offlineGiftValues),
    runs: 300,
  },
  "GET /admin/donations/new": { query: ["supporter"], runs: 100 },
  "GET /admin/receipts/:id/pdf": { params: idParam("id", () => [seeds.receipt]), runs: 100 },
  "GET /admin/donations": { query: ["q", "status", "page"], ...listQuery },
  "GET /admin/donations/export": { query: ["q", "status", "page"], ...listQuery },
  "GET /admin/reports": { query: ["year"], ...listQuery },
  "GET /admin/reports/export": { query: ["year", "table"], ...listQuery },
  "GET /admin/outbox": { query: ["status", "page"], ...listQuery },
  "GET /admin/supporters": { query: ["q", "page"], beforeEach: linkSupporters, ...listQuery },
  "GET /admin/supporters/export": {
    query: ["q", "page"],
    beforeEach: linkSupporters,
    ...listQuery,
  },
  "GET /admin/supporters/:id": {
    params: idParam("id", () => [seeds.supporter, seeds.supporterTwin]),
    beforeEach: linkSupporters,
    runs: 200,
  },
  "POST /admin/supporters/:id": {
    reachesBoth: true,
    params: idParam("id", () => [seeds.supporter, seeds.supporterTwin]),
    body: anyOf(
      () => ({
        intent: "update",
        values: {
          name: "Sam Supporter",
          email: "sam.supporter@example.org",
          phone: "555-0100",
          city: "Austin",
        },
      }),
      () => ({ intent: "merge", fromId: seeds.supporterTwin }),
    ),
    runs: 300,
  },
  "GET /admin/activity": { query: ["entity", "page"], ...listQuery },
  "GET /admin/events/:id/manage": {
    params: idParam("id", () => [seeds.freeEvent, seeds.paidEvent]),
    json: true,
    runs: 400,
  },
  "GET /admin/events/:id/door-list": { params: idParam("id", () => [seeds.freeEvent]), runs: 300 },
  "GET /admin/events/:id/gallery": {
    params: idParam("id", () => [seeds.photoEvent]),
    json: true,
    runs: 200,
  },
  "GET /admin/events/:id/ticket-types/:ticketTypeId/photos": {
    params: ticketTypeParams,
    json: true,
    runs: 200,
  },
};

// ---------------------------------------------------------------- the route table

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
type RouteModule = Partial<Record<"loader" | "action", RouteFn>>;

/** One loader or action of the route table; `key` (`METHOD name`) is what `settings` is keyed by. */
export type RouteExport = {
  key: string;
  path: string;
  file: string;
  method: "GET" | "POST";
  fn: RouteFn;
};

function flatten(
  entries: RouteEntry[],
  parent = "",
): { name: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const name = entry.index && parent ? `${parent} (index)` : path;
    return [{ name, path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

/** Every route of app/routes.ts, plus the root route (app/root.tsx), which wraps them all. */
export function routeTable() {
  return [{ name: "root", path: "/", file: "root.tsx" }, ...flatten(routes as RouteEntry[])];
}

/** Every loader and action of the route table, from its module. */
export async function routeExports(): Promise<RouteExport[]> {
  const found: RouteExport[] = [];
  for (const route of routeTable()) {
    const mod = (await import(/* @vite-ignore */ `../${route.file}`)) as RouteModule;
    for (const [method, fn] of [
      ["GET", mod.loader],
      ["POST", mod.action],
    ] as const) {
      if (fn)
        found.push({
          key: `${method} ${route.name}`,
          path: route.path,
          file: route.file,
          method,
          fn,
        });
    }
  }
  return found;
}

function defaults(route: RouteExport): Target {
  const admin = route.path === "/admin" || route.path.startsWith("/admin/");
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const splat = route.path.endsWith("*");
  return {
    name: route.key,
    method: route.method,
    fn: route.fn,
    path: (p) =>
      route.path
        .replace(/:(\w+)/g, (_, name: string) => segment(p[name] ?? ""))
        .replace(/\*$/, () => segment(p["*"] ?? "")),
    params: splat
      ? () => junkString.map((rest) => ({ "*": rest }))
      : names.length
        ? () => fc.record(Object.fromEntries(names.map((n) => [n, idFrom(seededIds())])))
        : undefined,
    query: admin && route.method === "GET" ? ["redirectTo"] : undefined,
    body:
      route.method === "POST"
        ? () =>
            fc.oneof(
              intentBody(["create", "update", "delete"], seededIds, () => ({ name: "x" }))(),
              flatIntentBody(["create", "update", "delete"], seededIds, () => ({ name: "x" }))(),
            )
        : undefined,
    who: admin ? everyone : publicCallers,
    // Actions answer fetchers and API clients: their 4xx carry the error contract.
    json: route.method === "POST",
    runs: route.method === "POST" ? 300 : admin ? 60 : 150,
    refusedWhen: admin ? adminRedirectIsRefusal : undefined,
  };
}

/** One target per loader and action of the route table (more when its settings list variants). */
export async function routeTargets(): Promise<Target[]> {
  return (await routeExports()).flatMap((route) => {
    const base = defaults(route);
    const chosen = settings[route.key] ?? {};
    return (Array.isArray(chosen) ? chosen : [chosen]).map(({ label, ...setting }) => ({
      ...base,
      ...setting,
      name: label ? `${base.name} ${label}` : base.name,
    }));
  });
}

// ---------------------------------------------------------------- the Hono app

export type ApiRequest = {
  /** The registered route it exercises, e.g. `/api/admin/uploads` or `/api/auth/*`. */
  route: string;
  method: string;
  path: string;
  body: Body;
};
type ApiSetting = {
  /** The concrete paths (with any query) to request; default: the route with junk for `*` and `:param`. */
  paths?: () => fc.Arbitrary<string>;
  body?: () => fc.Arbitrary<Body>;
  query?: string[];
};

const authBody = () => ({
  email: "someone@example.org",
  password: "a-long-password",
  name: "Someone",
  callbackURL: "/",
});

const uploadBody = () =>
  fc
    .record({
      file: fc.oneof(
        fc.constant<Uint8Array | string | null>(seeds.png),
        fc.constant(svgImage),
        fc.uint8Array({ maxLength: 64 }),
        junkString,
        fc.constant(null),
      ),
      folder: fc.oneof(
        fc.constantFrom(
          "team-photos",
          "event-images",
          `event-galleries/${seeds.photoEvent}`,
          "demo",
          "../team-photos",
        ),
        junkString,
      ),
      as: fc.nat(5),
    })
    .map(({ file, folder, as }): Body => {
      if (as === 0) return { text: JSON.stringify({ folder }), contentType: "application/json" };
      const form = new FormData();
      // A text field named "file", or a file part.
      if (typeof file === "string") form.append("file", file);
      else if (file !== null) form.append("file", new Blob([new Uint8Array(file)]), "x.png");
      form.append("folder", folder);
      return { text: form, contentType: null };
    });

/** A near-valid check-in batch (docs/decisions/014-check-in-sync.md): the seeded registration's guest. */
const checkInBody = () => ({
  deviceId: "fuzz-device-1",
  operations: [
    {
      id: crypto.randomUUID(),
      op: "check-in",
      registrationId: seeds.registration,
      attendeeKey: seeds.guest,
      at: new Date().toISOString(),
    },
  ],
});
/** The door API under one event: the seeded one, an unknown one, a malformed id. */
const doorPaths = (route: string) => () =>
  fc.constantFrom(
    `/api/admin/events/${seeds.freeEvent}/${route}`,
    `/api/admin/events/${crypto.randomUUID()}/${route}`,
    `/api/admin/events/not-an-id/${route}`,
  );

/** Settings for the Hono routes, by `path` as the app registers it. */
export const apiSettings: Record<string, ApiSetting> = {
  "/api/admin/events/:id/door-copy": { paths: doorPaths("door-copy") },
  "/api/admin/events/:id/check-ins": { paths: doorPaths("check-ins"), body: asJson(checkInBody) },
  "/api/admin/events/:id/lookup": {
    paths: doorPaths("lookup"),
    body: asJson(() => ({ reference: `HOMEFRONT-REG:${seeds.registration}.${hex32()}` })),
  },
  "/api/auth/*": { body: asJson(authBody), query: ["token", "callbackURL", "limit"] },
  "/api/admin/uploads": {
    paths: () =>
      fc.oneof(
        fc.constant("/api/admin/uploads"),
        fc.constantFrom(
          `/api/admin/uploads?path=${encodeURIComponent(`team-photos/${hex32()}-1600.webp`)}`,
          "/api/admin/uploads?path=..%2Fauth-secret",
        ),
        queryString(["path"]).map((q) => `/api/admin/uploads?${q}`),
      ),
    body: uploadBody,
  },
  "/uploads/*": {
    paths: () =>
      fc.oneof(
        fc.constantFrom(
          `/uploads/${seeds.storedImage}`,
          "/uploads/../auth-secret",
          "/uploads/%2e%2e/auth-secret",
          "/uploads/%2e%2e%2fauth-secret",
          "/uploads/team-photos/..%2F..%2Fauth-secret",
        ),
        junkString.map((p) => `/uploads/${segment(p)}`),
        junkString.map((p) => `/uploads/team-photos/${segment(p)}`),
      ),
  },
};

const ANY_METHOD = ["GET", "POST", "PUT", "DELETE", "PATCH"];

/** The paths an app registers (middleware and handlers), without the catch-all `/*`. */
export function registeredPaths(app: { routes: { method: string; path: string }[] }) {
  return [...new Set(app.routes.map((r) => r.path))].filter((p) => p !== "/*");
}

type AuthEndpoints = Record<string, { path?: string; options?: { method?: string | string[] } }>;

/** Better Auth's HTTP endpoints (its `auth.api`), e.g. `["POST", "/sign-in/email"]`. */
function authEndpoints(api: AuthEndpoints) {
  return Object.values(api).flatMap((endpoint) => {
    if (!endpoint.path) return [];
    const methods = [endpoint.options?.method ?? "GET"].flat().filter((m) => m !== "*");
    return methods.map((method) => [method, endpoint.path!] as const);
  });
}

/**
 * Requests for every path the Hono app registers: its own methods mostly, any
 * method sometimes; `*` and `:param` filled with real ids, junk or (for
 * /api/auth/*) Better Auth's own endpoints.
 */
export function apiRequests(
  app: { routes: { method: string; path: string }[] },
  authApi: AuthEndpoints,
): fc.Arbitrary<ApiRequest> {
  const auth = authEndpoints(authApi);
  const perPath = registeredPaths(app).map((route) => {
    const setting = apiSettings[route] ?? {};
    const own = [
      ...new Set(
        app.routes.filter((r) => r.path === route && r.method !== "ALL").map((r) => r.method),
      ),
    ];
    const filled = (p: string) =>
      fc
        .tuple(
          fc.array(idFrom(seededIds()), { minLength: 3, maxLength: 3 }),
          junkString,
          queryString(setting.query ?? []),
        )
        .map(([ids, rest, query]) => {
          let i = 0;
          const path = p
            .replace(/:\w+/g, () => segment(ids[i++]!))
            .replace(/\*$/, () => segment(rest));
          return query ? `${path}?${query}` : path;
        });
    const paths =
      setting.paths?.() ??
      (route === "/api/auth/*"
        ? fc.oneof(
            {
              weight: 4,
              arbitrary: fc
                .constantFrom(...auth.map(([, p]) => p))
                .chain((p) => filled(`/api/auth${p}`)),
            },
            { weight: 1, arbitrary: filled(route) },
          )
        : filled(route));
    const methods = route === "/api/auth/*" ? [...new Set(auth.map(([m]) => m))] : own;
    const method = methods.length
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...methods) },
          { weight: 1, arbitrary: fc.constantFrom(...ANY_METHOD) },
        )
      : fc.constantFrom(...ANY_METHOD);
    const body =
      setting.body?.() ??
      asJson(() => ({ id: seeds.freeEvent, name: "x", folder: "team-photos" }))();
    return fc.record({ method, path: paths, body }).map((r): ApiRequest => ({ route, ...r }));
  });
  return fc.oneof(...perPath);
}
