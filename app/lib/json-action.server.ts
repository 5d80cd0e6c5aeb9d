// Event back-office actions take JSON bodies (fetcher.submit with
// encType "application/json": booleans, numbers and guest lists travel as
// they are), check them with the shared schema and hand every refusal back
// as the error contract of STYLE §6 — data, never a 500 or a thrown response.
import { data } from "react-router";
import { z } from "zod";
import { AppError } from "../../server/errors";
import { isJsonContentType } from "../../server/http/json-only";
import type { ActionError } from "./action-result";

export type JsonBody = Record<string, unknown>;
type Failure = ReturnType<typeof data<ActionError>>;

export function failure(status: number, code: string, message: string, issues?: ActionError["error"]["issues"]) {
  return data<ActionError>({ error: { code, message, ...(issues ? { issues } : {}) } }, { status });
}

/** The JSON object sent, or null when the body is not one. */
export async function readJsonBody(request: Request): Promise<JsonBody | null> {
  // Never parse a form or text/plain body as JSON: that is what a cross-site form sends (issue 9 §2).
  if (!isJsonContentType(request.headers.get("content-type"))) return null;
  try {
    const value: unknown = await request.json();
    return value && typeof value === "object" && !Array.isArray(value) ? (value as JsonBody) : null;
  } catch {
    return null;
  }
}

/** Issue 9 §2: a body that is not JSON at all is a 415 (no cross-site form can send JSON); bad JSON a 400. */
export const unreadable = (request?: Request) =>
  request && !isJsonContentType(request.headers.get("content-type"))
    ? failure(415, "unsupported_media_type", "Please send the request as JSON.")
    : failure(400, "bad_request", "The form could not be read.");
export const unknownIntent = () => failure(400, "bad_request", "Unknown action.");

export function check<S extends z.ZodType>(schema: S, value: unknown): { values: z.infer<S> } | { failure: Failure } {
  const result = schema.safeParse(value);
  if (result.success) return { values: result.data };
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  return { failure: failure(422, "validation_failed", issues[0]?.message ?? "Invalid input", issues) };
}

const uuid = z.uuid();
/** An id from the URL or the body: a UUID, else null (Postgres would refuse to compare it). */
export const asUuid = (value: unknown) => (uuid.safeParse(value).success ? (value as string) : null);

export const notFoundFailure = (message = "Not found.") => failure(404, "not_found", message);

/** Runs a service call; an AppError becomes the error contract with its status. */
export async function attempt<T>(run: () => Promise<T>): Promise<T | Failure> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return failure(error.status, error.code, error.message, error.issues);
    throw error;
  }
}
