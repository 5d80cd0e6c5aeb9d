// The registration dialog (SPEC §2, §4 "Registration dialog", §5, §8): two
// steps, a guest form when seats exceed 1, free → toast and a confirmation
// view (registration-confirmation.tsx), paid → checkout.
// Decision 018 adds to step 1 further ticket type lines, a promo or access
// code, and the order's total (with the discount line) shown before "Register".
// Its form state is use-registration-form.ts, its POST use-registration-submit.ts.
// Everything here loads with the dialog, lazily (register-button.tsx, preload-steps.ts):
// only this dialog's own files import these modules.
import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { ContactStep } from "./contact-step";
import { OrderSummary } from "./order-summary";
import { RegistrationConfirmation } from "./registration-confirmation";
import { RegistrationFooter } from "./registration-footer";
import { TicketSelection } from "./ticket-selection";
import type { DialogEvent, FreeConfirmation } from "./types";
import { useRegistrationForm } from "./use-registration-form";
import { useRegistrationSubmit } from "./use-registration-submit";

type Props = {
  event: DialogEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Applies only when that type is active (SPEC §4). */
  preselectedTicketTypeId?: string;
  onSuccess?: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

export function RegistrationDialog({
  event,
  open,
  onOpenChange,
  preselectedTicketTypeId,
  onSuccess,
  onCloseAutoFocus,
}: Props) {
  const registration = useRegistrationForm(event, preselectedTicketTypeId);
  const { form, step, setStep, totalSeats } = registration;
  const [confirmation, setConfirmation] = useState<FreeConfirmation | null>(null);

  const close = (next: boolean) => {
    // Leaving the confirmation view: now the page behind may reload its counts (it may
    // no longer offer registration at all, which would take this dialog with it).
    if (!next && confirmation) onSuccess?.();
    if (!next) {
      setConfirmation(null);
      registration.reset();
    }
    onOpenChange(next);
  };

  const { submit, pending } = useRegistrationSubmit({
    eventId: event.id,
    form,
    onStepOneIssues: () => setStep(1),
    onConfirmation: setConfirmation,
    onFreeDone: () => {
      close(false);
      onSuccess?.();
    },
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // The dialog itself takes the focus on opening, not the code field at its top:
        // a phone would open its keyboard; Tab goes on from here in reading order.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {confirmation ? (
          <RegistrationConfirmation confirmation={confirmation} onDone={() => close(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{step === 1 ? "Select Tickets" : "Contact Information"}</DialogTitle>
              <DialogDescription>{event.title}</DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={submit} className="space-y-6">
              {step === 1 ? (
                <TicketSelection eventId={event.id} registration={registration} />
              ) : (
                <ContactStep
                  register={form.register}
                  errors={form.formState.errors}
                  guestCount={totalSeats > 1 ? totalSeats : 0}
                />
              )}
              <OrderSummary
                lines={registration.summary}
                priced={registration.priced}
                code={registration.applied?.code ?? null}
              />
              <RegistrationFooter
                step={step}
                salesStarted={registration.salesStarted}
                canContinue={registration.canContinue}
                pending={pending}
                onStep={setStep}
                onCancel={() => close(false)}
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
