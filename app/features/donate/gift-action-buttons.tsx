// Update the card, pause or resume, cancel: one form with one button each, so every action
// is a POST without JavaScript too.
import type { FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { RecurringGift } from "../../../server/modules/giving/index.server";
import type { Intent } from "./gift-action-words";

export function GiftActionButtons({
  gift,
  busy,
  ask,
}: {
  gift: RecurringGift;
  busy: boolean;
  /** The submit handler of an action's form (use-gift-actions.ts). */
  ask: (intent: Intent) => (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Form method="post" onSubmit={ask("card")}>
        <input type="hidden" name="intent" value="card" />
        <Button
          type="submit"
          variant={gift.status === "past_due" ? "default" : "outline"}
          disabled={busy}
        >
          Update Card
        </Button>
      </Form>
      {gift.status === "paused" ? (
        <Form method="post" onSubmit={ask("resume")}>
          <input type="hidden" name="intent" value="resume" />
          <Button type="submit" variant="outline" disabled={busy}>
            Resume Gift
          </Button>
        </Form>
      ) : (
        <Form method="post" onSubmit={ask("pause")}>
          <input type="hidden" name="intent" value="pause" />
          <Button type="submit" variant="outline" disabled={busy}>
            Pause Gift
          </Button>
        </Form>
      )}
      <Form method="post" onSubmit={ask("cancel")}>
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="destructive" disabled={busy}>
          Cancel Recurring Gift
        </Button>
      </Form>
    </div>
  );
}
