// Called in the transaction that frees seats (a refund by tickets, docs/decisions/016-refunds.md),
// with the event row locked. The waitlist fills it in (DESIGN "After the sale": offers for freed seats).
import type { Tx } from "../../db/client";
import type { PaymentServices } from "../payment-events/fulfilment-context";

export async function seatsFreed(_tx: Tx, _services: PaymentServices, _eventId: string, _now: Date): Promise<void> {}
