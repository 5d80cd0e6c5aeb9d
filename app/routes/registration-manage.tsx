// The buyer's own page of a registration (docs/decisions/017-self-service-and-waitlist.md):
// the signed link from the confirmation e-mail, no account. A token that is not
// genuine is the site's normal 404. Never cached: the token in the URL is the only key.
import { data } from "react-router";
import { ManageRegistrationPage } from "~/features/self-service/manage-registration-page";
import { orErrorResult, parseInput, readForm, AppError } from "~/lib/action-contract.server";
import { noStoreHeaders } from "~/lib/http-cache.server";
import { pageMeta } from "~/lib/meta";
import {
  cancelOwnRegistration,
  getOwnRegistration,
  updateOwnGuests,
} from "../../server/modules/orders/index.server";
import { ownGuestsSchema } from "../../shared/schemas/self-service";
import type { Route } from "./+types/registration-manage";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Your Registration"),
  { name: "robots", content: "noindex" },
];

export const headers = () => noStoreHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const view = await getOwnRegistration(context.services, params.token);
    return data({ view, token: params.token }, { headers: noStoreHeaders });
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw data(null, { status: 404, headers: noStoreHeaders });
    throw error;
  }
}

/** The form's flat fields (`guests.0.guest_name` …) as the schema's shape. */
function guestsFrom(values: Record<string, string>) {
  const guests: Record<string, string>[] = [];
  for (const [key, value] of Object.entries(values)) {
    const match =
      /^guests\.(\d{1,4})\.(id|guest_name|guest_email|dietary_restrictions|accessibility_needs)$/.exec(
        key,
      );
    if (!match) continue;
    const index = Number(match[1]);
    (guests[index] ??= {})[match[2]!] = value;
  }
  return { specialRequests: values.specialRequests ?? null, guests: guests.filter(Boolean) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return orErrorResult(async () => {
    const values = await readForm(request);
    if (values.intent === "cancel") {
      const outcome = await cancelOwnRegistration(context.services, params.token);
      return { cancelled: outcome };
    }
    if (values.intent === "guests") {
      const input = parseInput(ownGuestsSchema, guestsFrom(values));
      await updateOwnGuests(context.services, params.token, input);
      return { saved: true as const };
    }
    throw new AppError(400, "bad_request", "Unknown request.");
  });
}

export default function RegistrationManage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ManageRegistrationPage view={loaderData.view} token={loaderData.token} result={actionData} />
  );
}
