import type {
  FundraiserGift,
  PublicFundraiser,
} from "../../../server/modules/content/index.server";

/** A fundraiser as the admin page shows it (the loader's row with its gifts). */
export type FundraiserView = Omit<PublicFundraiser, "createdAt"> & {
  gifts: FundraiserGift[];
  giftCount: number;
  /** Decision 021: the net completed gifts; raisedCents = startingCents + giftTotalCents. */
  giftTotalCents: number;
  startingCents: number;
};
