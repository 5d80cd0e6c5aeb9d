// The registration dialog (SPEC §2, §4 "Registration dialog", §5, §8): two
// steps, a guest form when seats exceed 1, free → toast, paid → checkout.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { checkoutHref, INVALID_CHECKOUT_URL } from "~/lib/checkout-url";
import {
  registrationRequestSchema,
  type RegistrationRequest,
} from "../../../../shared/schemas/registration";
import { orderSeats, salesHaveStarted } from "../../../../shared/domain/capacity";
import { ContactStep } from "./contact-step";
import { TicketStep } from "./ticket-step";
import type { DialogEvent, RegisterResult } from "./types";

type Props = {
  event: DialogEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Applies only when that type is active (SPEC §4). */
  preselectedTicketTypeId?: string;
  onSuccess?: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

function emptyValues(event: DialogEvent, ticketTypeId: string): RegistrationRequest {
  return {
    eventId: event.id,
    ticketTypeId,
    quantity: 1,
    customerName: "",
    customerEmail: "",
    customerPhone: "",
    specialRequests: "",
    guests: [],
  };
}

export function RegistrationDialog({
  event,
  open,
  onOpenChange,
  preselectedTicketTypeId,
  onSuccess,
  onCloseAutoFocus,
}: Props) {
  const activeTypes = event.ticketTypes.filter((t) => t.isActive);
  const initialType = activeTypes.some((t) => t.id === preselectedTicketTypeId) ? preselectedTicketTypeId! : "";
  const [step, setStep] = useState<1 | 2>(1);
  const fetcher = useFetcher<RegisterResult>();
  const release = useFetcher();
  const form = useForm<RegistrationRequest>({
    resolver: zodResolver(registrationRequestSchema) as never,
    defaultValues: emptyValues(event, initialType),
  });
  const ticketTypeId = form.watch("ticketTypeId");
  const quantity = Number(form.watch("quantity")) || 1;
  const selected = activeTypes.find((t) => t.id === ticketTypeId);
  const totalSeats = orderSeats(quantity, selected?.seatsPerUnit);
  const salesStarted = salesHaveStarted(event.ticketSalesStartAt, new Date());
  const canContinue = Boolean(selected) && quantity > 0 && salesStarted && (selected?.remaining ?? 0) > 0;
  const pending = fetcher.state !== "idle";

  // SPEC §4: the guest list resizes to total seats, and is cleared at 1.
  useEffect(() => {
    const current = form.getValues("guests") ?? [];
    if (totalSeats <= 1) {
      if (current.length > 0) form.setValue("guests", []);
      return;
    }
    if (current.length === totalSeats) return;
    const resized = Array.from({ length: totalSeats }, (_, i) => current[i] ?? { guest_name: "", guest_email: "", dietary_restrictions: "", accessibility_needs: "" });
    form.setValue("guests", resized);
  }, [totalSeats, form]);

  const reset = () => {
    setStep(1);
    form.reset(emptyValues(event, initialType));
  };

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if ("error" in result) {
      for (const issue of result.error.issues ?? []) {
        form.setError(issue.path as keyof RegistrationRequest, { message: issue.message });
      }
      toast.error("Registration failed", { description: result.error.message });
      return;
    }
    if (result.isFree) {
      toast.success("Registration successful!", { description: "You have been registered for this free event." });
      close(false);
      onSuccess?.();
      return;
    }
    const href = result.url ? checkoutHref(result.url, window.location.origin) : null;
    if (!href) {
      // Decision 010: a checkout that cannot start gives its seats back at once.
      if (result.releasePath) void release.submit(null, { method: "post", action: result.releasePath });
      toast.error("Registration failed", {
        description: result.url ? INVALID_CHECKOUT_URL : "No checkout URL received",
      });
      return;
    }
    toast("Redirecting to checkout...", { description: "Please complete your payment to confirm registration." });
    window.location.assign(href);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each new result only
  }, [fetcher.data, fetcher.state]);

  const submit = form.handleSubmit((values) => {
    fetcher.submit(values as never, {
      method: "post",
      action: `/events/${event.id}/register`,
      encType: "application/json",
    });
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{step === 1 ? "Select Tickets" : "Contact Information"}</DialogTitle>
          <DialogDescription>{event.title}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-6">
          {step === 1 ? (
            <TicketStep
              ticketTypes={activeTypes}
              ticketTypeId={ticketTypeId}
              quantity={quantity}
              onTicketTypeChange={(id) => form.setValue("ticketTypeId", id)}
              onQuantityChange={(q) => form.setValue("quantity", q)}
            />
          ) : (
            <ContactStep register={form.register} errors={form.formState.errors} guestCount={totalSeats > 1 ? totalSeats : 0} />
          )}
          <DialogFooter>
            {step === 1 ? (
              <Button type="button" disabled={!canContinue} onClick={() => setStep(2)}>
                {salesStarted ? "Continue" : "Sales Not Started"}
              </Button>
            ) : (
              <>
                <Button type="button" variant="outline" onClick={() => setStep(1)} disabled={pending}>
                  Back
                </Button>
                <Button type="button" variant="ghost" onClick={() => close(false)} disabled={pending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? "Registering..." : "Register"}
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
