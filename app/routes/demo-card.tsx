// docs/recurring-gifts.md "Demo": the demo provider's stand-in for Stripe's "update payment
// method" page. Nothing is asked for or stored; Save returns to the gift's page, as the portal does.
import { CreditCard, FlaskConical } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { isDemoProvider } from "../../server/core/index.server";
import type { Route } from "./+types/demo-card";

export const meta = (args: MetaMatchesArgs) => [
  ...pageMeta(args, "Update card (test mode)"),
  { name: "robots", content: "noindex" },
];

/** Only back to a gift's own page on this site: never an open redirect. */
function returnPath(request: Request) {
  const back = new URL(request.url).searchParams.get("return") ?? "";
  return /^\/donate\/manage\/[\w.-]+$/.test(back) ? back : "/";
}

async function subscription({ params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { payments } = context.services;
  if (!isDemoProvider(payments)) throw data(null, { status: 404 });
  const session = await payments.getSubscriptionSession(params.subscriptionId);
  if (!session || session.subscriptionCancelledAt) throw data(null, { status: 404 });
  return session;
}

export async function loader(args: Route.LoaderArgs) {
  const session = await subscription(args);
  return {
    description: session.description,
    customerEmail: session.customerEmail,
    back: returnPath(args.request),
  };
}

export async function action(args: Route.ActionArgs) {
  await subscription(args);
  return redirect(returnPath(args.request));
}

export default function DemoCard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className="mx-auto max-w-lg space-y-6 px-4 py-16">
      <div
        role="note"
        className="flex items-start gap-3 rounded-lg border-2 border-dashed border-warning bg-warning/10 p-4 text-sm"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <p>
          <strong className="block text-base">Test mode: update card</strong>
          This stands in for the payment provider's secure card page. No card details are asked for
          or stored.
        </p>
      </div>
      <Card>
        <CardHeader className="items-center text-center">
          <CreditCard aria-hidden="true" className="size-10 text-accent" />
          <h1 className="text-2xl font-bold">Update Your Card</h1>
          <p className="text-sm text-muted-foreground">{loaderData.description}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          {loaderData.customerEmail ? (
            <p className="text-center text-sm">Card on file for {loaderData.customerEmail}</p>
          ) : null}
          <Form method="post">
            <Button type="submit" className="w-full" disabled={saving}>
              {saving ? "Saving..." : "Save"}
            </Button>
          </Form>
          <p className="text-center text-sm">
            <a href={loaderData.back} className="font-medium text-primary underline">
              Go back without saving
            </a>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
