// Queries Drizzle builds once per database instead of on every call. Building the SQL
// text of a join or a union costs Drizzle 0.1-0.5 ms a call, as much as PGlite takes
// to run it, and every public page makes a few such reads (docs/architecture.md
// "Prepared reads", docs/decisions/011-page-cache.md "Uncached renders"). Values go in
// as `sql.placeholder`s. On PostgreSQL the name also makes it a prepared statement of
// each pooled connection (node-postgres parses it once per connection).
import type { DbOrTx } from "./client";

type Prepared<Values, Result> = { execute: (values: Values) => Promise<Result> };

/**
 * `build(db)` makes the query and calls `.prepare(name)` on it; the result is kept
 * for that database (a transaction is a database of its own here: a prepared query
 * belongs to the session it was built on, and a transaction's ends with it).
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  build: (db: DbOrTx) => Prepared<Values, Result>,
) {
  const built = new WeakMap<DbOrTx, Prepared<Values, Result>>();
  return (db: DbOrTx, values: Values): Promise<Result> => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query.execute(values);
  };
}
