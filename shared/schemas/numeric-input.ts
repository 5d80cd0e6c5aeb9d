// Number fields of the back-office forms arrive as numbers from the browser
// (the inputs normalise them, SPEC §5) but a request can carry anything: a
// numeric string is read as its number, a blank one as `blank`, and anything
// else fails with the field's own message instead of being guessed at.
import { z } from "zod";

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)$/;

export function numericInput(message: string, blank?: number) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = value.trim();
    if (text === "") return blank;
    return NUMERIC.test(text) ? Number(text) : value;
  }, z.number({ message }));
}

/** What a number input shows turned into a number, or `fallback` when it is not one (SPEC §5). */
export function numberOr(raw: unknown, fallback: number) {
  const value = typeof raw === "number" ? raw : Number(String(raw ?? "").trim());
  return typeof raw === "string" && raw.trim() === ""
    ? fallback
    : Number.isFinite(value)
      ? value
      : fallback;
}
