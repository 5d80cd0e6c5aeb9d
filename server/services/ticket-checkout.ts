// Starts the hosted checkout for a pending (held) registration.
import type { AppServices } from "../context";
import { AppError } from "../errors";
import type { CreatedRegistration } from "./registrations";

export async function startTicketCheckout(_services: AppServices, _created: CreatedRegistration): Promise<string> {
  // Wired to the payments module once it lands (issue #5 "Payments module").
  throw new AppError(503, "payments_unavailable", "Online payment is not available yet. Please try again later.");
}
