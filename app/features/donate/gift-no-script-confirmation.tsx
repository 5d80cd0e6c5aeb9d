// The donor's recurring-gift page without JavaScript: the action answered { confirm } and the
// page asks here, in place of the dialog; confirming sends the same request again with confirm=yes.
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { RecurringGift } from "../../../server/modules/giving/index.server";
import { confirmation, type Intent } from "./gift-action-words";

export function GiftNoScriptConfirmation({
  asked,
  gift,
  token,
  busy,
}: {
  asked: { confirm: Intent; amount?: string; interval?: "month" | "year" };
  gift: RecurringGift;
  token: string;
  busy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [asked]);
  const words = confirmation(asked.confirm, gift, asked);
  return (
    <div
      role="region"
      aria-labelledby="confirm-heading"
      className="space-y-3 rounded-lg border p-4"
    >
      <h2 id="confirm-heading" ref={heading} tabIndex={-1} className="font-semibold">
        {words.title}
      </h2>
      <p className="text-sm">{words.text}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value={asked.confirm} />
          <input type="hidden" name="confirm" value="yes" />
          {asked.amount ? <input type="hidden" name="amount" value={asked.amount} /> : null}
          {asked.interval ? <input type="hidden" name="interval" value={asked.interval} /> : null}
          <Button
            type="submit"
            variant={asked.confirm === "cancel" ? "destructive" : "default"}
            disabled={busy}
          >
            {words.yes}
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to={`/donate/manage/${token}`}>{words.no}</Link>
        </Button>
      </div>
    </div>
  );
}
