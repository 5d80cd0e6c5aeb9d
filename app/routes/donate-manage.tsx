// docs/recurring-gifts.md "The donor's page": the signed link from a recurring gift's receipts,
// no login. The page is ours (the provider's pages only for the card). Every action is a POST
// from a button, never the GET of the link (mail scanners follow links), and is confirmed
// first: with JavaScript in a dialog, without it by a confirmation the action answers
// (a second POST with confirm=yes). Never cached: the token in the URL is the only key.
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { ManageOutcome } from "~/features/donate/gift-action-words";
import { ManageGiftPage } from "~/features/donate/manage-gift-page";
import { AppError, orErrorResult, parseInput, readForm } from "~/lib/action-contract.server";
import { noStoreHeaders } from "~/lib/http-cache.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import {
  cancelRecurringGift,
  getRecurringGift,
  changeRecurringGift,
  pauseRecurringGift,
  recurringGiftCardUrl,
  resumeRecurringGift,
} from "../../server/modules/giving/index.server";
import {
  RECURRING_ACTIONS,
  recurringChangeSchema,
  type RecurringAction,
} from "../../shared/schemas/recurring-gift";
import type { Route } from "./+types/donate-manage";

export const meta = (args: MetaMatchesArgs) => [
  ...pageMeta(args, "Your Recurring Gift"),
  { name: "robots", content: "noindex" },
];

export const headers = () => noStoreHeaders;

const notFoundPage = () => data(null, { status: 404, headers: noStoreHeaders });

export async function loader({ params, context }: Route.LoaderArgs) {
  const gift = await getRecurringGift(context.services, params.token);
  if (!gift) throw notFoundPage();
  return data({ gift }, { headers: noStoreHeaders });
}

const isAction = (value: string | undefined): value is RecurringAction =>
  (RECURRING_ACTIONS as readonly string[]).includes(value ?? "");

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const token = params.token;
  // A link that is not genuine is the site's 404 page, for a POST as for the GET.
  if (!(await getRecurringGift(services, token))) throw notFoundPage();
  const provider = { url: null as string | null };
  const result = await orErrorResult(async (): Promise<ManageOutcome> => {
    const values = await readForm(request);
    const intent =
      values.intent === "card" ? "card" : isAction(values.intent) ? values.intent : null;
    if (!intent) throw new AppError(400, "bad_request", "Unknown request.");
    // Checked before the confirmation too: a bad amount is refused at once, and nothing is written.
    const change = intent === "change" ? parseInput(recurringChangeSchema, values) : null;
    if (values.confirm !== "yes") {
      return {
        confirm: intent,
        ...(change ? { amount: values.amount!.trim(), interval: change.interval } : {}),
      };
    }
    switch (intent) {
      case "change":
        await changeRecurringGift(services, token, change!);
        return { done: "change" };
      case "pause":
        await pauseRecurringGift(services, token);
        return { done: "pause" };
      case "resume":
        await resumeRecurringGift(services, token);
        return { done: "resume" };
      case "cancel":
        await cancelRecurringGift(services, token);
        return { done: "cancel" };
      case "card":
        provider.url = await recurringGiftCardUrl(services, token);
        return { done: "card" };
    }
  });
  if (provider.url) throw redirect(provider.url);
  return result;
}

export default function DonateManage({ loaderData, actionData, params }: Route.ComponentProps) {
  return <ManageGiftPage gift={loaderData.gift} token={params.token} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? "This Link Is Not Valid" : "Something went wrong"}
      </h1>
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
