// The embedded database as Drizzle reaches it. Drizzle's PGlite driver sends every
// query with its own parsers (dates, times, intervals and their arrays left as the
// database's text, which Drizzle then maps itself), and PGlite merges them into a
// copy of its whole table of type parsers (about 320) for each query: 0.2 ms a query,
// a third of a small read, on every page (docs/decisions/011-page-cache.md "Uncached
// renders"). The same parsers are set on the client once, and the per-query ones
// dropped, so each query reads the client's table as it is.
import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

const asText = (value: string) => value;

/** The types drizzle-orm/pglite's session keeps as text (its PglitePreparedQuery `parsers`). */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Queryable = Pick<PGlite | Transaction, "query">;

function withoutQueryParsers(client: Queryable): Queryable {
  return {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions) =>
      client.query<T>(
        query,
        params,
        options?.parsers ? { ...options, parsers: undefined } : options,
      ),
  };
}

/**
 * What drizzle-orm/pglite is given in place of the client: its `query` and
 * `transaction` (all its session uses), with the parsers set once. Call after
 * `waitReady`: PGlite sets the array types' parsers while it starts.
 */
export function drizzleClient(client: PGlite) {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  return {
    ...withoutQueryParsers(client),
    transaction: <T>(callback: (tx: Queryable) => Promise<T>) =>
      client.transaction((tx) => callback(withoutQueryParsers(tx))),
  } as unknown as PGlite;
}
