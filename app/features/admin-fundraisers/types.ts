import type { FundraiserGift } from "../../../server/services/content/fundraisers";

/** A fundraiser as the admin page shows it (the loader's row with its gifts). */
export type FundraiserView = {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  isActive: boolean;
  goalCents: number;
  raisedCents: number;
  gifts: FundraiserGift[];
  giftCount: number;
  giftTotalCents: number;
};
