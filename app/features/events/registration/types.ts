// What the registration dialog needs to know about an event and its ticket types
// (serialisable: it comes from the events list and detail loaders).
export type DialogTicketType = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  seatsPerUnit: number;
  /** Units one registration may take now (server/modules/events/seats.ts): stock left, and seats left under a max capacity. */
  remaining: number;
  isActive: boolean;
};

export type DialogEvent = {
  id: string;
  title: string;
  /** ISO string; null means on sale now. */
  ticketSalesStartAt: string | null;
  ticketTypes: DialogTicketType[];
};

/** What a free registration's confirmation view shows (app/routes/event-register.tsx). */
export type FreeConfirmation = {
  eventTitle: string;
  /** ISO string. */
  startsAt: string;
  location: string;
  email: string;
  reference: string;
  lines: { ticketTypeName: string; quantity: number }[];
  /** The buyer's own page and its calendar file (decision 017). */
  managePath: string;
  calendarPath: string;
};

export type RegisterResult =
  | { isFree: true; registrationId: string; confirmation?: FreeConfirmation }
  | { isFree: false; url?: string | null; releasePath?: string }
  | { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** What a promo or access code does, as the code check answers (decision 018). */
export type AppliedCode = {
  code: string;
  label: string;
  discount: { type: "none" | "percent" | "fixed"; value: number };
  appliesToTicketTypeIds: string[];
  unlocked: Omit<DialogTicketType, "isActive">[];
};

export type PromoCheckResult =
  | { ok: true; promo: AppliedCode }
  | { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
