// Section "Back office at scale": a season's worth of rows (one event with
// 10,000 registrations and 25,000 guests, one fundraiser with 10,000 gifts),
// seeded straight into the database with generate_series (no public flow, no
// per-row round trip), then each back-office page the staff use on that data,
// fetched one at a time with an admin's session (docs/benchmarks.md).
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { openDatabase } from "../server/db/client";
import { startApp, type Managed } from "./processes";
import { formatInt, formatMs, type Row, type Section } from "./report";
import { percentile } from "./sign-up-storm";

export const SCALE = { registrations: 10_000, guests: 25_000, gifts: 10_000 } as const;
export const ADMIN_SCALE_TITLE =
  "Back office at scale (10,000 registrations, 25,000 guests, 10,000 gifts)";
export const ADMIN_SCALE_COLUMNS = ["requests", "p50", "p99", "limit (p50)", "within", "size"];
/** The p50 every page must stay under at this scale. */
export const PAGE_LIMIT_MS = 100;
const REQUESTS = 20;
const WARM_UP = 2;

/** A guest name found once in the seeded event: the search the bench times. */
export const NEEDLE_GUEST = "Zelda Quartermaine";

export type SeededScale = { eventId: string; fundraiserId: string; ms: number };

const FIRST = [
  "Avery",
  "Jordan",
  "Riley",
  "Morgan",
  "Casey",
  "Taylor",
  "Jamie",
  "Quinn",
  "Harper",
  "Rowan",
  "Sawyer",
  "Emerson",
  "Dakota",
  "Reese",
  "Parker",
  "Skyler",
  "Hayden",
  "Logan",
  "Peyton",
  "Cameron",
];
const LAST = [
  "Nguyen",
  "Garcia",
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Miller",
  "Davis",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Hill",
  "Green",
  "Adams",
  "Baker",
  "Nelson",
  "Carter",
  "Mitchell",
  "Roberts",
  "Turner",
  "Phillips",
  "Campbell",
  "Parker",
  "Evans",
  "Edwards",
  "Collins",
  "Stewart",
  "Morris",
  "Reed",
  "Cook",
  "Ortiz",
];
/** Rows of a raw statement: both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const array = (values: string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(",")}]`);

/**
 * Inserts the scale data set into a migrated database, in a handful of
 * INSERT … SELECT statements. Half the orders are a table for three (3 guests),
 * half a pair (2 guests): 25,000 guests. One in twenty is cancelled, one in
 * twenty an unpaid hold that has lapsed; the rest are active. Gifts spread over
 * the last year, nine in ten completed.
 */
