import { RecordGiftPage } from "~/features/admin-donations/record-gift-page";
import { adminAction } from "~/lib/admin-action.server";
import { parseInput } from "~/lib/action-contract.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import {
  designationChoices,
  recordOfflineGift,
  supporterPrefill,
} from "../../../server/modules/giving/index.server";
import type { MetaMatchesArgs } from "~/lib/site";
import { asUuid } from "../../../shared/domain/ids";
import { offlineGiftSchema } from "../../../shared/schemas/offline-gift";
import type { Route } from "./+types/donation-new";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Record a gift");

// Decision 020: a gift that came in by cash, check, bank transfer, stock or in
// kind, recorded by staff; ?supporter=<id> fills in the donor from their record.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const supporterId = asUuid(new URL(request.url).searchParams.get("supporter"));
  const [supporter, designations] = await Promise.all([
    supporterPrefill(context.services.db, supporterId),
    designationChoices(context.services.db),
  ]);
  return { supporter, designations };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  return adminAction(request, {
    record: async (body) => {
      const { gift, receipt, emailed } = await recordOfflineGift(
        context.services,
        user,
        parseInput(offlineGiftSchema, body.values),
      );
      return {
        ok: true as const,
        id: gift.id,
        receiptId: receipt?.id ?? null,
        receiptNumber: receipt?.number ?? null,
        emailed,
      };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RecordGiftPage {...loaderData} />;
}
