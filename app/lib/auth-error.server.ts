import { APIError } from "better-auth/api";
import { AppError } from "../../server/errors";

/** The message Better Auth gives for a failed sign-in or sign-up, fit to show. */
export function authErrorMessage(error: unknown) {
  if (error instanceof APIError) {
    return error.body?.message ?? error.message ?? "Please try again.";
  }
  return "Something went wrong. Please try again.";
}

/**
 * A failed sign-in or sign-up as the form's error; our own refusals (the
 * throttle's 429, the hashing gate's 503: server/auth/) are rethrown to keep
 * their status and headers.
 */
export function authFailure(error: unknown, code: "sign_in_failed" | "sign_up_failed") {
  if (error instanceof AppError) throw error;
  return { error: { code, message: authErrorMessage(error) } };
}
