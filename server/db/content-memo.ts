// Values worked out from watched tables and kept until the next committed write
// to any of them, on this instance or another (Database.onContentChange, the
// signal that empties the page cache: docs/decisions/011-page-cache.md). For
// back-office figures that cost a pass over a season's rows and are read far
// more often than those rows change. What unwatched tables hold (check-ins, for
// one) must be read fresh beside them.
import type { Database } from "./client";

type Store<T> = { generation: number; entries: Map<string, T> };

/** A memo of at most `limit` values (the oldest goes first), per database. */
export function contentMemo<T>(limit: number) {
  const stores = new WeakMap<Pick<Database, "onContentChange">, Store<T>>();
  return async function remember(
    database: Pick<Database, "onContentChange">,
    key: string,
    work: () => Promise<T>,
  ): Promise<T> {
    let store = stores.get(database);
    if (!store) {
      const created: Store<T> = { generation: 0, entries: new Map() };
      database.onContentChange(() => {
        created.generation++;
        created.entries.clear();
      });
      stores.set(database, created);
      store = created;
    }
    const kept = store.entries.get(key);
    if (kept !== undefined) return kept;
    // A write committed while this was worked out may or may not be in it: kept only if none was.
    const generation = store.generation;
    const value = await work();
    if (store.generation === generation) {
      store.entries.set(key, value);
      if (store.entries.size > limit) store.entries.delete(store.entries.keys().next().value!);
    }
    return value;
  };
}
