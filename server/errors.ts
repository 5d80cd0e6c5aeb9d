// The one error contract (STYLE §6): services throw these; the API's onError
// and the route actions turn them into { error: { code, message, issues? } }.
import type { core } from "zod";

export type ErrorIssue = { path: string; message: string };
export type ErrorBody = { error: { code: string; message: string; issues?: ErrorIssue[] } };

/**
 * Production runs two bundles of server code (dist/server.js and React Router's
 * server build, docs/architecture.md "One app, two hosts"), each with its own
 * copy of this class: an AppError thrown under Better Auth (server bundle) and
 * caught in an action (route bundle) must still be recognised, so `instanceof`
 * checks a brand shared through the global symbol registry.
 */
const APP_ERROR = Symbol.for("homefront.app-error");

export class AppError extends Error {
  readonly [APP_ERROR] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && APP_ERROR in value;
  }

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
    /** Response headers the refusal needs (e.g. Retry-After on a 503). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
      },
    };
  }
}

export const badRequest = (message: string) => new AppError(400, "bad_request", message);
export const unauthorized = () => new AppError(401, "unauthorized", "Please sign in to continue.");
export const forbidden = () =>
  new AppError(403, "forbidden", "You don't have permission to access this area.");
export const notFound = (message = "Not found.") => new AppError(404, "not_found", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
/** A body that is not JSON where only JSON is read (docs/security.md §2). */
export const unsupportedMediaType = () =>
  new AppError(415, "unsupported_media_type", "Please send the request as JSON.");
export const tooManyRequests = (message: string) => new AppError(429, "rate_limited", message);
/** Too much work in flight (e.g. password hashing, docs/security.md §5): try again after `retryAfterS`. */
export const serverBusy = (retryAfterS: number) =>
  new AppError(
    503,
    "server_busy",
    "The server is busy. Please try again in a few seconds.",
    undefined,
    {
      "Retry-After": String(retryAfterS),
    },
  );

/**
 * The one mapping of a schema's refusal to the error contract (STYLE §6): a 422
 * `validation_failed` whose message is the first issue's (or `message`) and
 * whose issues name each field by its dotted path. Services throw it; actions
 * answer it through `parseInput` (app/lib/action-contract.server.ts).
 */
export function validationError(
  error: core.$ZodError,
  message = error.issues[0]?.message ?? "Invalid input",
) {
  return new AppError(
    422,
    "validation_failed",
    message,
    error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}
