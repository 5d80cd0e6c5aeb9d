// A supporter asks for their year-end statement without an account (docs/statements.md).
// The answer is the same whether or not the address is known; the page is never cached
// (no public cache headers: the page cache keeps only pages marked public) and never indexed.
import { data } from "react-router";
import { StatementRequestPage } from "~/features/statements/statement-request-page";
import { orErrorResult, readForm } from "~/lib/action-contract.server";
import { noStoreHeaders } from "~/lib/http-cache.server";
import { pageMeta } from "~/lib/meta";
import { getSiteSettings } from "../../server/core/index.server";
import { requestStatementLink } from "../../server/modules/statements/index.server";
import { yearInZone } from "../../shared/domain/zoned-time";
import { STATEMENT_REQUEST_ANSWER } from "../../shared/schemas/statements";
import type { Route } from "./+types/statements";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Your Giving Statement"),
  { name: "robots", content: "noindex" },
];

export const headers = () => noStoreHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  // The years offered: this one (in the organisation's time zone) and the five before, newest first.
  const current = yearInZone(new Date(), (await getSiteSettings(context.services)).timeZone);
  return data(
    { years: Array.from({ length: 6 }, (_, i) => current - i) },
    { headers: noStoreHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  let values: Record<string, string> = {};
  const result = await orErrorResult(async () => {
    values = await readForm(request);
    await requestStatementLink(context.services, values, { clientIp: context.clientIp });
    return { ok: true as const, message: STATEMENT_REQUEST_ANSWER };
  });
  if ("ok" in result) return data(result, { headers: noStoreHeaders });
  // Without JavaScript the page renders again from this answer: keep what was typed.
  return data(
    {
      ...result.data,
      values: { email: (values.email ?? "").slice(0, 255), year: (values.year ?? "").slice(0, 4) },
    },
    { ...(result.init ?? {}), headers: noStoreHeaders },
  );
}

export default function Statements({ loaderData, actionData }: Route.ComponentProps) {
  return <StatementRequestPage years={loaderData.years} result={actionData} />;
}
