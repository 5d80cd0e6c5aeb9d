// docs/security.md §3: the pieces of the request fuzzer. Generators for hostile input
// (boundary values, wrong types, huge strings, unicode, nested junk), a write
// log that sees every committed row change, and the checks every answer must
// pass: never 5xx, the error contract for 4xx, no stack trace, no error logged.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { AppServices } from "../context";
import type { Db } from "../db/client";
import type { Logger } from "../logger";

// ---------------------------------------------------------------- generators

const BOUNDARY_STRINGS = [
  "",
  " ",
  "\t\n",
  "0",
  "-0",
  "-1",
  "1.5",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "2147483647",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999",
  "0x10",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%E0%A4%A",
  "\u0000",
  "a\u0000b",
  "' OR '1'='1",
  "'; DROP TABLE events; --",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "😀👍🏽🇺🇸",
  "\u202eevil",
  "\ud800",
  "ｆｕｌｌｗｉｄｔｈ",
  "a@b",
  "a@b.c",
  "x@example.org",
  "2026-02-30T25:61",
  "2026-01-01T10:00",
  "0000-00-00T00:00",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "00000000-0000-0000-0000-00000000000g",
  // Redirect targets (safeRedirectPath, docs/security.md §5): header injection,
  // paths a browser reads as another host, absolute addresses.
  "/admin\r\nSet-Cookie: x=1",
  "/admin%0d%0aSet-Cookie:%20x=1",
  "/%09/evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "//evil.example",
  "/admin/../..//evil.example",
  "https://evil.example/",
  "/admin?x=1",
];

/** Long strings, some far past every field's limit (the 1 MB body limit sits in front of all of them). */
const hugeString = fc
  .tuple(
    fc.constantFrom("a", "é", "😀", "<", "0", " ", "\u0000"),
    fc.constantFrom(101, 256, 1001, 5001, 70_000),
  )
  .map(([unit, n]) => unit.repeat(n));

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...BOUNDARY_STRINGS) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: hugeString },
);

const junkNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Infinity,
    -Infinity,
  ),
  fc.double(),
);

/** Any JSON value, nested a few levels deep. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    junkString,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(junkString, fc.constantFrom("__proto__", "constructor")), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A valid object with one field replaced by junk, deleted, or joined by an unknown one. */
export function mutated(valid: Record<string, unknown>, values: fc.Arbitrary<unknown> = junkValue) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), values).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...valid };
      delete copy[key];
      return copy;
    }),
    fc.tuple(junkString, values).map(([key, value]) => ({ ...valid, [key]: value })),
    fc
      .tuple(fc.constantFrom(...keys), values, fc.constantFrom(...keys), values)
      .map(([k1, v1, k2, v2]) => ({
        ...valid,
        [k1]: v1,
        [k2]: v2,
      })),
  );
}

/** Objects shaped like `valid` whose every field is junk. */
export function shapedJunk(
  valid: Record<string, unknown>,
  values: fc.Arbitrary<unknown> = junkValue,
) {
  return fc.record(Object.fromEntries(Object.keys(valid).map((k) => [k, values])), {
    requiredKeys: [],
  });
}

