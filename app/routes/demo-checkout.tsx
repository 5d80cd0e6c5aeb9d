import { data, redirect } from "react-router";
import { DemoCheckoutPage, type DemoCheckoutView } from "~/features/checkout/demo-checkout-page";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { dispatchPaymentEvent } from "../../server/modules/payment-events/index.server";
import {
  isDemoProvider,
  isDemoSessionExpired,
  successUrlFor,
} from "../../server/core/index.server";
import type { Route } from "./+types/demo-checkout";

export const meta = (args: MetaMatchesArgs) => [
  ...pageMeta(args, "Checkout (test mode)"),
  { name: "robots", content: "noindex" },
];

function demoProvider(context: Route.LoaderArgs["context"]) {
  const { payments } = context.services;
  if (!isDemoProvider(payments)) throw data(null, { status: 404 });
  return payments;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = await demoProvider(context).getSession(params.sessionId);
  if (!session) throw data(null, { status: 404 });
  const view: DemoCheckoutView = {
    id: session.id,
    mode: session.mode,
    status: isDemoSessionExpired(session) ? "expired" : session.status,
    description: session.description,
    lineItems: session.lineItems,
    amountCents: session.amountCents,
    interval: session.interval,
    customerEmail: session.customerEmail,
    successUrl: successUrlFor(session),
    cancelUrl: session.cancelUrl,
  };
  return { session: view };
}

/** 'Pay' and 'Cancel' produce the provider event a Stripe webhook would, through the same dispatcher. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const demo = demoProvider(context);
  const intent = (await request.formData().catch(() => null))?.get("intent");
  if (intent !== "pay" && intent !== "cancel") {
    return data(
      { error: { code: "bad_request", message: "Choose Pay or Cancel." } },
      { status: 400 },
    );
  }
  const result =
    intent === "pay" ? await demo.pay(params.sessionId) : await demo.cancel(params.sessionId);
  if (!result) throw data(null, { status: 404 });
  if (result.event) await dispatchPaymentEvent(context.services, result.event);
  return redirect(result.redirectTo);
}

export default function DemoCheckout({ loaderData }: Route.ComponentProps) {
  return <DemoCheckoutPage session={loaderData.session} />;
}
