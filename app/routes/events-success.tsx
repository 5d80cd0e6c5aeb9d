import { lazy, Suspense } from "react";
import { pageMeta } from "~/lib/meta";

// SPEC §2: loaded lazily, with the text Loading... meanwhile.
const PaymentReturn = lazy(() => import("~/features/events/payment-return"));

export const meta = () => pageMeta("Registration");

export default function EventPaymentSuccess() {
  return (
    <Suspense fallback={<p className="px-4 py-24 text-center">Loading...</p>}>
      <PaymentReturn outcome="success" />
    </Suspense>
  );
}
