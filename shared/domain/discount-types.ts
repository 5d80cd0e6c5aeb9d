// What a promo code does (docs/decisions/018-codes-and-orders.md): nothing to the
// price (an access code that unlocks hidden ticket types), a percent, or a fixed amount off.
export const discountTypes = ["none", "percent", "fixed"] as const;
export type DiscountType = (typeof discountTypes)[number];
