// Refunds of registrations and gifts through the payment provider
// (docs/decisions/016-refunds.md, DESIGN "Payments"): what staff, or the buyer's own
// cancel, ask to refund (all that is left, some tickets, or an amount), planned by
// shared/domain/refunds.ts and made in three steps, so no transaction is ever held
// across the network call (DESIGN "Capacity"):
//   1. a transaction: check the amount, write the pending refund and apply it
//      (seats freed, amounts lowered), audited;
//   2. the provider's refund call, outside any transaction;
//   3. its answer applied by the same idempotent reconcile the webhooks use.
import { eq } from "drizzle-orm";
import type { AppServices } from "../../context";
import type { Tx } from "../../db/client";
import { refunds } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { RefundAnswer } from "../../payments/provider";
import {
  isRefundProblem,
  type RefundPlan,
  type RefundProblem,
  planDonationRefund,
  planRegistrationRefund,
} from "../../../shared/domain/refunds";
import {
  recordAudit,
  type Actor,
  applyPaymentEvent,
  paymentEventRoute,
} from "../../core/index.server";
import { handleRefundEvent, reconcileProviderRefund } from "./refund-reconcile";
import {
  recordRefund,
  settleRefund,
  lockDonationTarget,
  lockRegistrationTarget,
  type Refund,
  type RefundTarget,
} from "./refund-record";
import { isUuid } from "../../../shared/domain/ids";

export type RefundServices = Pick<
  AppServices,
  "db" | "database" | "log" | "env" | "secret" | "payments"
>;

const invalid = (problem: RefundProblem) =>
  new AppError(422, "validation_failed", problem.message, [
    { path: problem.path, message: problem.message },
  ]);

const noPayment = () =>
  invalid({
    path: "mode",
    message:
      "There is no payment on record to refund. Refund it from the payment provider's dashboard.",
  });

export type RefundOutcome = {
  refund: Refund;
  /** Set when the provider did not answer: the refund stays pending until its webhook arrives. */
  notice: string | null;
};

/** Step 1, for either kind: validated, written and applied in one transaction. */
export async function beginRefund(
  services: RefundServices,
  actor: Actor | null,
  lock: (tx: Tx) => Promise<RefundTarget | null>,
  plan: (target: RefundTarget) => RefundPlan | RefundProblem,
  reason: string | null,
  missing: string,
) {
  return services.db.transaction(async (tx) => {
    const target = await lock(tx);
    if (!target) throw notFound(missing);
    const paymentIntentId = target.row.paymentIntentId;
    const planned = plan(target);
    if (isRefundProblem(planned)) throw invalid(planned);
    if (!paymentIntentId) throw noPayment();
    const now = new Date();
    const { refund, target: after } = await recordRefund(
      tx,
      services,
      target,
      {
        amountCents: planned.amountCents,
        units: planned.units,
        provider: services.payments.name,
        status: "pending",
        reason,
        createdBy: actor?.id ?? null,
      },
      now,
    );
    if (actor) {
      const entity = target.kind === "registration" ? "event_registrations" : "donations";
      await recordAudit(tx, {
        actor,
        action: "create",
        entity: "refunds",
        entityId: refund.id,
        after: refund,
      });
      await recordAudit(tx, {
        actor,
        action: "update",
        entity,
        entityId: target.row.id,
        before: target.row,
        after: after.row,
      });
    }
    return { refund, paymentIntentId };
  });
}

