// Year-end statements (docs/statements.md): choose a year, send every statement in one
// run (the page polls `step`, which sends the next chunk), or download / send one.
import type { ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import { StatementsPage } from "~/features/admin-statements/statements-page";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import {
  listStatementSupporters,
  readStatementYear,
  sendStatement,
  startStatementRun,
  statementsOverview,
  stepStatementRun,
} from "../../../server/modules/statements/index.server";
import { searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/statements";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Year-end statements");

const filterSchema = z.object({
  // A year the one rule does not read is no filter (the newest year with receipts is shown).
  year: z
    .unknown()
    .optional()
    .transform((value) => readStatementYear(value) ?? undefined),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = filterSchema.parse(searchParamsObject(request.url));
  const overview = await statementsOverview(context.services, filter.year ?? null);
  const list =
    overview.year === null
      ? null
      : await listStatementSupporters(context.services.db, overview.year, {
          q: filter.q,
          page: filter.page,
        });
  return { ...overview, list, q: filter.q ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  return adminAction(request, {
    start: async (body) => {
      // The year is checked by the service, with the one rule (checkStatementYear).
      const run = await startStatementRun(context.services, user, body.year);
      return { ok: true as const, run };
    },
    // One chunk of a run; the page calls it until the run is done.
    step: async (body) => {
      const run = await stepStatementRun(
        context.services,
        rowId(body.id, "Statement run not found"),
      );
      return { ok: true as const, run };
    },
    send: async (body) => {
      const id = rowId(body.id, "Supporter not found");
      const { to } = await sendStatement(context.services, user, id, body.year);
      return { ok: true as const, id, to };
    },
  });
}

// A step of a run answers only its counts: the list does not change while statements go out.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  json,
  actionResult,
  defaultShouldRevalidate,
}) => {
  const intent = (json as { intent?: unknown } | undefined)?.intent;
  const status = (actionResult as { run?: { status?: string } } | undefined)?.run?.status;
  if (intent === "step" && status === "running") return false;
  return defaultShouldRevalidate;
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StatementsPage {...loaderData} />;
}
