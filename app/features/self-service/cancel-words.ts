// What the buyer is told before and after cancelling, by the event's refund policy
// (docs/decisions/017-self-service-and-waitlist.md).
import { formatCents } from "../../../shared/domain/money";
import type { OwnRegistration } from "../../../server/modules/orders/index.server";

export function cancelWords(view: OwnRegistration) {
  const paid = formatCents(view.registration.totalCents);
  switch (view.policy.refund) {
    case "free":
      return {
        before: "Your seats will be released for someone else.",
        after: "Your registration has been cancelled and your seats released.",
      };
    case "refunded":
      return {
        before: `Your seats will be released and your payment of ${paid} refunded.`,
        after: `Your registration has been cancelled. Your payment of ${paid} will be refunded to your card; this can take a few business days.`,
      };
    case "not refunded":
      return {
        before: `Your seats will be released. This event's tickets are not refunded: your payment of ${paid} will not be paid back.`,
        after:
          "Your registration has been cancelled and your seats released. As this event's policy says, your payment is not refunded.",
      };
  }
}
