export type DashboardStats = {
  counts: { teamMembers: number; fundraisers: number; events: number; messages: number };
  raised: {
    year: number;
    timeZone: string;
    monthCents: number;
    monthGifts: number;
    yearCents: number;
    yearGifts: number;
    yearParts: {
      onlineOneTimeCents: number;
      recurringCents: number;
      offlineCents: number;
      refundedCents: number;
    };
  };
  weekly: { weekStart: string; gifts: number; cents: number }[];
  seats: {
    id: string;
    title: string;
    startsAt: Date;
    capacity: number;
    sold: number;
    held: number;
  }[];
};

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-02" → "Mar 2", read from the text (no time zone can shift it). */
export function shortDay(isoDay: string) {
  const [, month, day] = isoDay.split("-").map(Number);
  return `${months[(month ?? 1) - 1]} ${day}`;
}
