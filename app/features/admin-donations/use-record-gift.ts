// Decision 020: the Record a gift form's values and errors, and the gift once the
// server has recorded it (with its receipt), until another is started.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { offlineGiftDefaults } from "../../../shared/schemas/offline-gift";

export type RecordedGift = {
  ok: true;
  id: string;
  receiptId: string | null;
  receiptNumber: string | null;
  emailed: boolean;
};

export type GiftSupporter = { id: string; name: string; email: string | null };

/** The form's values as typed, before the shared schema (offlineGiftSchema) reads them. */
export type GiftFormValues = ReturnType<typeof offlineGiftDefaults>;

export function useRecordGift(supporter: GiftSupporter | null) {
  const initial = offlineGiftDefaults(
    supporter
      ? { supporterId: supporter.id, donorName: supporter.name, donorEmail: supporter.email ?? "" }
      : {},
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [recorded, setRecorded] = useState<RecordedGift | null>(null);
  const record = useAdminMutation<RecordedGift>();

  const set = <K extends keyof GiftFormValues>(key: K, value: GiftFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    record.submit(
      { intent: "record", values },
      {
        onSuccess: (result) => {
          setRecorded(result);
          toast.success("Gift recorded", {
            description: result.receiptNumber
              ? `Receipt ${result.receiptNumber}${result.emailed ? " is on its way by e-mail." : "."}`
              : undefined,
          });
        },
        onError: (error) => {
          const byField = Object.fromEntries(
            (error.issues ?? []).map((i) => [i.path.replace(/^values\./, ""), i.message]),
          );
          if (Object.keys(byField).length > 0) setErrors(byField);
          else toast.error("Could not record the gift", { description: error.message });
        },
      },
    );
  };

  /** "Record another gift": an empty form (no supporter chosen). */
  const recordAnother = () => {
    setValues(offlineGiftDefaults());
    setRecorded(null);
  };

  return { values, set, errors, onSubmit, busy: record.busy, recorded, recordAnother };
}