export async function seedAdminScale(db: Db): Promise<SeededScale> {
  const started = performance.now();
  const n = SCALE.registrations;
  const first = array(FIRST);
  const last = array(LAST);
  return db
    .transaction(async (tx) => {
      const [event] = rowsOf<{ id: string }>(
        await tx.execute(sql`
        INSERT INTO events (title, description, starts_at, location, has_tickets, max_capacity)
        VALUES ('Season Gala at Scale', 'Ten thousand orders to manage.', now() + interval '30 days',
          'Killeen Civic Center, Killeen, TX', true, 0)
        RETURNING id`),
      );
      const eventId = event!.id;
      const types = rowsOf<{ id: string; seats_per_unit: number }>(
        await tx.execute(sql`
        INSERT INTO event_ticket_types (event_id, name, price_cents, quantity_available, seats_per_unit, display_order)
        VALUES (${eventId}, 'Table for three', 15000, 6000, 3, 0), (${eventId}, 'Pair', 9000, 6000, 2, 1)
        RETURNING id, seats_per_unit`),
      );
      const table = types.find((t) => Number(t.seats_per_unit) === 3)!.id;
      const pair = types.find((t) => Number(t.seats_per_unit) === 2)!.id;
      // Ids made from the order number, so the guests can name their registration.
      await tx.execute(sql`
      INSERT INTO event_registrations (id, event_id, ticket_type_id, customer_name, customer_email, customer_phone,
        special_requests, status, quantity_purchased, total_cents, hold_expires_at, registration_date)
      SELECT md5(${eventId}::text || '-' || i)::uuid, ${eventId},
        CASE WHEN i % 2 = 0 THEN ${table}::uuid ELSE ${pair}::uuid END,
        (${first})[1 + i % 20] || ' ' || (${last})[1 + (i / 20) % 50],
        lower((${first})[1 + i % 20]) || '.' || i || '@example.org',
        '+1 254 555 ' || lpad((i % 10000)::text, 4, '0'),
        CASE WHEN i % 13 = 0 THEN 'Near the stage, please' END,
        CASE WHEN i % 20 = 0 THEN 'cancelled' WHEN i % 20 = 1 THEN 'pending' ELSE 'active' END,
        1,
        CASE WHEN i % 2 = 0 THEN 15000 ELSE 9000 END,
        CASE WHEN i % 20 = 1 THEN now() - interval '1 day' END,
        now() - (i || ' minutes')::interval
      FROM generate_series(1, ${n}) AS i`);
      await tx.execute(sql`
      INSERT INTO event_guests (registration_id, guest_name, guest_email, dietary_restrictions, accessibility_needs,
        is_primary_contact, created_at)
      SELECT md5(${eventId}::text || '-' || i)::uuid,
        CASE WHEN i = 4242 AND g = 2 THEN ${NEEDLE_GUEST}
          WHEN g = 1 THEN (${first})[1 + i % 20] || ' ' || (${last})[1 + (i / 20) % 50]
          ELSE (${first})[1 + (i + g * 7) % 20] || ' ' || (${last})[1 + (i * g) % 50] END,
        CASE WHEN g = 1 THEN lower((${first})[1 + i % 20]) || '.' || i || '@example.org' END,
        CASE WHEN (i + g) % 7 = 0 THEN 'Vegetarian' WHEN (i + g) % 11 = 0 THEN 'Gluten-free' END,
        CASE WHEN (i + g) % 97 = 0 THEN 'Wheelchair access' END,
        g = 1,
        now() - (i || ' minutes')::interval + (g || ' seconds')::interval
      FROM generate_series(1, ${n}) AS i, generate_series(1, CASE WHEN i % 2 = 0 THEN 3 ELSE 2 END) AS g`);
      await tx.execute(sql`
      UPDATE event_ticket_types t SET quantity_sold = (
        SELECT count(*) FROM event_registrations r WHERE r.ticket_type_id = t.id AND r.status = 'active')
      WHERE t.event_id = ${eventId}`);

      const [fund] = rowsOf<{ id: string }>(
        await tx.execute(sql`
        INSERT INTO fundraisers (title, description, is_active, goal_cents)
        VALUES ('Season Fund at Scale', 'Ten thousand gifts to list.', true, 100000000)
        RETURNING id`),
      );
      const fundraiserId = fund!.id;
      await tx.execute(sql`
      INSERT INTO donations (fundraiser_id, donor_name, donor_email, message, is_anonymous, amount_cents, interval,
        status, provider, created_at, completed_at)
      SELECT ${fundraiserId}, (${first})[1 + (i * 3) % 20] || ' ' || (${last})[1 + (i / 7) % 50],
        'donor.' || i || '@example.org',
        CASE WHEN i % 9 = 0 THEN 'For the care packages' END,
        i % 17 = 0,
        (1 + i % 40) * 2500,
        CASE WHEN i % 10 = 0 THEN 'month' END,
        CASE WHEN i % 10 = 3 THEN 'failed' ELSE 'completed' END,
        'demo',
        now() - ((i * 52) || ' minutes')::interval,
        CASE WHEN i % 10 = 3 THEN NULL ELSE now() - ((i * 52) || ' minutes')::interval END
      FROM generate_series(1, ${SCALE.gifts}) AS i`);
      await tx.execute(sql`
      UPDATE fundraisers SET raised_cents = (
        SELECT coalesce(sum(amount_cents), 0) FROM donations WHERE fundraiser_id = ${fundraiserId} AND status = 'completed')
      WHERE id = ${fundraiserId}`);
      return { eventId, fundraiserId };
    })
    .then(async (ids) => {
      // After a bulk load, as PostgreSQL's documentation advises: PGlite runs no
      // autovacuum, so without it the planner would guess the tables are empty.
      await db.execute(sql`ANALYZE`);
      return { ...ids, ms: performance.now() - started };
    });
}

/** Migrates the embedded database under `dataDir` and seeds it (no server may hold it meanwhile). */
export async function seedAdminScaleDataDir(dataDir: string): Promise<SeededScale> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await seedAdminScale(database.db);
  } finally {
    await database.close();
  }
}

export type ScalePage = {
  subject: string;
  path: string;
  note?: string;
  firstBytes?: boolean;
  /** Asked for as a dialog's fetcher does (React Router's `.data`), not as a page. */
  fetcher?: boolean;
  /** Each request asks for the next page (`?page=1`, `2`, …): pages nobody has opened since the last write. */
  eachPageOnce?: boolean;
};

/** The pages timed, for the seeded event and fund. */
export function scalePages(seeded: Pick<SeededScale, "eventId">): ScalePage[] {
  const event = `/admin/events/${seeded.eventId}`;
  return [
    {
      subject: "Manage dialog data",
      path: `${event}/manage.data`,
      note: "what the dialog's fetcher loads (a browser opening /manage is sent to the page)",
      fetcher: true,
    },
    {
      subject: "registrations, first page",
      path: `${event}/registrations`,
      note: "the whole page, as a browser opens it",
    },
    {
      subject: "registrations, search by guest name",
      path: `${event}/registrations?q=${encodeURIComponent(NEEDLE_GUEST.toLowerCase())}`,
    },
    { subject: "registrations, page 100", path: `${event}/registrations?page=100` },
    {
      subject: "registrations CSV export",
      path: `${event}/registrations/export`,
      note: "every registration, streamed: 100 rows, then batches of 1,000",
      firstBytes: true,
    },
    { subject: "door list", path: `${event}/door-list` },
    {
      subject: "door list, a page not kept",
      path: `${event}/door-list`,
      note: "pages 1, 2, 3, … one request each: worked out from the database, as after any write",
      eachPageOnce: true,
    },
    { subject: "donations list", path: "/admin/donations" },
    { subject: "donations, search", path: "/admin/donations?q=donor.4242" },
    { subject: "dashboard", path: "/admin" },
  ];
}

