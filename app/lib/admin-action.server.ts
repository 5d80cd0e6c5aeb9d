// Back-office actions (STYLE §6): read the body (JSON or a form), check it with
// the shared schema, call a service, and hand the error contract back as data
// (never a 500) so the page can toast the message.
import { data } from "react-router";
import type { z } from "zod";
import { AppError } from "../../server/errors";
import type { ActionError } from "./action-result";

type Body = Record<string, unknown>;
type Failure = ReturnType<typeof data<ActionError>>;

export function actionError(
  status: number,
  code: string,
  message: string,
  issues?: ActionError["error"]["issues"],
) {
  return data<ActionError>({ error: { code, message, ...(issues ? { issues } : {}) } }, { status });
}

/** The submitted fields, from `application/json` or a form; null when unreadable. */
export async function readBody(request: Request): Promise<Body | null> {
  try {
    if (request.headers.get("content-type")?.includes("application/json")) {
      const value: unknown = await request.json();
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Body) : null;
    }
    const form = await request.formData();
    const values: Body = {};
    for (const [key, value] of form) if (typeof value === "string") values[key] = value;
    return values;
  } catch {
    return null;
  }
}

export const unreadableBody = () => actionError(400, "bad_request", "The form could not be read.");

export function validate<S extends z.ZodType>(
  schema: S,
  body: Body,
): { values: z.infer<S>; failure?: never } | { values?: never; failure: Failure } {
  const result = schema.safeParse(body);
  if (result.success) return { values: result.data };
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return {
    failure: actionError(422, "validation_failed", issues[0]?.message ?? "Invalid input", issues),
  };
}

/** Runs a service call; an AppError becomes the error contract with its status. */
export async function orFailure<T>(run: () => Promise<T>): Promise<T | Failure> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError)
      return actionError(error.status, error.code, error.message, error.issues);
    throw error;
  }
}

export const unknownIntent = () => actionError(400, "bad_request", "Unknown action.");

/**
 * A back-office page's one action: reads the body and runs the handler of its
 * `intent`; an unreadable body or an unknown intent is a 400.
 */
export async function intentAction<H extends Record<string, (body: Body) => Promise<unknown>>>(
  request: Request,
  handlers: H,
): Promise<Awaited<ReturnType<H[keyof H]>> | Failure> {
  const body = await readBody(request);
  if (!body) return unreadableBody();
  const { intent } = body;
  if (typeof intent !== "string" || !Object.hasOwn(handlers, intent)) return unknownIntent();
  return (await handlers[intent]!(body)) as Awaited<ReturnType<H[keyof H]>>;
}

/** Checks the body with `schema`, then runs the service call on its values; an AppError becomes the error contract. */
export async function withValues<S extends z.ZodType, T>(
  schema: S,
  body: Body,
  run: (values: z.infer<S>) => Promise<T>,
): Promise<T | Failure> {
  const { values, failure } = validate(schema, body);
  if (failure) return failure;
  return orFailure(() => run(values));
}
