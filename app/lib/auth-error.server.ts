import { APIError } from "better-auth/api";

/** The message Better Auth gives for a failed sign-in or sign-up, fit to show. */
export function authErrorMessage(error: unknown) {
  if (error instanceof APIError) {
    return error.body?.message ?? error.message ?? "Please try again.";
  }
  return "Something went wrong. Please try again.";
}
