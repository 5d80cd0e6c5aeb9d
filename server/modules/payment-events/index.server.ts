// The entry of server/modules/payment-events: the only file other code imports from it (docs/architecture.md "Modules").
export { dispatchPaymentEvent } from "./dispatch";
