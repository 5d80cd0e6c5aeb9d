// How a payment event is applied (DESIGN "Payments"): recorded once by the
// provider's event id in the same transaction as its work, so a redelivery is a
// no-op and a failed attempt rolls back to run again. The dispatcher on top of
// the areas (server/modules/payment-events) picks the handler; an area that
// holds an event of its own (a refund answer, a recurring gift change from the
// demo provider) applies it here with its own handler, never through the dispatcher.
import type { AppServices } from "../context";
import type { Tx } from "../db/client";
import { paymentEvents } from "../db/schema";
import {
  handledEventTypes,
  isRefundEvent,
  type PaymentEvent,
  type PaymentKind,
} from "../payments/provider";

export type PaymentServices = Pick<AppServices, "db" | "database" | "log" | "env" | "secret">;

export type FulfilmentContext = {
  /** The transaction that also recorded the event: do all writes (and enqueueEmail) through it. */
  tx: Tx;
  event: PaymentEvent;
  services: PaymentServices;
};

export type PaymentEventHandler = (context: FulfilmentContext) => Promise<void>;

export type DispatchResult = "processed" | "duplicate" | "ignored";

/**
 * Which handler an event is for: a refund routes by the refund (decision 016: one made
 * in the provider's dashboard, with no metadata.kind, is recorded too); any other
 * handled type by the checkout's metadata.kind; anything else is ignored.
 */
export function paymentEventRoute(event: PaymentEvent): "refund" | PaymentKind | null {
  if (isRefundEvent(event.type)) return "refund";
  if (!event.kind || !(handledEventTypes as readonly string[]).includes(event.type)) return null;
  return event.kind;
}

/** Records the event and runs its handler in one transaction; null handler: recorded, ignored. */
export async function applyPaymentEvent(
  services: PaymentServices,
  event: PaymentEvent,
  handler: PaymentEventHandler | null,
): Promise<DispatchResult> {
  const result = await services.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: event.provider,
        type: event.type,
        payload: event.raw ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return "duplicate" as const;
    if (!handler) return "ignored" as const;
    await handler({ tx, event, services });
    return "processed" as const;
  });
  services.log.info("payment event", {
    eventId: event.id,
    type: event.type,
    kind: event.kind,
    result,
  });
  return result;
}
