// The demo provider's hosted checkout (DESIGN "Payments": `demo`): organisation,
// order summary, amount, 'Pay' and 'Cancel' — clearly test mode, no card fields.
import { FlaskConical, ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { formatCents } from "../../../shared/domain/money";
import { useSite } from "~/lib/site";

export type DemoCheckoutView = {
  id: string;
  mode: "payment" | "subscription";
  status: "open" | "complete" | "expired";
  description: string;
  lineItems: { name: string; description?: string; unitAmountCents: number; quantity: number }[];
  amountCents: number;
  interval: "month" | "year" | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
};

function TestModeBanner() {
  const site = useSite();
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border-2 border-dashed border-warning bg-warning/10 p-4 text-sm"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <p>
        <strong className="block text-base">Test mode — no money moves</strong>
        This is {site.name}'s demo checkout. No card details are asked for and nothing is charged;
        paying here records the order exactly as a real payment would.
      </p>
    </div>
  );
}

export function DemoCheckoutPage({ session }: { session: DemoCheckoutView }) {
  const site = useSite();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const intent = navigation.formData?.get("intent");
  const per = session.interval ? ` / ${session.interval}` : "";

  return (
    <section className="mx-auto max-w-lg space-y-6 px-4 py-12">
      <TestModeBanner />
      <Card>
        <CardHeader>
          <p className="text-sm text-muted-foreground">Pay {site.legalName}</p>
          <h1 className="text-3xl font-bold">
            {formatCents(session.amountCents)}
            {per ? <span className="text-lg font-normal text-muted-foreground">{per}</span> : null}
          </h1>
        </CardHeader>
        <CardContent className="space-y-6">
          <div>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              Order summary
            </h2>
            <ul className="divide-y rounded-md border">
              {session.lineItems.map((item, i) => (
                <li key={i} className="flex justify-between gap-4 p-3 text-sm">
                  <span>
                    <span className="block font-medium">{item.name}</span>
                    {item.description ? (
                      <span className="block text-muted-foreground">{item.description}</span>
                    ) : null}
                    <span className="block text-muted-foreground">
                      {item.quantity} × {formatCents(item.unitAmountCents)}
                    </span>
                  </span>
                  <span className="font-medium">
                    {formatCents(item.unitAmountCents * item.quantity)}
                  </span>
                </li>
              ))}
              <li className="flex justify-between p-3 font-semibold">
                <span>
                  {session.mode === "subscription"
                    ? `Total due today, then every ${session.interval}`
                    : "Total due"}
                </span>
                <span>{formatCents(session.amountCents)}</span>
              </li>
            </ul>
            {session.customerEmail ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Receipt to {session.customerEmail}
              </p>
            ) : null}
          </div>

          {session.status === "open" ? (
            <Form method="post" className="flex flex-col gap-3">
              <Button type="submit" name="intent" value="pay" size="lg" disabled={submitting}>
                {submitting && intent === "pay"
                  ? "Processing..."
                  : `Pay ${formatCents(session.amountCents)}`}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="cancel"
                variant="outline"
                disabled={submitting}
              >
                Cancel
              </Button>
            </Form>
          ) : session.status === "complete" ? (
            <div role="status" className="space-y-3 text-center">
              <p>This checkout has already been paid.</p>
              <Button asChild>
                <a href={session.successUrl}>Continue</a>
              </Button>
            </div>
          ) : (
            <div role="status" className="space-y-3 text-center">
              <p>This checkout has expired. Nothing was charged.</p>
              <Button asChild variant="outline">
                <a href={session.cancelUrl}>Return to {site.name}</a>
              </Button>
            </div>
          )}
          <p className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4" /> Demo payments by {site.name}
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
