// docs/recurring-gifts.md "The donor's page": a recurring gift seen and changed from its
// receipt's link, without logging in. Every action is a form POST (SPEC: forms work without
// JavaScript) confirmed first: with JavaScript in a dialog that then sends confirm=yes
// (use-gift-actions.ts); without it, the action answers { confirm } and this page shows the
// confirmation as a form (gift-no-script-confirmation.tsx).
import { HeartHandshake } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { isActionError, type ActionError } from "~/lib/action-result";
import { useSite } from "~/lib/site";
import type { RecurringGift } from "../../../server/modules/giving/index.server";
import { GiftActionButtons } from "./gift-action-buttons";
import { cadenceOf, DONE, type ManageOutcome } from "./gift-action-words";
import { GiftChangeForm } from "./gift-change-form";
import { GiftNoScriptConfirmation } from "./gift-no-script-confirmation";
import { GiftPaymentHistory } from "./gift-payment-history";
import { GiftSummary } from "./gift-summary";
import { useGiftActions } from "./use-gift-actions";

type Result = ManageOutcome | ActionError | undefined;

export function ManageGiftPage({
  gift,
  token,
  result,
}: {
  gift: RecurringGift;
  token: string;
  result: Result;
}) {
  const site = useSite();
  const actions = useGiftActions(gift);
  const { busy, dialog, pending } = actions;
  const asked = result && "confirm" in result ? result : null;

  const error = isActionError(result) ? result.error : null;
  const amountError =
    actions.clientError ??
    error?.issues?.find((i) => i.path === "amount" || i.path === "interval")?.message;
  const done = result && "done" in result ? DONE[result.done] : null;
  const open = gift.status !== "cancelled";
  const manageable = open && gift.canManage;

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <HeartHandshake aria-hidden="true" className="size-10 text-accent" />
          <h1 className="text-2xl font-bold">Your Recurring Gift</h1>
        </CardHeader>
        <CardContent className="space-y-6">
          {error && !amountError ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
            >
              {error.message}
            </p>
          ) : null}
          {done ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              {done}
              {gift.provider === "stripe" && result && "done" in result && result.done !== "card"
                ? " It can take a minute to show on this page."
                : null}
            </p>
          ) : null}
          {gift.status === "past_due" ? (
            <p
              role="alert"
              className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
            >
              Your last payment did not go through. Please update your card so your gift can
              continue.
            </p>
          ) : null}
          <GiftSummary gift={gift} />

          {asked ? (
            <GiftNoScriptConfirmation asked={asked} gift={gift} token={token} busy={busy} />
          ) : null}

          {!open ? (
            <p className="text-sm">
              Your {cadenceOf(gift.interval)} gift has been cancelled. No further payments will be
              taken. Thank you for your support.
            </p>
          ) : null}
          {open && !gift.canManage ? (
            <p className="text-sm text-muted-foreground">
              To change or cancel this gift, please contact us at {site.email}.
            </p>
          ) : null}
        </CardContent>
      </Card>

      {manageable && !asked ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Change your gift</h2>
          </CardHeader>
          <CardContent className="space-y-6">
            <GiftChangeForm
              gift={gift}
              busy={busy}
              amountError={amountError}
              onSubmit={actions.ask("change")}
            />
            <GiftActionButtons gift={gift} busy={busy} ask={actions.ask} />
          </CardContent>
        </Card>
      ) : null}

      {gift.history.length > 0 ? <GiftPaymentHistory payments={gift.history} /> : null}

      <div className="text-center">
        <Link to="/" className="text-sm font-medium text-primary underline">
          Back to {site.name}
        </Link>
      </div>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => (next ? null : actions.dismiss())}
        title={dialog?.title ?? ""}
        description={dialog?.text ?? ""}
        cancelLabel={dialog?.no}
        confirmLabel={dialog?.yes ?? ""}
        busyLabel="Please wait..."
        variant={pending?.intent === "cancel" ? "destructive" : "default"}
        onConfirm={actions.confirm}
        busy={busy}
      />
    </section>
  );
}
