export * from "./schema/auth";
export * from "./schema/content";
export * from "./schema/events";
export * from "./schema/payments";
export * from "./schema/ops";
export * from "./schema/payments-support";
