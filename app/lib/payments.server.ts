// The demo checkout page's provider and the dispatcher its Pay / Cancel feed (docs/payments.md).
export {
  isDemoProvider,
  isDemoSessionExpired,
  successUrlFor,
} from "../../server/payments/demo-provider";
export { dispatchPaymentEvent } from "../../server/modules/payment-events/dispatch";