/** Steps 2 and 3. */
export async function finishRefund(
  services: RefundServices,
  refund: Refund,
  paymentIntentId: string,
  metadata: Record<string, string>,
) {
  let answer: RefundAnswer;
  try {
    answer = await services.payments.refund({
      paymentIntentId,
      amountCents: refund.amountCents,
      metadata: { ...metadata, refundId: refund.id },
      idempotencyKey: refund.id,
    });
  } catch (error) {
    // The refund may have been made: it stays pending (applied) until the provider's webhook says.
    services.log.error("refund call failed", {
      refundId: refund.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return {
      refund,
      notice:
        "The payment provider did not answer. The refund stays pending until the provider confirms it.",
    };
  }
  if ("refused" in answer) {
    await services.db.transaction((tx) =>
      settleRefund(tx, services, refund.id, { status: "failed" }),
    );
    throw new AppError(
      422,
      "refund_refused",
      `The payment provider refused the refund: ${answer.refused}`,
    );
  }
  if (answer.event) {
    // The provider's answer is a refund event: applied here by the reconcile the
    // webhooks' dispatcher also runs, recorded once by its id.
    const event = answer.event;
    await applyPaymentEvent(
      services,
      event,
      paymentEventRoute(event) === "refund" ? handleRefundEvent : null,
    );
  } else {
    const reported = answer.refund;
    await services.db.transaction((tx) =>
      reconcileProviderRefund(tx, services, services.payments.name, reported),
    );
  }
  const [after] = await services.db.select().from(refunds).where(eq(refunds.id, refund.id));
  return { refund: after ?? refund, notice: null };
}

/** How much to refund: tickets (their share of what was paid), an amount, or (neither) everything left. */
export type RefundOptions = {
  amountCents?: number;
  units?: number;
  reason?: string | null;
  /** The back office's event: a registration of another event is not found. */
  eventId?: string;
};

/**
 * Refunds a paid registration: all that is left (the default), `units` tickets
 * (freed at once; the amount is their share of what was paid unless
 * `amountCents` is given), or `amountCents` alone. 422 with a field message
 * when the refund is not possible; nothing is written then.
 */
export async function refundRegistration(
  services: RefundServices,
  actor: Actor | null,
  registrationId: string,
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  if (!isUuid(registrationId)) throw notFound("Registration not found");
  const { refund, paymentIntentId } = await beginRefund(
    services,
    actor,
    async (tx) => {
      const target = await lockRegistrationTarget(tx, registrationId);
      return target?.kind === "registration" &&
        options.eventId &&
        target.row.eventId !== options.eventId
        ? null
        : target;
    },
    (target) => {
      const r = target.row as Extract<RefundTarget, { kind: "registration" }>["row"];
      const order = {
        totalCents: r.totalCents,
        refundedCents: r.refundedCents,
        quantity: r.quantity,
        refundedUnits: r.refundedUnits,
        holdsTickets: r.status === "active",
      };
      if (options.units !== undefined) {
        const planned = planRegistrationRefund(order, { mode: "units", units: options.units });
        if (isRefundProblem(planned) || options.amountCents === undefined) return planned;
        const amount = planRegistrationRefund(order, {
          mode: "amount",
          amountCents: options.amountCents,
        });
        return isRefundProblem(amount)
          ? amount
          : { amountCents: amount.amountCents, units: planned.units };
      }
      if (options.amountCents !== undefined)
        return planRegistrationRefund(order, { mode: "amount", amountCents: options.amountCents });
      return planRegistrationRefund(order, { mode: "full" });
    },
    options.reason ?? null,
    "Registration not found",
  );
  return finishRefund(services, refund, paymentIntentId, { kind: "registration", registrationId });
}

/** Refunds a completed gift: all that is left (the default) or `amountCents`. */
export async function refundDonation(
  services: RefundServices,
  actor: Actor | null,
  donationId: string,
  options: Omit<RefundOptions, "units"> = {},
): Promise<RefundOutcome> {
  if (!isUuid(donationId)) throw notFound("Donation not found");
  const { refund, paymentIntentId } = await beginRefund(
    services,
    actor,
    (tx) => lockDonationTarget(tx, donationId),
    (target) => {
      const gift = target.row as Extract<RefundTarget, { kind: "donation" }>["row"];
      if (gift.status !== "completed")
        return { path: "mode", message: "Only a completed gift can be refunded." };
      return options.amountCents !== undefined
        ? planDonationRefund(gift, { mode: "amount", amountCents: options.amountCents })
        : planDonationRefund(gift, { mode: "full" });
    },
    options.reason ?? null,
    "Donation not found",
  );
  return finishRefund(services, refund, paymentIntentId, { kind: "donation", donationId });
}
