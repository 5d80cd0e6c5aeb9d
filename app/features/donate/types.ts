import type { getDonatePageData } from "../../../server/modules/giving/donations";

export type DonateFundraiser = Awaited<ReturnType<typeof getDonatePageData>>["fundraisers"][number];