/** A JSON body: mostly near-valid, sometimes anything at all. */
export function jsonBody(valid: Record<string, unknown>) {
  return fc.oneof(
    { weight: 5, arbitrary: mutated(valid) },
    { weight: 2, arbitrary: shapedJunk(valid) },
    { weight: 2, arbitrary: junkValue },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
}

/** A form body (string values only): near-valid or junk. */
export function formBody(valid: Record<string, string>) {
  return fc.oneof(
    { weight: 5, arbitrary: mutated(valid, junkString) },
    { weight: 2, arbitrary: shapedJunk(valid, junkString) },
    { weight: 1, arbitrary: fc.dictionary(junkString, junkString, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.constant(valid) },
  ) as fc.Arbitrary<Record<string, string>>;
}

export const junkContentType = fc.constantFrom(
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "application/json",
  "application/json; charset=utf-16",
  "application/jsonx",
  "application/xml",
  "image/png",
  "*/*",
);

/** A raw body a client might send instead of the expected format. */
export const rawBody = fc.oneof(
  junkString,
  fc.constantFrom(
    "{",
    "[",
    '{"a":',
    "null",
    "1",
    '"x"',
    "a=1&b",
    "--x\r\nContent-Disposition: form-data\r\n\r\n",
    "\u0000\u0001",
  ),
);

/** A query string built from the names a route reads, with junk values, plus stray names. */
export function queryString(names: string[]) {
  return fc
    .tuple(
      fc.dictionary(names.length ? fc.constantFrom(...names) : junkString, junkString, {
        maxKeys: 4,
      }),
      fc.dictionary(junkString, junkString, { maxKeys: 2 }),
      fc.oneof(
        { weight: 5, arbitrary: fc.constant("") },
        {
          weight: 1,
          arbitrary: fc.constantFrom("&&&", "=", "%", "%zz", "a=%E0%A4%A", "a[b]=1&a[c]=2"),
        },
      ),
    )
    .map(([known, stray, tail]) => {
      const search = new URLSearchParams({ ...stray, ...known }).toString();
      return [search, tail].filter(Boolean).join("&");
    });
}

/** An id for a URL segment: a real one, a random UUID, or junk. */
export function idFrom(real: string[]) {
  return fc.oneof(
    { weight: 2, arbitrary: real.length ? fc.constantFrom(...real) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 4, arbitrary: junkString },
  );
}

// ---------------------------------------------------------------- write log

/**
 * Tables whose whole purpose is counting attempts (rate limits, sign-in
 * throttling): a refused request is allowed — expected — to count there.
 */
export const ATTEMPT_COUNTERS = new Set(["rate_limit", "rate_limit_hits"]);

/** Adds a row trigger to every other table; a rolled-back change leaves no trace, a committed one does. */
export async function installWriteLog(db: Db) {
  await db.execute(
    sql`create table if not exists fuzz_write_log (id bigserial primary key, table_name text not null, op text not null)`,
  );
  await db.execute(
    sql.raw(`create or replace function fuzz_log_write() returns trigger language plpgsql as $$
    begin insert into fuzz_write_log (table_name, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows
    .map((r) => r.table_name)
    .filter((t) => t !== "fuzz_write_log" && !ATTEMPT_COUNTERS.has(t));
  for (const table of names) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_log after insert or update or delete on "${table}" for each row execute function fuzz_log_write()`,
      ),
    );
  }
  return names;
}

/** The position in the write log; equal before and after means nothing was changed. */
export async function writeMark(db: Db) {
  const result = (await db.execute(
    sql`select coalesce(max(id), 0)::text as mark from fuzz_write_log`,
  )) as unknown as {
    rows: { mark: string }[];
  };
  return Number(result.rows[0]!.mark);
}

export async function writesSince(db: Db, mark: number) {
  const result = (await db.execute(
    sql`select table_name, op from fuzz_write_log where id > ${mark} order by id limit 5`,
  )) as unknown as { rows: { table_name: string; op: string }[] };
  return result.rows.map((r) => `${r.op} ${r.table_name}`);
}

// ---------------------------------------------------------------- outcomes

export type Outcome = { status: number; body: unknown; thrown: boolean };

type DataWithInit = {
  type: "DataWithResponseInit";
  data: unknown;
  init: { status?: number } | null;
};
const isDataWithInit = (v: unknown): v is DataWithInit =>
  typeof v === "object" && v !== null && (v as { type?: unknown }).type === "DataWithResponseInit";

async function responseBody(res: Response) {
  const text = await res.text().catch(() => "");
  if (res.headers.get("content-type")?.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * What React Router would answer for a loader or action call: a returned or
 * thrown Response or data() keeps its status; any other throw is a 500.
 */
export async function settle(run: () => unknown): Promise<Outcome> {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, body: await responseBody(value), thrown: false };
    if (isDataWithInit(value))
      return { status: value.init?.status ?? 200, body: value.data, thrown: false };
    return { status: 200, body: value, thrown: false };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, body: await responseBody(error), thrown: true };
    if (isDataWithInit(error))
      return { status: error.init?.status ?? 500, body: error.data, thrown: true };
    return {
      status: 500,
      body: error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
      thrown: true,
    };
  }
}

const STACK_TRACE = /\n\s+at \S|node_modules\/|\.tsx?:\d+:\d+|\bat (?:async )?\w+ \(/;

/** The problems with one answer (an empty list when it is fine). */
export function problemsWith(outcome: Outcome, options: { json: boolean; loader?: boolean }) {
  const problems: string[] = [];
  const { status, body } = outcome;
  if (status >= 500)
    problems.push(
      `answered ${status}: ${typeof body === "string" ? body.slice(0, 600) : JSON.stringify(body)?.slice(0, 600)}`,
    );
  if (options.loader && body === undefined && status === 200)
    problems.push("a loader returned undefined (React Router answers 500)");
  const text = typeof body === "string" ? body : (JSON.stringify(body) ?? "");
  if (STACK_TRACE.test(text)) problems.push(`a stack trace in the answer: ${text.slice(0, 300)}`);
  if (status >= 400 && status < 500 && options.json && !(outcome.thrown && body === null)) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (
      typeof error?.code !== "string" ||
      !error.code ||
      typeof error.message !== "string" ||
      !error.message
    ) {
      problems.push(`a ${status} without the error contract: ${text.slice(0, 300)}`);
    }
  }
  return problems;
}

/** A logger that remembers error lines: hostile input must never make the server log an error. */
export function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  const noop = () => {};
  return {
    errors,
    debug: noop,
    info: noop,
    warn: noop,
    error: (msg, fields) => errors.push(`${msg} ${JSON.stringify(fields ?? {}).slice(0, 500)}`),
  };
}

export function withLogger(services: AppServices, log: Logger): AppServices {
  return { ...services, log };
}
