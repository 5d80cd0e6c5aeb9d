// An event's promo and access codes (docs/decisions/018-codes-and-orders.md):
// managers create, edit, deactivate and delete them, and see each one's uses
// and the revenue it gave away.
import { PromoCodesPage } from "~/features/admin-events/promo-codes-page";
import { errorResult, notFound, parseInput } from "~/lib/action-contract.server";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { loadByIdOr404, requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import {
  createPromoCode,
  deletePromoCode,
  getPromoCodesPage,
  setPromoCodeActive,
  updatePromoCode,
} from "../../../server/modules/events/index.server";
import { asUuid } from "../../../shared/domain/ids";
import { promoCodeFormSchema } from "../../../shared/schemas/promo-code";
import type { Route } from "./+types/event-codes";

const NOT_FOUND = "Promo code not found";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, args.data ? `Promo Codes: ${args.data.event.title}` : "Promo Codes");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  return loadByIdOr404(params.id, async (id) => {
    return await getPromoCodesPage(context.services.db, id);
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaff(request, context, "manage");
  const eventId = asUuid(params.id);
  if (!eventId) return errorResult(notFound("Event not found"));
  const { db } = context.services;
  return adminAction(request, {
    create: async (body) => {
      const row = await createPromoCode(db, actor, eventId, parseInput(promoCodeFormSchema, body));
      return { ok: true as const, id: row.id };
    },
    update: async (body) => {
      const id = rowId(body.id, NOT_FOUND);
      await updatePromoCode(db, actor, eventId, id, parseInput(promoCodeFormSchema, body));
      return { ok: true as const, id };
    },
    setActive: async (body) => {
      const id = rowId(body.id, NOT_FOUND);
      await setPromoCodeActive(db, actor, eventId, id, body.isActive === true);
      return { ok: true as const, id };
    },
    delete: async (body) => {
      const id = rowId(body.id, NOT_FOUND);
      await deletePromoCode(db, actor, eventId, id);
      return { ok: true as const, id };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PromoCodesPage {...loaderData} />;
}
