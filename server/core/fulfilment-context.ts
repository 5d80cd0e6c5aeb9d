// What a fulfilment handler gets from the dispatcher (./dispatch.ts). Its own
// module, so the handlers in ticketing/ and giving/ import it without importing
// the dispatcher that imports them (docs/architecture.md "Layout": no cycles).
import type { AppServices } from "../context";
import type { Tx } from "../db/client";
import type { PaymentEvent } from "../payments/provider";

export type PaymentServices = Pick<AppServices, "db" | "database" | "log" | "env" | "secret">;

export type FulfilmentContext = {
  /** The transaction that also recorded the event: do all writes (and enqueueEmail) through it. */
  tx: Tx;
  event: PaymentEvent;
  services: PaymentServices;
};

export type PaymentEventHandler = (context: FulfilmentContext) => Promise<void>;
