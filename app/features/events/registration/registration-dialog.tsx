// The registration dialog (SPEC §2, §4 "Registration dialog", §5, §8): two
// steps, a guest form when seats exceed 1, free → toast and a confirmation
// view (registration-confirmation.tsx), paid → checkout.
// Decision 018 adds to step 1 further ticket type lines, a promo or access
// code, and the order's total (with the discount line) shown before "Register".
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
  type OrderLine,
  type RegistrationRequest,
} from "../../../../shared/schemas/registration";
import { orderSeats, salesHaveStarted } from "../../../../shared/domain/capacity";
import { priceOrder } from "../../../../shared/domain/discounts";
import { ContactStep } from "./contact-step";
import { AddLineButton, ExtraLines } from "./extra-lines";
import { OrderSummary } from "./order-summary";
import { PromoCodeField } from "./promo-code-field";
import { RegistrationConfirmation } from "./registration-confirmation";
import { TicketStep } from "./ticket-step";
import type {
  AppliedCode,
  DialogEvent,
  DialogTicketType,
  FreeConfirmation,
  RegisterResult,
} from "./types";

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
    items: [],
    promoCode: "",
  };
}

/** Issues of fields on step 1: the dialog goes back there to show them. */
const STEP_ONE = /^(ticketTypeId|quantity|items|promoCode)/;

