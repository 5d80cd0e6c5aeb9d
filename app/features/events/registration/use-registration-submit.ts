// The registration's POST and what its answer leads to (SPEC §4, §5, §8): field issues shown
// on their step with a toast, a free registration's confirmation, or the way to checkout.
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { checkoutHref, INVALID_CHECKOUT_URL } from "~/lib/checkout-url";
import type { RegistrationRequest } from "../../../../shared/schemas/registration";
import type { FreeConfirmation, RegisterResult } from "./types";

/** Issues of fields on step 1: the dialog goes back there to show them. */
const STEP_ONE = /^(ticketTypeId|quantity|items|promoCode)/;

export function useRegistrationSubmit({
  eventId,
  form,
  onStepOneIssues,
  onConfirmation,
  onFreeDone,
}: {
  eventId: string;
  form: UseFormReturn<RegistrationRequest>;
  /** A field of step 1 has an issue: show that step. */
  onStepOneIssues: () => void;
  /** A free registration answered with its confirmation view. */
  onConfirmation: (confirmation: FreeConfirmation) => void;
  /** A free registration answered without one. */
  onFreeDone: () => void;
}) {
  const fetcher = useFetcher<RegisterResult>();
  const release = useFetcher();

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if ("error" in result) {
      for (const issue of result.error.issues ?? []) {
        form.setError(issue.path as keyof RegistrationRequest, { message: issue.message });
      }
      if ((result.error.issues ?? []).some((issue) => STEP_ONE.test(issue.path))) onStepOneIssues();
      toast.error("Registration failed", { description: result.error.message });
      return;
    }
    if (result.isFree) {
      toast.success("Registration successful!", {
        description: "You have been registered for this free event.",
      });
      // The dialog stays open on the confirmation view until "Done" or Escape (its close).
      if (result.confirmation) {
        onConfirmation(result.confirmation);
        return;
      }
      onFreeDone();
      return;
    }
    const href = result.url ? checkoutHref(result.url, window.location.origin) : null;
    if (!href) {
      // Decision 010: a checkout that cannot start gives its seats back at once.
      if (result.releasePath)
        void release.submit(null, { method: "post", action: result.releasePath });
      toast.error("Registration failed", {
        description: result.url ? INVALID_CHECKOUT_URL : "No checkout URL received",
      });
      return;
    }
    toast("Redirecting to checkout...", {
      description: "Please complete your payment to confirm registration.",
    });
    window.location.assign(href);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each new result only
  }, [fetcher.data, fetcher.state]);

  const submit = form.handleSubmit(
    (values) => {
      fetcher.submit(values as never, {
        method: "post",
        action: `/events/${eventId}/register`,
        encType: "application/json",
      });
    },
    (errors) => {
      if (Object.keys(errors).some((path) => STEP_ONE.test(path))) onStepOneIssues();
    },
  );

  return { submit, pending: fetcher.state !== "idle" };
}
