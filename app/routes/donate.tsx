import { data } from "react-router";
import { DonatePage } from "~/features/donate/donate-page";
import type { DonateActionData } from "~/features/donate/use-donation-form";
import { orErrorResult, readForm } from "~/lib/action-contract.server";
import { publicCacheHeaders } from "~/lib/http-cache.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import {
  createDonationCheckout,
  getDonatePageData,
} from "../../server/modules/giving/index.server";
import { donationToasts } from "../../shared/schemas/donations";
import type { Route } from "./+types/donate";

export const meta = (args: MetaMatchesArgs) =>
  pageMeta(
    args,
    "Donate",
    "Give once or every month to support military members, their families and veterans.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { fundraisers, live } = await getDonatePageData(context.services.db);
  // SPEC §2: ?fundraiser={id} preselects an active fundraiser; anything else is the General Fund.
  const wanted = new URL(request.url).searchParams.get("fundraiser");
  const preselectedId = fundraisers.some((f) => f.id === wanted) ? wanted! : "";
  return data(
    { fundraisers, live, preselectedId },
    { headers: publicCacheHeaders(request, context, 60) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** SPEC §7 create-donation-payment / create-donation-subscription: answers `{ url }`. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    return await orErrorResult(async () =>
      data<DonateActionData>(
        await createDonationCheckout(context.services, await readForm(request), {
          clientIp: context.clientIp,
        }),
      ),
    );
  } catch (error) {
    context.services.log.error("donation checkout failed", {
      requestId: context.requestId,
      error: String(error),
    });
    return data<DonateActionData>(
      { error: { code: "internal", message: donationToasts.failed.description } },
      { status: 500 },
    );
  }
}

export default function Donate({ loaderData }: Route.ComponentProps) {
  return (
    <DonatePage
      key={loaderData.preselectedId}
      fundraisers={loaderData.fundraisers}
      live={loaderData.live}
      preselectedId={loaderData.preselectedId}
    />
  );
}
