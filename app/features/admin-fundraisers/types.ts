import type { FundraiserGift } from "../../../server/modules/content/fundraisers";
import type { PublicFundraiser } from "../../../server/modules/content/public-content";

/** A fundraiser as the admin page shows it (the loader's row with its gifts). */
export type FundraiserView = Omit<PublicFundraiser, "createdAt"> & {
  gifts: FundraiserGift[];
  giftCount: number;
  /** Decision 021: the net completed gifts; raisedCents = startingCents + giftTotalCents. */
  giftTotalCents: number;
  startingCents: number;
};
