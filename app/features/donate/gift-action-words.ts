// What the donor's recurring-gift page (manage-gift-page.tsx) says about each action: the
// question asked before it, in the dialog or the page's own confirmation, and the news after it.
import type { RecurringAction } from "../../../shared/schemas/recurring-gift";
import type { RecurringGift } from "../../../server/modules/giving/index.server";
import { formatCents } from "../../../shared/domain/money";
import { dollarsToCents } from "../../../shared/domain/money-input";

export type Intent = RecurringAction | "card";

/** What the action asks of the page (without JavaScript), or says it did. */
export type ManageOutcome =
  { confirm: Intent; amount?: string; interval?: "month" | "year" } | { done: Intent };

export const cadenceOf = (interval: "month" | "year" | null) =>
  interval === "year" ? "yearly" : "monthly";

/** What the donor is asked before each action. */
export function confirmation(
  intent: Intent,
  gift: RecurringGift,
  values: { amount?: string; interval?: "month" | "year" },
) {
  const current = `${formatCents(gift.amountCents)} ${cadenceOf(gift.interval)}`;
  switch (intent) {
    case "change": {
      const amount = formatCents(dollarsToCents(values.amount ?? "") ?? 0);
      const cadence = cadenceOf(values.interval ?? gift.interval);
      return {
        title: `Change your gift to ${amount} ${cadence}?`,
        text: `From your next payment on, ${amount} will be given ${cadence} instead of ${current}. Gifts already made do not change.`,
        yes: "Change Gift",
        no: "Keep It As It Is",
      };
    }
    case "card":
      return {
        title: "Update your card?",
        text: "You will go to our payment provider's secure page to enter a new card, then come back here.",
        yes: "Continue",
        no: "Not Now",
      };
    case "pause":
      return {
        title: "Pause your gift?",
        text: `No payments of ${current} will be taken while your gift is paused. You can resume it at any time on this page.`,
        yes: "Pause Gift",
        no: "Keep Giving",
      };
    case "resume":
      return {
        title: "Resume your gift?",
        text: `Your gift of ${current} will start again with the next payment.`,
        yes: "Resume Gift",
        no: "Stay Paused",
      };
    case "cancel":
      return {
        title: "Cancel your recurring gift?",
        text: `Cancelling stops your ${current} gift: no further payments will be taken. Gifts already made are not refunded. This can't be undone.`,
        yes: "Cancel Gift",
        no: "Keep My Gift",
      };
  }
}

/** What the donor is told once an action is done (the card's is the provider's page). */
export const DONE: Record<Intent, string> = {
  change: "Thank you! Your gift has been changed; the new amount applies from your next payment.",
  card: "",
  pause: "Your gift is paused. No payments will be taken until you resume it.",
  resume: "Your gift is active again. Thank you for your support.",
  cancel:
    "Your recurring gift has been cancelled. No further payments will be taken. Thank you for your support.",
};
