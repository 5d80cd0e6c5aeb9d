import { DonationsPage } from "~/features/admin-donations/donations-page";
import { adminAction, rowId } from "~/lib/admin-action.server";
import { parseInput } from "~/lib/action-contract.server";
import {
  listDonations,
  liveReceiptsOfGifts,
  sendDonationReceipt,
} from "../../../server/modules/giving/index.server";
import { refundDonation } from "../../../server/modules/refunds/index.server";
import { requireStaff } from "~/lib/guard.server";
import { pageMeta } from "~/lib/meta";
import type { MetaMatchesArgs } from "~/lib/site";
import { donationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import { donationRefundSchema, refundRequestOf } from "../../../shared/schemas/refund";
import type { Route } from "./+types/donations";

export const meta = (args: MetaMatchesArgs) => pageMeta(args, "Donations");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = donationFilterSchema.parse(searchParamsObject(request.url));
  const list = await listDonations(context.services.db, filter);
  // Decision 020: each gift's live receipt, for "Receipt PDF".
  const live = await liveReceiptsOfGifts(
    context.services.db,
    list.donations.map((d) => d.id),
  );
  return {
    filter,
    ...list,
    donations: list.donations.map((d) => ({ ...d, receipt: live.get(d.id) ?? null })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(request, context, "manage");
  return adminAction(request, {
    // Decision 016: a gift refunded in full or in part through the payment provider.
    refund: async (body) => {
      const id = rowId(body.id, "Donation not found");
      const input = parseInput(donationRefundSchema, body.values);
      const request = refundRequestOf(input);
      const { refund, notice } = await refundDonation(context.services, user, id, {
        reason: input.reason,
        ...(request.mode === "amount" ? { amountCents: request.amountCents } : {}),
      });
      return {
        ok: true as const,
        id,
        amountCents: refund.amountCents,
        status: refund.status,
        notice,
      };
    },
    // Decision 020: the gift's receipt e-mailed again (PDF attached), through the outbox.
    sendReceipt: async (body) => {
      const id = rowId(body.id, "Donation not found");
      const { receipt, to } = await sendDonationReceipt(context.services, user, id);
      return { ok: true as const, id, receiptId: receipt.id, number: receipt.number, to };
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DonationsPage {...loaderData} />;
}
