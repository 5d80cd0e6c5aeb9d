import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { ManageGiftPage } from "~/features/donate/manage-gift-page";
import { orErrorResult } from "~/lib/action-contract.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { cancelRecurringGift, getRecurringGift } from "~/lib/giving.server";
import type { Route } from "./+types/donate-manage";

export const meta = (args: MetaMatchesArgs) => [...pageMeta(args, "Your Recurring Gift"), { name: "robots", content: "noindex" }];

/**
 * The signed link from a recurring gift's receipt. With Stripe it opens the
 * customer portal (manage or cancel there); with the demo provider this page
 * offers the cancellation itself.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  const gift = await getRecurringGift(services, params.token);
  if (!gift) throw data(null, { status: 404 });
  const sameProvider = gift.provider === services.payments.name;
  if (gift.status === "active" && sameProvider && gift.customerId) {
    let portal: string | null = null;
    try {
      portal = await services.payments.customerPortalUrl(gift.customerId, `${services.env.PUBLIC_URL}/donate`);
    } catch (error) {
      // e.g. the customer portal is not configured in Stripe: offer the cancel button instead.
      services.log.error("customer portal unavailable", { error: error instanceof Error ? error.message : String(error) });
    }
    if (portal) throw redirect(portal);
  }
  return { gift, canCancel: sameProvider };
}

export async function action({ params, context }: Route.ActionArgs) {
  return orErrorResult(async () => {
    const gift = await cancelRecurringGift(context.services, params.token);
    if (!gift) throw data(null, { status: 404 });
    return { ok: true as const };
  });
}

export default function DonateManage({ loaderData, actionData }: Route.ComponentProps) {
  const requested = Boolean(actionData && "ok" in actionData);
  return <ManageGiftPage gift={loaderData.gift} canCancel={loaderData.canCancel} requested={requested} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "This Link Is Not Valid" : "Something went wrong"}</h1>
      <p className="text-muted-foreground">
        {notFound
          ? "Please use the link from your most recent donation receipt, or contact us for help."
          : "An unexpected error occurred. Please try again."}
      </p>
      <Link to="/" className="font-medium text-primary underline">
        Return to Home
      </Link>
    </section>
  );
}
