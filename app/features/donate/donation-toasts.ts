// The donation form's toasts (SPEC §5 validation, §8 toasts), through the page's Toaster,
// which loads after hydration (app/components/ui/notifications.tsx): sonner stays out of
// /donate's first load (docs/decisions/012).
import type { FieldErrors } from "react-hook-form";
import { whenToasterReady } from "~/components/ui/notifications";
import type { ActionError } from "~/lib/action-result";
import {
  donationToasts,
  toastForField,
  type DonationFormInput,
} from "../../../shared/schemas/donations";

const MISSING = donationToasts.missingInformation.description;

export function toastError(title: string, description: string) {
  void whenToasterReady().then((toast) => toast.error(title, { description }));
}

/** The form's own check failed. */
export function toastInvalid(errors: FieldErrors<DonationFormInput>) {
  // SPEC §5: amount first, then name and e-mail; other fields show their message inline.
  if (errors.amount)
    return toastError(donationToasts.invalidAmount.title, donationToasts.invalidAmount.description);
  if (errors.donorName?.message === MISSING || errors.donorEmail?.message === MISSING) {
    return toastError(donationToasts.missingInformation.title, MISSING);
  }
}

/** The server refused the gift. */
export function toastServerError(error: ActionError["error"]) {
  const field = toastForField(error.issues?.[0]?.path ?? "");
  if (field === donationToasts.invalidAmount) return toastError(field.title, field.description);
  if (field && error.message === MISSING) return toastError(field.title, MISSING);
  // A refusal the visitor can act on (inactive fundraiser, too many attempts) says why; anything else is SPEC's sentence.
  const clear =
    error.code === "rate_limited" ||
    error.code === "invalid_fundraiser" ||
    error.code === "validation_failed";
  toastError(
    donationToasts.failed.title,
    clear ? error.message : donationToasts.failed.description,
  );
}
