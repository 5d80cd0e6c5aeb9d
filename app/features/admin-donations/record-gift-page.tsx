import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { GiftRecorded } from "./gift-recorded";
import { RecordGiftForm } from "./record-gift-form";
import { useRecordGift, type GiftSupporter } from "./use-record-gift";

/**
 * Decision 020 (docs/receipts.md): a gift that came in by cash, check, bank
 * transfer, stock or in kind. It counts in fundraiser totals, the dashboard and
 * statements like an online gift, and gets a numbered receipt.
 */
export function RecordGiftPage({
  supporter,
  designations,
}: {
  supporter: GiftSupporter | null;
  designations: { id: string; title: string }[];
}) {
  const gift = useRecordGift(supporter);

  if (gift.recorded) {
    return (
      <div className="space-y-6">
        <AdminPageHeader title="Record a gift" />
        <GiftRecorded recorded={gift.recorded} onRecordAnother={gift.recordAnother} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Record a gift"
        description="A gift that came in by cash, check, bank transfer, stock or in kind. It counts in totals and gets a numbered receipt."
      />
      <RecordGiftForm
        values={gift.values}
        set={gift.set}
        errors={gift.errors}
        designations={designations}
        busy={gift.busy}
        onSubmit={gift.onSubmit}
      />
    </div>
  );
}
