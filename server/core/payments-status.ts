// /admin/settings "Payments" (read only): which provider takes payments, whether
// its webhooks arrive, and, with Stripe, whether the key is a test or a live one.
// The key itself never leaves the server.
import { desc } from "drizzle-orm";
import type { AppServices } from "../context";
import { paymentEvents } from "../db/schema";

export type PaymentsStatus = {
  provider: "stripe" | "demo";
  /** Stripe only: from the key's prefix (sk_test_ / sk_live_, or a restricted rk_ key). */
  mode: "test" | "live" | "unknown" | null;
  /** When the latest payment event (webhook or demo payment) was received, ISO; null for none yet. */
  lastEventAt: string | null;
};

export function stripeKeyMode(key: string | undefined): PaymentsStatus["mode"] {
  if (!key) return "unknown";
  if (/^(sk|rk)_test_/.test(key)) return "test";
  if (/^(sk|rk)_live_/.test(key)) return "live";
  return "unknown";
}

export async function getPaymentsStatus(
  services: Pick<AppServices, "db" | "env" | "payments">,
): Promise<PaymentsStatus> {
  const [latest] = await services.db
    .select({ receivedAt: paymentEvents.receivedAt })
    .from(paymentEvents)
    .orderBy(desc(paymentEvents.receivedAt))
    .limit(1);
  const provider = services.payments.name;
  return {
    provider,
    mode: provider === "stripe" ? stripeKeyMode(services.env.STRIPE_SECRET_KEY) : null,
    lastEventAt: latest ? latest.receivedAt.toISOString() : null,
  };
}
