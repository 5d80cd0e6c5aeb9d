// docs/payments.md "Donations": the page a receipt's link opens — see and cancel a recurring gift
// without logging in. Cancelling is a POST from a button, never the GET of
// the link itself (mail scanners and link previews follow links).
import { HeartHandshake } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { formatCents } from "../../../shared/domain/money";
import { useSite } from "~/lib/site";
import type { RecurringGift } from "../../../server/services/giving/donations";

export function ManageGiftPage({
  gift,
  canCancel,
  requested,
}: {
  gift: RecurringGift;
  canCancel: boolean;
  /** Cancelled through a provider that confirms later by webhook (Stripe). */
  requested: boolean;
}) {
  const site = useSite();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const cadence = gift.interval === "year" ? "yearly" : "monthly";
  const active = gift.status === "active";
  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <HeartHandshake aria-hidden="true" className="size-10 text-accent" />
          <h1 className="text-2xl font-bold">Your Recurring Gift</h1>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="font-semibold">
              {formatCents(gift.amountCents)} {cadence}
            </dd>
            <dt className="text-muted-foreground">Designation</dt>
            <dd>{gift.designation}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={active ? "success" : "secondary"}>{active ? "Active" : "Cancelled"}</Badge>
            </dd>
          </dl>
          {active && requested ? (
            <p role="status" className="text-sm">
              Your cancellation has been sent to our payment provider. No further payments will be taken once it is
              confirmed, usually within a minute.
            </p>
          ) : null}
          {active && canCancel && !requested ? (
            <Form method="post" className="space-y-3">
              <p className="text-sm text-muted-foreground">
                Cancelling stops future payments. Gifts already made are not refunded.
              </p>
              <Button type="submit" variant="destructive" className="w-full" disabled={busy}>
                {busy ? "Cancelling..." : "Cancel Recurring Gift"}
              </Button>
            </Form>
          ) : null}
          {!active ? (
            <p role="status" className="text-sm">
              Your {cadence} gift has been cancelled. No further payments will be taken. Thank you for your support.
            </p>
          ) : null}
          {active && !canCancel ? (
            <p className="text-sm text-muted-foreground">
              To change or cancel this gift, please contact us at {site.email}.
            </p>
          ) : null}
          <div className="text-center">
            <Link to="/" className="text-sm font-medium text-primary underline">
              Back to {site.name}
            </Link>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
