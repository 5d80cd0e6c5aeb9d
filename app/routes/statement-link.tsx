// The signed link a supporter was e-mailed (docs/statements.md): a page that offers their
// statement PDF. A tampered or expired link is the site's normal 404; never cached.
import { data } from "react-router";
import { StatementLinkPage } from "~/features/statements/statement-link-page";
import { noStoreHeaders } from "~/lib/http-cache.server";
import { pageMeta } from "~/lib/meta";
import { readStatementToken } from "../../server/modules/statements/index.server";
import type { Route } from "./+types/statement-link";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "Your Giving Statement"),
  { name: "robots", content: "noindex" },
];

export const headers = () => noStoreHeaders;

export function loader({ params, context }: Route.LoaderArgs) {
  const claim = readStatementToken(context.services.secret, params.token);
  if (!claim) throw data(null, { status: 404, headers: noStoreHeaders });
  return data(
    { year: claim.year, href: `/statements/${params.token}/statement.pdf` },
    { headers: noStoreHeaders },
  );
}

export default function StatementLink({ loaderData }: Route.ComponentProps) {
  return <StatementLinkPage year={loaderData.year} href={loaderData.href} />;
}
