// The shapes the back office shows of an event's registrations and its door
// list (SPEC "Registrations panel"; beyond SPEC, docs/decisions/006). The
// rules over them (SPEC §9 stats, SPEC §7 search, the door list and the
// catering summary) run in SQL, in server/modules/orders/registrations-admin.ts,
// registration-stats-admin.ts, registration-search-admin.ts and door-list-admin.ts,
// so an event of any size costs one page of rows (docs/benchmarks.md "Back office
// at scale").

export type GuestView = {
  id: string;
  guestName: string;
  guestEmail: string | null;
  dietaryRestrictions: string | null;
  accessibilityNeeds: string | null;
  isPrimaryContact: boolean;
};

export type RegistrationView = {
  id: string;
  status: string;
  customerName: string;
  customerEmail: string;
  quantity: number;
  totalCents: number;
  specialRequests: string | null;
  ticketType: { name: string; seatsPerUnit: number };
  guests: GuestView[];
};

export type DoorListRow = {
  key: string;
  name: string;
  /** Who registered (and paid) for this seat. */
  registeredBy: string;
  ticketType: string;
  isPrimaryContact: boolean;
  dietary: string | null;
  accessibility: string | null;
  notes: string | null;
  /** ISO time of the guest's winning check-in at the door, or null (docs/decisions/014-check-in-sync.md). */
  checkedInAt: string | null;
};

export type CateringSummary = {
  attendees: number;
  dietary: { need: string; count: number }[];
  withoutDietaryNeeds: number;
  accessibility: { name: string; need: string }[];
};
