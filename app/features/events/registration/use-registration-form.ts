// The registration dialog's form state (SPEC §4 "Registration dialog", decision 018): its
// step, the applied promo or access code, the order the fields describe, and the guest list
// kept one per seat.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { salesHaveStarted } from "../../../../shared/domain/capacity";
import {
  registrationRequestSchema,
  type OrderLine,
  type RegistrationRequest,
} from "../../../../shared/schemas/registration";
import { orderLines } from "./order-lines";
import type { AppliedCode, DialogEvent } from "./types";

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

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;

export function useRegistrationForm(
  event: DialogEvent,
  /** Applies only when that type is active (SPEC §4). */
  preselectedTicketTypeId: string | undefined,
) {
  const activeTypes = event.ticketTypes.filter((t) => t.isActive);
  const initialType = activeTypes.some((t) => t.id === preselectedTicketTypeId)
    ? preselectedTicketTypeId!
    : "";
  const [step, setStep] = useState<1 | 2>(1);
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const form = useForm<RegistrationRequest>({
    resolver: zodResolver(registrationRequestSchema) as never,
    defaultValues: emptyValues(event, initialType),
  });
  const ticketTypeId = form.watch("ticketTypeId");
  const quantity = Number(form.watch("quantity")) || 1;
  const items: OrderLine[] = (form.watch("items") as OrderLine[] | undefined) ?? [];
  const order = orderLines({ activeTypes, applied, ticketTypeId, quantity, items });
  const { selected, lines, totalSeats } = order;
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

  return {
    form,
    step,
    setStep,
    applied,
    applyCode,
    ticketTypeId,
    quantity,
    items,
    ...order,
    salesStarted,
    canContinue,
    /** Back to step 1 with nothing chosen, as the dialog first opened. */
    reset: () => {
      setStep(1);
      setApplied(null);
      form.reset(emptyValues(event, initialType));
    },
  };
}
