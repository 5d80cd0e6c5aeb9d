import { AppError } from "../errors";

/** The status and message a service refused with (an AppError); fails when it did not refuse. */
export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}
