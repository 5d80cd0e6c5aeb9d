import { data } from "react-router";
import { AppError } from "../../server/errors";

// For actions that answer other failures with a message of their own (contact, donate).
export { AppError };

/** Turns a service's AppError into the action's error contract; rethrows anything else. */
export function actionError(error: unknown) {
  if (error instanceof AppError) return data(error.toBody(), { status: error.status });
  throw error;
}
