// The one schema field for money a person typed: shared/domain/money.ts parses it,
// the field applies its own bounds and messages (SPEC §5) to the cents. Written with
// zod "mini" because /donate's first load carries it (docs/decisions/012-first-load-on-a-phone.md);
// the back-office schemas' classic objects take it as a field all the same.
import * as z from "zod/mini";
import { MONEY_FORMAT_MESSAGE, parseMoney, type MoneyProblem } from "../domain/money-input";

export type MoneyRules = {
  /** Cents a blank or missing value stands for (SPEC §5 "Empty numeric inputs become 0"); absent: refused. */
  blank?: number | null;
  /** Smallest cents accepted (default 0) and largest. */
  min?: number;
  max: number;
  messages: {
    /** Not an amount at all ("abc", "1e3"), or blank where blank is refused: the field's own message. */
    invalid: string;
    /** A sign; defaults to `min`, then `invalid`. */
    negative?: string;
    /** When set, 0 is refused with it. */
    zero?: string;
    /** Below `min`; defaults to `invalid`. */
    min?: string;
    /** Above `max`; defaults to `invalid`. */
    max?: string;
    /** More than two decimals, a misplaced comma: MONEY_FORMAT_MESSAGE unless the field had its own. */
    decimals?: string;
    grouping?: string;
  };
};

export type MoneyCheck = { ok: true; cents: number | null } | { ok: false; message: string };

function refusal(problem: MoneyProblem, { messages }: MoneyRules) {
  switch (problem) {
    case "empty":
    case "invalid":
      return messages.invalid;
    case "negative":
      return messages.negative ?? messages.min ?? messages.invalid;
    case "tooLarge":
      return messages.max ?? messages.invalid;
    case "decimals":
      return messages.decimals ?? MONEY_FORMAT_MESSAGE;
    case "grouping":
      return messages.grouping ?? MONEY_FORMAT_MESSAGE;
  }
}

/** A value from a form or a JSON body checked against a field's rules; for schemas that check an amount only sometimes. */
export function checkMoney(value: unknown, rules: MoneyRules): MoneyCheck {
  const blank =
    value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  if (blank && rules.blank !== undefined) return { ok: true, cents: rules.blank };
  if (typeof value !== "string" && typeof value !== "number") {
    return { ok: false, message: rules.messages.invalid };
  }
  const parsed = parseMoney(value);
  if (!parsed.ok) return { ok: false, message: refusal(parsed.problem, rules) };
  const { cents } = parsed;
  const { messages } = rules;
  if (cents === 0 && messages.zero) return { ok: false, message: messages.zero };
  if (cents < (rules.min ?? 0)) return { ok: false, message: messages.min ?? messages.invalid };
  if (cents > rules.max) return { ok: false, message: messages.max ?? messages.invalid };
  return { ok: true, cents };
}

/** A schema field: dollars as typed (or a number) in, whole cents out; `null` only where `blank` is null. */
export function moneyCents<const Rules extends MoneyRules>(rules: Rules) {
  return z.pipe(
    z.optional(z.union([z.string(), z.number(), z.null()], { message: rules.messages.invalid })),
    z.transform((value, ctx) => {
      const checked = checkMoney(value, rules);
      if (!checked.ok) {
        ctx.issues.push({ code: "custom", message: checked.message, input: value });
        return z.NEVER;
      }
      return checked.cents as Rules extends { blank: null } ? number | null : number;
    }),
  );
}
