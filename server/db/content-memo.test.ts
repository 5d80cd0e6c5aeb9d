// server/db/content-memo.ts: kept until the next content change, never a value
// worked out across one, at most `limit` of them.
import { describe, expect, test, vi } from "vitest";
import { contentMemo } from "./content-memo";

function fakeDatabase() {
  const listeners = new Set<() => void>();
  return {
    onContentChange: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    change: () => listeners.forEach((listener) => listener()),
  };
}

describe("contentMemo", () => {
  test("works a key out once until the next change, per database", async () => {
    const remember = contentMemo<number>(10);
    const a = fakeDatabase();
    const b = fakeDatabase();
    let n = 0;
    const work = vi.fn(async () => ++n);
    expect(await remember(a, "k", work)).toBe(1);
    expect(await remember(a, "k", work)).toBe(1);
    expect(await remember(b, "k", work)).toBe(2);
    a.change();
    expect(await remember(a, "k", work)).toBe(3);
    expect(await remember(b, "k", work)).toBe(2);
    expect(work).toHaveBeenCalledTimes(3);
  });

  test("a value worked out while a change came in is answered but not kept", async () => {
    const remember = contentMemo<string>(10);
    const database = fakeDatabase();
    const during = await remember(database, "k", async () => {
      database.change();
      return "read before the write";
    });
    expect(during).toBe("read before the write");
    expect(await remember(database, "k", async () => "after")).toBe("after");
  });

  test("keeps at most `limit` values, the oldest going first", async () => {
    const remember = contentMemo<string>(2);
    const database = fakeDatabase();
    for (const key of ["a", "b", "c"]) await remember(database, key, async () => key);
    const work = vi.fn(async () => "again");
    expect(await remember(database, "c", work)).toBe("c");
    expect(await remember(database, "b", work)).toBe("b");
    expect(await remember(database, "a", work)).toBe("again");
  });
});
