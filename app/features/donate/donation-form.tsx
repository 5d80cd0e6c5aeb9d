// SPEC §2 Donate form, §4 donation form states, §5 validation, §8 toasts.
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { whenToasterReady } from "~/components/ui/notifications";
import { NativeSelect } from "~/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { ActionError } from "~/lib/action-result";
import { checkoutHref } from "~/lib/checkout-url";
import { formatCents } from "../../../shared/domain/money";
import {
  donationSchema,
  donationToasts,
  toastForField,
  type DonationCheckoutResult,
  type DonationFormInput,
  type DonationInterval,
  type DonationRequest,
} from "../../../shared/schemas/donations";
import { AmountPicker } from "./amount-picker";
import { DonorFields } from "./donor-fields";
import type { DonateFundraiser } from "./types";
import { PendingCheckoutNotice } from "./pending-checkout-notice";
import { useCheckoutWindow } from "./use-checkout-window";
import { usePendingCheckout } from "./use-pending-checkout";

type Frequency = "one-time" | "recurring";
export type DonateActionData = DonationCheckoutResult | ActionError;

const MISSING = donationToasts.missingInformation.description;

// Through the page's Toaster, which loads after hydration (app/components/ui/notifications.tsx):
// sonner stays out of /donate's first load (docs/decisions/012).
function toastError(title: string, description: string) {
  void whenToasterReady().then((toast) => toast.error(title, { description }));
}

function toastInvalid(errors: FieldErrors<DonationFormInput>) {
  // SPEC §5: amount first, then name and e-mail; other fields show their message inline.
  if (errors.amount)
    return toastError(donationToasts.invalidAmount.title, donationToasts.invalidAmount.description);
  if (errors.donorName?.message === MISSING || errors.donorEmail?.message === MISSING) {
    return toastError(donationToasts.missingInformation.title, MISSING);
  }
}

function toastServerError(error: ActionError["error"]) {
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

export function DonationForm({
  fundraisers,
  fundraiserId,
  onFundraiserChange,
}: {
  fundraisers: DonateFundraiser[];
  fundraiserId: string;
  onFundraiserChange: (id: string) => void;
}) {
  const selectId = useId();
  const intervalId = useId();
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
  const errors = form.formState.errors;

  const amountText = preset !== null ? String(preset) : custom;
  const amount = Number(amountText);
  const busy = fetcher.state !== "idle";
  // SPEC §5: the donate buttons are disabled while the amount is 0 or less, or while processing;
  // and while a checkout of this browser is open, so one gift is not started twice.
  const disabled = !(amount > 0) || busy || open.pending !== null;
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
    const summary = `${formatCents(Math.round(amount * 100))}${cadence.toLowerCase()} to ${designation}`;
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

  return (
    <Card>
      <CardContent className="pt-6">
        <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Donation form">
          <Tabs value={frequency} onValueChange={(v) => setFrequency(v as Frequency)}>
            <TabsList aria-label="Donation frequency">
              <TabsTrigger value="one-time">One-Time</TabsTrigger>
              <TabsTrigger value="recurring">Monthly/Yearly</TabsTrigger>
            </TabsList>
            <TabsContent value="one-time">
              <p className="text-sm text-muted-foreground">Make a single gift today.</p>
            </TabsContent>
            <TabsContent value="recurring" className="space-y-2">
              <Label htmlFor={intervalId}>Billing Interval</Label>
              <NativeSelect
                id={intervalId}
                value={interval}
                onChange={(e) => setBillingInterval(e.target.value as DonationInterval)}
              >
                <option value="month">Monthly</option>
                <option value="year">Yearly</option>
              </NativeSelect>
              <p className="text-sm text-muted-foreground">
                Give automatically every {interval}; cancel any time from your receipt.
              </p>
            </TabsContent>
          </Tabs>

          <AmountPicker
            preset={preset}
            custom={custom}
            error={errors.amount?.message}
            onPreset={(dollars) => {
              setPreset(dollars);
              setCustom("");
              form.clearErrors("amount");
            }}
            onCustom={(text) => {
              setCustom(text);
              setPreset(null);
              form.clearErrors("amount");
            }}
          />

          <div className="space-y-2">
            <Label htmlFor={selectId}>Select Fundraiser (Optional)</Label>
            <NativeSelect
              id={selectId}
              value={fundraiserId}
              onChange={(e) => onFundraiserChange(e.target.value)}
            >
              <option value="">General Fund</option>
              {fundraisers.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title}
                </option>
              ))}
            </NativeSelect>
          </div>

          <DonorFields form={form} />

          <p className="flex items-start gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            You will be redirected to our secure payment provider to complete your donation.
          </p>

          {open.pending ? (
            <PendingCheckoutNotice
              pending={open.pending}
              elsewhere={open.elsewhere}
              onStartOver={open.startOver}
            />
          ) : null}

          <Button
            type="submit"
            size="lg"
            variant="accent"
            className="w-full"
            disabled={disabled}
            busy={busy}
          >
            {busy
              ? "Processing..."
              : amount > 0
                ? `Donate ${formatCents(Math.round(amount * 100))}${cadence}`
                : "Donate"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