export async function signInCookie(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Timing = { ms: number[]; firstMs: number[]; statuses: number[]; bytes: number };

/** What Chromium sends for a page opened in the tab, and for a fetcher's `fetch()`. */
const NAVIGATION = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };
const FETCHER = { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };

async function timePage(
  url: string,
  cookie: string,
  fetcher = false,
  eachPageOnce = false,
): Promise<Timing> {
  const timing: Timing = { ms: [], firstMs: [], statuses: [], bytes: 0 };
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(eachPageOnce ? `${url}?page=${i + 1}` : url, {
      headers: {
        cookie,
        accept: fetcher ? "*/*" : "text/html,application/json;q=0.9,*/*;q=0.8",
        "accept-encoding": "gzip, deflate, br",
        ...(fetcher ? FETCHER : NAVIGATION),
      },
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    // Until the first bytes of the body (a streamed export starts here), then until its end.
    const reader = response.body!.getReader();
    let bytes = 0;
    let firstMs: number | undefined;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      firstMs ??= performance.now() - start;
      bytes += chunk.value.byteLength;
    }
    const ms = performance.now() - start;
    if (i < WARM_UP) continue;
    timing.ms.push(ms);
    timing.firstMs.push(firstMs ?? ms);
    timing.statuses.push(response.status);
    timing.bytes = bytes;
  }
  return timing;
}

export function scaleRow(
  page: ScalePage,
  timing: Timing,
  upTo: "end" | "first bytes" = "end",
): Row {
  const ms = upTo === "end" ? timing.ms : timing.firstMs;
  const p50 = percentile(ms, 50);
  const bad = timing.statuses.filter((s) => s !== 200);
  const notes = [
    page.note,
    bad.length ? `${bad.length} answered ${[...new Set(bad)].join(", ")}` : undefined,
  ];
  return {
    subject: `GET ${page.path.replace(/[0-9a-f-]{36}/, "{id}")}${page.eachPageOnce ? "?page={1…22}" : ""} (${page.subject}${upTo === "end" ? "" : `, ${upTo}`})`,
    figures: [
      formatInt(ms.length),
      formatMs(p50),
      formatMs(percentile(ms, 99)),
      formatMs(PAGE_LIMIT_MS),
      p50 !== undefined && p50 <= PAGE_LIMIT_MS && bad.length === 0 ? "yes" : "NO",
      `${(timing.bytes / 1000).toFixed(1)} KB`,
    ],
    note: notes.filter(Boolean).join("; "),
  };
}

const ADMIN = { email: "bench-admin@homefront.test", password: "bench-admin-password" };

/**
 * Seeds a fresh data dir, starts the app on it (no demo content, a configured
 * admin), signs in and times every page of scalePages, one request at a time.
 */
export async function adminScaleSection(options: {
  dataDir: string;
  logDir: string;
  onProgress: (line: string) => void;
  track?: (app: Managed) => void;
}): Promise<Section> {
  options.onProgress("admin at scale: seeding");
  const seeded = await seedAdminScaleDataDir(options.dataDir);
  options.onProgress(`admin at scale: seeded in ${formatMs(seeded.ms)}; starting the app`);
  const { app } = await startApp({
    name: "app-admin-scale",
    dataDir: options.dataDir,
    logDir: options.logDir,
    env: { DEMO_CONTENT: "false", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  options.track?.(app);
  try {
    const cookie = await signInCookie(app.url, ADMIN.email, ADMIN.password);
    const rows: Row[] = [
      {
        subject: "seed (generate_series, one transaction)",
        figures: ["", formatMs(seeded.ms)],
        note: `${formatInt(SCALE.registrations)} registrations, ${formatInt(SCALE.guests)} guests, ${formatInt(SCALE.gifts)} gifts`,
      },
    ];
    for (const page of scalePages(seeded)) {
      options.onProgress(`admin at scale: ${page.subject}`);
      const timing = await timePage(
        `${app.url}${page.path}`,
        cookie,
        page.fetcher,
        page.eachPageOnce,
      );
      if (page.firstBytes) rows.push(scaleRow(page, timing, "first bytes"));
      rows.push(scaleRow(page, timing));
      app.assertAlive();
    }
    return { title: ADMIN_SCALE_TITLE, columns: ADMIN_SCALE_COLUMNS, rows };
  } finally {
    await app.stop();
  }
}
