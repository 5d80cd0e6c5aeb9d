// One structured JSON line per event, to stdout. Level from LOG_LEVEL.
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export type Logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => void;
  info: (msg: string, fields?: Record<string, unknown>) => void;
  warn: (msg: string, fields?: Record<string, unknown>) => void;
  error: (msg: string, fields?: Record<string, unknown>) => void;
};

/**
 * Lines for stdout, written together once the current burst of work is done: one
 * write per turn of the event loop instead of one per request (stdout to a file
 * is a synchronous write). Warnings and errors go to stderr at once.
 */
const pending: string[] = [];
function flush() {
  if (pending.length === 0) return;
  const text = pending.join("");
  pending.length = 0;
  process.stdout.write(text);
}
process.once("exit", flush);

export function createLogger(level: LogLevel = "info"): Logger {
  const threshold = levels[level];
  const write =
    (lvl: Exclude<LogLevel, "silent">) => (msg: string, fields?: Record<string, unknown>) => {
      if (levels[lvl] < threshold) return;
      const line = `${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`;
      if (lvl === "error" || lvl === "warn") {
        flush();
        process.stderr.write(line);
        return;
      }
      if (pending.push(line) === 1) setImmediate(flush);
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

export function errorFields(error: unknown) {
  return error instanceof Error
    ? { error: error.message, stack: error.stack }
    : { error: String(error) };
}
