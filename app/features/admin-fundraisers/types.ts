export type FundraiserGiftView = {
  id: string;
  donorName: string;
  isAnonymous: boolean;
  amountCents: number;
  interval: "month" | "year" | null;
  completedAt: Date | null;
};

/** A fundraiser as the admin page shows it (the loader's row with its gifts). */
export type FundraiserView = {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  isActive: boolean;
  goalCents: number;
  raisedCents: number;
  gifts: FundraiserGiftView[];
  giftCount: number;
  giftTotalCents: number;
};