export function RegistrationDialog({
  event,
  open,
  onOpenChange,
  preselectedTicketTypeId,
  onSuccess,
  onCloseAutoFocus,
}: Props) {
  const activeTypes = event.ticketTypes.filter((t) => t.isActive);
  const initialType = activeTypes.some((t) => t.id === preselectedTicketTypeId)
    ? preselectedTicketTypeId!
    : "";
  const [step, setStep] = useState<1 | 2>(1);
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [confirmation, setConfirmation] = useState<FreeConfirmation | null>(null);
  const fetcher = useFetcher<RegisterResult>();
  const release = useFetcher();
  const form = useForm<RegistrationRequest>({
    resolver: zodResolver(registrationRequestSchema) as never,
    defaultValues: emptyValues(event, initialType),
  });
  // Hidden ticket types the applied code unlocks join the public ones (decision 018).
  const types: DialogTicketType[] = [
    ...activeTypes,
    ...(applied?.unlocked ?? [])
      .filter((u) => !activeTypes.some((t) => t.id === u.id))
      .map((u) => ({ ...u, isActive: true })),
  ];
  const ticketTypeId = form.watch("ticketTypeId");
  const quantity = Number(form.watch("quantity")) || 1;
  const items: OrderLine[] = (form.watch("items") as OrderLine[] | undefined) ?? [];
  const selected = types.find((t) => t.id === ticketTypeId);
  const lines = [
    ...(selected ? [{ type: selected, quantity }] : []),
    ...items.flatMap((l) => {
      const type = types.find((t) => t.id === l.ticketTypeId);
      return type ? [{ type, quantity: l.quantity }] : [];
    }),
  ];
  const totalSeats = lines.reduce((sum, l) => sum + orderSeats(l.quantity, l.type.seatsPerUnit), 0);
  const eligible = (typeId: string) =>
    Boolean(applied) &&
    (applied!.appliesToTicketTypeIds.length === 0 ||
      applied!.appliesToTicketTypeIds.includes(typeId));
  const priced = priceOrder(
    lines.map((l) => ({
      subtotalCents: l.type.priceCents * l.quantity,
      eligible: eligible(l.type.id),
    })),
    applied?.discount ?? null,
  );
  const summary = lines.map((l) => ({
    name: l.type.name,
    quantity: l.quantity,
    subtotalCents: l.type.priceCents * l.quantity,
  }));
  const salesStarted = salesHaveStarted(event.ticketSalesStartAt, new Date());
  const canContinue =
    Boolean(selected) &&
    quantity > 0 &&
    salesStarted &&
    (selected?.remaining ?? 0) > 0 &&
    lines.length === items.length + 1;

  function applyCode(code: AppliedCode | null) {
    setApplied(code);
    form.setValue("promoCode", code?.code ?? "");
    form.clearErrors("promoCode");
    if (code) return;
    // Without the code, the hidden types it unlocked can't be bought.
    const hidden = new Set((applied?.unlocked ?? []).map((t) => t.id));
    if (hidden.has(form.getValues("ticketTypeId"))) form.setValue("ticketTypeId", "");
    form.setValue(
      "items",
      items.filter((l) => !hidden.has(l.ticketTypeId)),
    );
  }
  const pending = fetcher.state !== "idle";

  // SPEC §4: the guest list resizes to total seats, and is cleared at 1.
  useEffect(() => {
    const current = form.getValues("guests") ?? [];
    if (totalSeats <= 1) {
      if (current.length > 0) form.setValue("guests", []);
      return;
    }
    if (current.length === totalSeats) return;
    const resized = Array.from(
      { length: totalSeats },
      (_, i) =>
        current[i] ?? {
          guest_name: "",
          guest_email: "",
          dietary_restrictions: "",
          accessibility_needs: "",
        },
    );
    form.setValue("guests", resized);
  }, [totalSeats, form]);

  const reset = () => {
    setStep(1);
    setApplied(null);
    setConfirmation(null);
    form.reset(emptyValues(event, initialType));
  };

  const close = (next: boolean) => {
    // Leaving the confirmation view: now the page behind may reload its counts (it may
    // no longer offer registration at all, which would take this dialog with it).
    if (!next && confirmation) onSuccess?.();
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
      if ((result.error.issues ?? []).some((issue) => STEP_ONE.test(issue.path))) setStep(1);
      toast.error("Registration failed", { description: result.error.message });
      return;
    }
    if (result.isFree) {
      toast.success("Registration successful!", {
        description: "You have been registered for this free event.",
      });
      // The dialog stays open on the confirmation view until "Done" or Escape (see close).
      if (result.confirmation) return setConfirmation(result.confirmation);
      close(false);
      onSuccess?.();
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
        action: `/events/${event.id}/register`,
        encType: "application/json",
      });
    },
    (errors) => {
      if (Object.keys(errors).some((path) => STEP_ONE.test(path))) setStep(1);
    },
  );

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
                <>
                  {/* First: a code may unlock ticket types for the list below (decision 018). */}
                  <PromoCodeField
                    eventId={event.id}
                    applied={applied}
                    error={form.formState.errors.promoCode?.message}
                    onApplied={applyCode}
                  />
                  <TicketStep
                    ticketTypes={types}
                    ticketTypeId={ticketTypeId}
                    quantity={quantity}
                    onTicketTypeChange={(id) => {
                      form.setValue("ticketTypeId", id);
                      form.setValue(
                        "items",
                        items.filter((l) => l.ticketTypeId !== id),
                      );
                    }}
                    onQuantityChange={(q) => form.setValue("quantity", q)}
                    legendAction={
                      <AddLineButton
                        ticketTypes={types}
                        firstTypeId={ticketTypeId}
                        lines={items}
                        onChange={(next) => form.setValue("items", next)}
                      />
                    }
                  />
                  <ExtraLines
                    ticketTypes={types}
                    firstTypeId={ticketTypeId}
                    lines={items}
                    errors={items.map(
                      (_, i) => form.formState.errors.items?.[i]?.ticketTypeId?.message,
                    )}
                    onChange={(next) => form.setValue("items", next)}
                  />
                </>
              ) : (
                <ContactStep
                  register={form.register}
                  errors={form.formState.errors}
                  guestCount={totalSeats > 1 ? totalSeats : 0}
                />
              )}
              <OrderSummary lines={summary} priced={priced} code={applied?.code ?? null} />
              <DialogFooter>
                {step === 1 ? (
                  <Button type="button" disabled={!canContinue} onClick={() => setStep(2)}>
                    {salesStarted ? "Continue" : "Sales Not Started"}
                  </Button>
                ) : (
                  <>
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => setStep(1)}
                      disabled={pending}
                    >
                      Back
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => close(false)}
                      disabled={pending}
                    >
                      Cancel
                    </Button>
                    <Button type="submit" busy={pending}>
                      {pending ? "Registering..." : "Register"}
                    </Button>
                  </>
                )}
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
