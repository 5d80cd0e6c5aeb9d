// At most `concurrency` tasks at once, at most `queue` waiting; any more are
// refused at once with a 503 and Retry-After rather than piling up. Password
// hashing takes 128 MiB and a core's worth of scrypt each (docs/security.md §5).
import { serverBusy } from "../errors";

export type Gate = ReturnType<typeof createGate>;

export function createGate(options: { concurrency: number; queue: number; retryAfterS: number }) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < options.concurrency) active++;
      else if (waiting.length >= options.queue) throw serverBusy(options.retryAfterS);
      // The slot is handed over by the task that finishes (active stays counted).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}
