// "Can't come?": the buyer cancels the whole order (decision 018) within the event's policy,
// behind a confirmation dialog that names what is given up; after the cutoff, who to ask.
import { useEffect, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { useSite } from "~/lib/site";
import { formatDateTime, formatLongDate } from "../../../shared/domain/dates";
import type { OwnRegistration } from "../../../server/modules/orders/index.server";
import { cancelWords } from "./cancel-words";

export function CancelRegistrationCard({ view, busy }: { view: OwnRegistration; busy: boolean }) {
  const site = useSite();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (navigation.state === "idle") setConfirming(false);
  }, [navigation.state]);
  const { registration, event, policy } = view;
  const words = cancelWords(view);
  // Decision 018: Cancel cancels every line the order holds now.
  const ticketsWord = view.lines
    .filter((line) => line.status === registration.status)
    .map((line) => `${line.quantity} × ${line.ticketTypeName}`)
    .join(", ");

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Can't come?</h2>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {policy.canCancel ? (
          <>
            <p className="text-muted-foreground">
              You can cancel online until {formatDateTime(policy.cancelUntil!)}. {words.before}
            </p>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={<Button variant="destructive">Cancel Registration</Button>}
              title="Cancel your registration?"
              description={
                <>
                  {event.title}, {formatLongDate(event.startsAt)}: {ticketsWord}. {words.before}{" "}
                  This can't be undone.
                </>
              }
              cancelLabel="Keep Registration"
              confirmLabel="Cancel Registration"
              busyLabel="Cancelling..."
              onConfirm={() => submit({ intent: "cancel" }, { method: "post" })}
              busy={busy}
            />
          </>
        ) : (
          <p className="text-muted-foreground">
            {policy.cancelUntil
              ? `Online cancellation closed on ${formatDateTime(policy.cancelUntil)}.`
              : "This event's tickets can't be cancelled online."}{" "}
            Please contact us at {site.email} if you can't attend.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
