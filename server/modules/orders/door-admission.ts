// What every request of the door shares (DESIGN "Check-in",
// docs/decisions/014-check-in-sync.md): the event it is at, and whom it admits:
// the status a registration shows at the door, the words of a refusal, and the
// seats it brings. Permission: `door`.
import type { AppServices } from "../../context";
import type { DoorRegistration } from "../../../shared/schemas/check-in";
import { registrationSeats } from "../events/index.server";

export type DoorServices = Pick<AppServices, "db" | "secret">;

/** A registration's seats: quantity (not below 0) × seats_per_unit (default 1). */
export const SEATS = registrationSeats();

export type RegistrationState = {
  status: string;
  needsRefund: boolean;
  refundResolvedAt: Date | null;
  holdExpiresAt: Date | null;
};

/** What the door shows: admitted (`active`) or red with the reason. A lapsed hold reads `expired`. */
export function doorStatus(r: RegistrationState, now = new Date()): DoorRegistration["status"] {
  if (r.status === "active") return "active";
  if (r.needsRefund && !r.refundResolvedAt) return "needs-refund";
  if (r.status === "pending")
    return r.holdExpiresAt && r.holdExpiresAt > now ? "pending" : "expired";
  return r.status === "cancelled" ? "cancelled" : "expired";
}

export const REFUSALS: Record<Exclude<DoorRegistration["status"], "active">, string> = {
  pending: "This registration is not paid yet.",
  cancelled: "This registration was cancelled.",
  expired: "This registration expired before it was paid.",
  "needs-refund": "This payment came too late and is flagged for a refund.",
};
