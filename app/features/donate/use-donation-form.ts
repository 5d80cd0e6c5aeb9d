// The donation form's state and submission (SPEC §2 Donate form, §4 donation form states,
// §5 validation): frequency, interval and amount beside react-hook-form's donor fields, the
// POST to /donate through a fetcher, and the checkout it answers with, opened in a new tab
// (use-checkout-window.ts) and remembered while it is open (use-pending-checkout.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { useFetcher } from "react-router";
import type { ActionError } from "~/lib/action-result";
import { checkoutHref } from "~/lib/checkout-url";
import { formatCents } from "../../../shared/domain/money";
import {
  donationSchema,
  donationToasts,
  type DonationCheckoutResult,
  type DonationFormInput,
  type DonationInterval,
  type DonationRequest,
} from "../../../shared/schemas/donations";
import { toastError, toastInvalid, toastServerError } from "./donation-toasts";
import type { DonateFundraiser } from "./types";
import { useCheckoutWindow } from "./use-checkout-window";
import { usePendingCheckout } from "./use-pending-checkout";
import { parseMoney } from "../../../shared/domain/money-input";

export type Frequency = "one-time" | "recurring";
export type DonateActionData = DonationCheckoutResult | ActionError;

export function useDonationForm({
  fundraisers,
  fundraiserId,
}: {
  fundraisers: DonateFundraiser[];
  fundraiserId: string;
}) {
  const fetcher = useFetcher<DonateActionData>();
  const checkout = useCheckoutWindow();
  const [frequency, setFrequency] = useState<Frequency>("one-time");
  const [interval, setBillingInterval] = useState<DonationInterval>("month");
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState("");
  const open = usePendingCheckout();
  // Each action answer is acted on once, however often the component re-renders.
  const handled = useRef<DonateActionData | null>(null);

  const form = useForm<DonationFormInput, unknown, DonationRequest>({
    resolver: zodResolver(donationSchema),
    defaultValues: {
      amount: "",
      fundraiserId: "",
      donorName: "",
      donorEmail: "",
      message: "",
      isAnonymous: false,
      interval: "",
    },
  });

  const amountText = preset !== null ? String(preset) : custom;
  // Read like every amount (shared/domain/money.ts); the schema applies the donation's bounds.
  const parsed = parseMoney(amountText);
  const cents = parsed.ok && parsed.cents > 0 ? parsed.cents : null;
  const busy = fetcher.state !== "idle";
  // SPEC §5: the donate buttons are disabled while the amount is 0 or less, or while processing;
  // and while a checkout of this browser is open, so one gift is not started twice. An amount
  // written wrong ("12.505") stays clickable: submitting shows SPEC's 'Invalid Amount' toast.
  const zeroOrLess = parsed.ok
    ? parsed.cents === 0
    : ["empty", "negative"].includes(parsed.problem);
  const disabled = zeroOrLess || busy || open.pending !== null;
  const cadence = frequency === "recurring" ? (interval === "month" ? " Monthly" : " Yearly") : "";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    const result = fetcher.data;
    handled.current = result;
    if ("error" in result) {
      checkout.abort();
      toastServerError(result.error);
      return;
    }
    const href = checkoutHref(result.url, window.location.origin);
    if (!href) {
      checkout.abort();
      toastError(donationToasts.failed.title, donationToasts.failed.description);
      return;
    }
    const designation = fundraisers.find((f) => f.id === fundraiserId)?.title ?? "the General Fund";
    const summary = `${formatCents(cents ?? 0)}${cadence.toLowerCase()} to ${designation}`;
    // Only a checkout in another tab stays open beside this page; with the pop-up
    // blocked this tab goes there instead, and coming back means leaving it.
    if (checkout.go(href) === "new-tab") open.remember(href, summary);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each answer only; the gift's summary is read as it was sent
  }, [fetcher.state, fetcher.data, checkout]);

  const onValid = (values: DonationRequest) => {
    // Read at the click itself: another tab may have opened a checkout a moment ago.
    if (open.check()) return;
    checkout.prepare();
    fetcher.submit(
      {
        amount: String(values.amount),
        fundraiserId: values.fundraiserId ?? "",
        donorName: values.donorName,
        donorEmail: values.donorEmail,
        message: values.message ?? "",
        isAnonymous: String(values.isAnonymous),
        interval: values.interval ?? "",
      },
      { method: "post", action: "/donate" },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.setValue("amount", amountText);
    form.setValue("fundraiserId", fundraiserId);
    form.setValue("interval", frequency === "recurring" ? interval : "");
    void form.handleSubmit(onValid, toastInvalid)(event);
  };

  return {
    form,
    frequency,
    setFrequency,
    interval,
    setBillingInterval,
    preset,
    custom,
    /** A preset tapped: it replaces any custom amount. */
    choosePreset: (dollars: number) => {
      setPreset(dollars);
      setCustom("");
      form.clearErrors("amount");
    },
    /** A custom amount typed: it replaces any preset. */
    typeCustom: (text: string) => {
      setCustom(text);
      setPreset(null);
      form.clearErrors("amount");
    },
    /** The amount in cents when it reads as more than zero, for the button's label. */
    cents,
    /** " Monthly", " Yearly" or nothing, after the amount. */
    cadence,
    busy,
    disabled,
    /** The checkout this browser has open, if any. */
    open,
    onSubmit,
  };
}
