// docs/recurring-gifts.md "The donor's page": a recurring gift seen and changed from its
// receipt's link, without logging in. Every action is a form POST (SPEC: forms work without
// JavaScript) confirmed first: with JavaScript in a dialog that then sends confirm=yes;
// without it, the action answers { confirm } and this page shows the confirmation as a form.
import { HeartHandshake } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { isActionError, type ActionError } from "~/lib/action-result";
import { useSite } from "~/lib/site";
import { formatDate, formatLongDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import { dollarsToWholeCents } from "../../../shared/schemas/donations";
import {
  recurringChangeSchema,
  type RecurringAction,
} from "../../../shared/schemas/recurring-gift";
import type { RecurringGift } from "../../../server/modules/giving/index.server";
import { TableScroll } from "~/components/ui/table-scroll";

type Intent = RecurringAction | "card";

export type ManageOutcome =
  { confirm: Intent; amount?: string; interval?: "month" | "year" } | { done: Intent };

type Result = ManageOutcome | ActionError | undefined;

const cadenceOf = (interval: "month" | "year" | null) =>
  interval === "year" ? "yearly" : "monthly";

const STATUS = {
  active: { label: "Active", variant: "success" },
  past_due: { label: "Payment failed — please update your card", variant: "warning" },
  paused: { label: "Paused", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "secondary" },
} as const;

/** What the donor is asked before each action. */
function confirmation(
  intent: Intent,
  gift: RecurringGift,
  values: { amount?: string; interval?: "month" | "year" },
) {
  const current = `${formatCents(gift.amountCents)} ${cadenceOf(gift.interval)}`;
  switch (intent) {
    case "change": {
      const amount = formatCents(dollarsToWholeCents(Number(values.amount)));
      const cadence = cadenceOf(values.interval ?? gift.interval);
      return {
        title: `Change your gift to ${amount} ${cadence}?`,
        text: `From your next payment on, ${amount} will be given ${cadence} instead of ${current}. Gifts already made do not change.`,
        yes: "Change Gift",
        no: "Keep It As It Is",
      };
    }
    case "card":
      return {
        title: "Update your card?",
        text: "You will go to our payment provider's secure page to enter a new card, then come back here.",
        yes: "Continue",
        no: "Not Now",
      };
    case "pause":
      return {
        title: "Pause your gift?",
        text: `No payments of ${current} will be taken while your gift is paused. You can resume it at any time on this page.`,
        yes: "Pause Gift",
        no: "Keep Giving",
      };
    case "resume":
      return {
        title: "Resume your gift?",
        text: `Your gift of ${current} will start again with the next payment.`,
        yes: "Resume Gift",
        no: "Stay Paused",
      };
    case "cancel":
      return {
        title: "Cancel your recurring gift?",
        text: `Cancelling stops your ${current} gift: no further payments will be taken. Gifts already made are not refunded. This can't be undone.`,
        yes: "Cancel Gift",
        no: "Keep My Gift",
      };
  }
}

const DONE: Record<Intent, string> = {
  change: "Thank you! Your gift has been changed; the new amount applies from your next payment.",
  card: "",
  pause: "Your gift is paused. No payments will be taken until you resume it.",
  resume: "Your gift is active again. Thank you for your support.",
  cancel:
    "Your recurring gift has been cancelled. No further payments will be taken. Thank you for your support.",
};

export function ManageGiftPage({
  gift,
  token,
  result,
}: {
  gift: RecurringGift;
  token: string;
  result: Result;
}) {
  const site = useSite();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [pending, setPending] = useState<{ intent: Intent; values: Record<string, string> } | null>(
    null,
  );
  const [clientError, setClientError] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (navigation.state === "idle") setPending(null);
  }, [navigation.state]);
  const asked = result && "confirm" in result ? result : null;
  useEffect(() => {
    if (asked) confirmHeading.current?.focus();
  }, [asked]);

  const error = isActionError(result) ? result.error : null;
  const amountError =
    clientError ??
    error?.issues?.find((i) => i.path === "amount" || i.path === "interval")?.message;
  const done = result && "done" in result ? DONE[result.done] : null;
  const open = gift.status !== "cancelled";
  const manageable = open && gift.canManage;
  const status = STATUS[gift.status];

  /** With JavaScript: the form opens the dialog instead of posting; the dialog posts with confirm=yes. */
  function ask(intent: Intent) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const values = Object.fromEntries(
        [...new FormData(event.currentTarget)].filter(
          (e): e is [string, string] => typeof e[1] === "string",
        ),
      );
      if (intent === "change") {
        const parsed = recurringChangeSchema.safeParse(values);
        if (!parsed.success) {
          setClientError(parsed.error.issues[0]?.message ?? "Please check the amount.");
          return;
        }
      }
      setClientError(null);
      setPending({ intent, values });
    };
  }
  const dialog = pending ? confirmation(pending.intent, gift, pending.values) : null;

  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <HeartHandshake aria-hidden="true" className="size-10 text-accent" />
          <h1 className="text-2xl font-bold">Your Recurring Gift</h1>
        </CardHeader>
        <CardContent className="space-y-6">
          {error && !amountError ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
            >
              {error.message}
            </p>
          ) : null}
          {done ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              {done}
              {gift.provider === "stripe" && result && "done" in result && result.done !== "card"
                ? " It can take a minute to show on this page."
                : null}
            </p>
          ) : null}
          {gift.status === "past_due" ? (
            <p
              role="alert"
              className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
            >
              Your last payment did not go through. Please update your card so your gift can
              continue.
            </p>
          ) : null}
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
            <dt className="text-muted-foreground">Designation</dt>
            <dd className="mb-2 sm:mb-0">{gift.designation}</dd>
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="mb-2 font-semibold sm:mb-0">
              {formatCents(gift.amountCents)} {cadenceOf(gift.interval)}
            </dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd className="mb-2 sm:mb-0">
              <Badge variant={status.variant}>{status.label}</Badge>
            </dd>
            <dt className="text-muted-foreground">Next payment</dt>
            <dd>
              {gift.status === "paused"
                ? "None while paused"
                : gift.status === "cancelled"
                  ? "None"
                  : gift.nextChargeAt
                    ? formatLongDate(gift.nextChargeAt)
                    : "Not known yet"}
            </dd>
          </dl>

          {asked ? (
            <NoScriptConfirmation
              asked={asked}
              gift={gift}
              token={token}
              busy={busy}
              headingRef={confirmHeading}
            />
          ) : null}

          {!open ? (
            <p className="text-sm">
              Your {cadenceOf(gift.interval)} gift has been cancelled. No further payments will be
              taken. Thank you for your support.
            </p>
          ) : null}
          {open && !gift.canManage ? (
            <p className="text-sm text-muted-foreground">
              To change or cancel this gift, please contact us at {site.email}.
            </p>
          ) : null}
        </CardContent>
      </Card>

      {manageable && !asked ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Change your gift</h2>
          </CardHeader>
          <CardContent className="space-y-6">
            <Form
              method="post"
              noValidate
              onSubmit={ask("change")}
              className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            >
              <input type="hidden" name="intent" value="change" />
              <TextField
                label="Amount (USD)"
                name="amount"
                inputMode="decimal"
                defaultValue={(gift.amountCents / 100).toFixed(2)}
                required
                error={amountError}
              />
              <div className="space-y-2">
                <Label htmlFor="recurring-interval">How often</Label>
                <NativeSelect
                  id="recurring-interval"
                  name="interval"
                  defaultValue={gift.interval ?? "month"}
                >
                  <option value="month">Monthly</option>
                  <option value="year">Yearly</option>
                </NativeSelect>
              </div>
              <Button type="submit" className="sm:mt-7" disabled={busy}>
                Change Gift
              </Button>
            </Form>
            <div className="flex flex-wrap gap-3">
              <Form method="post" onSubmit={ask("card")}>
                <input type="hidden" name="intent" value="card" />
                <Button
                  type="submit"
                  variant={gift.status === "past_due" ? "default" : "outline"}
                  disabled={busy}
                >
                  Update Card
                </Button>
              </Form>
              {gift.status === "paused" ? (
                <Form method="post" onSubmit={ask("resume")}>
                  <input type="hidden" name="intent" value="resume" />
                  <Button type="submit" variant="outline" disabled={busy}>
                    Resume Gift
                  </Button>
                </Form>
              ) : (
                <Form method="post" onSubmit={ask("pause")}>
                  <input type="hidden" name="intent" value="pause" />
                  <Button type="submit" variant="outline" disabled={busy}>
                    Pause Gift
                  </Button>
                </Form>
              )}
              <Form method="post" onSubmit={ask("cancel")}>
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="destructive" disabled={busy}>
                  Cancel Recurring Gift
                </Button>
              </Form>
            </div>
          </CardContent>
        </Card>
      ) : null}

      {gift.history.length > 0 ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Your gifts so far</h2>
          </CardHeader>
          <CardContent>
            <TableScroll label="Your gifts so far" framed={false}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Payments of this recurring gift, newest first</caption>
                <thead>
                  <tr className="border-b text-muted-foreground">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Date
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Amount
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Receipt
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {gift.history.map((payment) => (
                    <tr key={payment.id} className="border-b last:border-0">
                      <td className="py-2 pr-4">{formatDate(payment.date)}</td>
                      <td className="py-2 pr-4">{formatCents(payment.amountCents)}</td>
                      <td className="py-2">{payment.receiptNumber ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </CardContent>
        </Card>
      ) : null}

      <div className="text-center">
        <Link to="/" className="text-sm font-medium text-primary underline">
          Back to {site.name}
        </Link>
      </div>

      <AlertDialog
        open={pending !== null}
        onOpenChange={(next) => (next ? null : setPending(null))}
      >
        {dialog ? (
          <AlertDialogContent>
            <AlertDialogTitle>{dialog.title}</AlertDialogTitle>
            <AlertDialogDescription>{dialog.text}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>{dialog.no}</AlertDialogCancel>
              <Button
                variant={pending?.intent === "cancel" ? "destructive" : "default"}
                disabled={busy}
                onClick={() => submit({ ...pending!.values, confirm: "yes" }, { method: "post" })}
              >
                {busy ? "Please wait..." : dialog.yes}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </section>
  );
}

/** Without JavaScript: the action asked to confirm; the same request again with confirm=yes. */
function NoScriptConfirmation({
  asked,
  gift,
  token,
  busy,
  headingRef,
}: {
  asked: { confirm: Intent; amount?: string; interval?: "month" | "year" };
  gift: RecurringGift;
  token: string;
  busy: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const words = confirmation(asked.confirm, gift, asked);
  return (
    <div
      role="region"
      aria-labelledby="confirm-heading"
      className="space-y-3 rounded-lg border p-4"
    >
      <h2 id="confirm-heading" ref={headingRef} tabIndex={-1} className="font-semibold">
        {words.title}
      </h2>
      <p className="text-sm">{words.text}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value={asked.confirm} />
          <input type="hidden" name="confirm" value="yes" />
          {asked.amount ? <input type="hidden" name="amount" value={asked.amount} /> : null}
          {asked.interval ? <input type="hidden" name="interval" value={asked.interval} /> : null}
          <Button
            type="submit"
            variant={asked.confirm === "cancel" ? "destructive" : "default"}
            disabled={busy}
          >
            {words.yes}
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to={`/donate/manage/${token}`}>{words.no}</Link>
        </Button>
      </div>
    </div>
  );
}
