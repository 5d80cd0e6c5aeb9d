// What every action (public or back office) and every JSON resource loader does
// with its input and its refusals (STYLE §6, docs/decisions/009-back-office-actions.md):
// read the body, check it with the shared schema, and answer any AppError as
// `{ error: { code, message, issues? } }` with its status, never a 500.
import { data } from "react-router";
import type { z } from "zod";
import {
  AppError,
  badRequest,
  notFound,
  tooManyRequests,
  validationError,
} from "../../server/errors";
import type { ActionError } from "./action-result";

// The refusals route modules throw themselves (route modules reach server/ only
// through *.server.ts modules: docs/architecture.md "Layout").
export { AppError, notFound, tooManyRequests };
// The one reader of a JSON body (415 for another type, 400 for malformed JSON), shared
// with the Hono API: server/http/well-formed-json.ts.
export { readJsonBody } from "../../server/http/well-formed-json";

export type ErrorResult = ReturnType<typeof data<ActionError>>;

/** An AppError as the route's answer: its status and the error contract. */
export const errorResult = (error: AppError): ErrorResult =>
  data<ActionError>(error.toBody(), { status: error.status, headers: error.headers });

/**
 * Runs `run`; an AppError thrown inside (a refused input, a service's refusal)
 * becomes the error contract. Anything else is a real failure and is rethrown.
 */
export async function orErrorResult<T>(run: () => Promise<T>): Promise<T | ErrorResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return errorResult(error);
    throw error;
  }
}

/** `value` checked with a shared schema (STYLE §3); a refusal throws the 422 of `validationError`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A form's text fields (files are ignored); a body that is not a readable form is a 400. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest("The form could not be read.");
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}
