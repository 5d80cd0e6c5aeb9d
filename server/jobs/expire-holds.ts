// Holds stop counting the moment they lapse (decision 004); this tidies their status
// for the back office's view and offers their seats to the waitlist (decision 017).
import type { AppServices } from "../context";
import type { Job } from "../core/index.server";
import { expireLapsedHolds } from "../modules/orders/index.server";

export function expireHoldsJob(services: AppServices): Job {
  return {
    label: "hold sweep",
    everyMs: 60_000,
    run: () => expireLapsedHolds(services.db, new Date(), services),
  };
}
