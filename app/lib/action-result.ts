// What an action hands back to its form on a refusal: the error contract of
// STYLE §6, typed once in server/errors.ts.
import type { ErrorBody } from "../../server/errors";

export type ActionError = ErrorBody;

export function isActionError(value: unknown): value is ActionError {
  return typeof value === "object" && value !== null && "error" in value;
}
