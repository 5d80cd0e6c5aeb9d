// With JavaScript, each action of the donor's recurring-gift page is asked in a dialog first
// (docs/recurring-gifts.md "The donor's page"): its form opens the dialog instead of posting,
// and the dialog posts the same values with confirm=yes.
import { useEffect, useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import { recurringChangeSchema } from "../../../shared/schemas/recurring-gift";
import type { RecurringGift } from "../../../server/modules/giving/index.server";
import { confirmation, type Intent } from "./gift-action-words";

export function useGiftActions(gift: RecurringGift) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [pending, setPending] = useState<{ intent: Intent; values: Record<string, string> } | null>(
    null,
  );
  const [clientError, setClientError] = useState<string | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") setPending(null);
  }, [navigation.state]);

  /** The form's submit handler: opens the dialog instead of posting. */
  function ask(intent: Intent) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const values = Object.fromEntries(
        [...new FormData(event.currentTarget)].filter(
          (e): e is [string, string] => typeof e[1] === "string",
        ),
      );
      if (intent === "change") {
        const parsed = recurringChangeSchema.safeParse(values);
        if (!parsed.success) {
          setClientError(parsed.error.issues[0]?.message ?? "Please check the amount.");
          return;
        }
      }
      setClientError(null);
      setPending({ intent, values });
    };
  }

  return {
    busy,
    ask,
    /** The change form's own message, before anything is posted. */
    clientError,
    /** The action being asked about, and the dialog's words for it. */
    pending,
    dialog: pending ? confirmation(pending.intent, gift, pending.values) : null,
    dismiss: () => setPending(null),
    confirm: () => submit({ ...pending!.values, confirm: "yes" }, { method: "post" }),
  };
}
