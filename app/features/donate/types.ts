import type { getDonatePageData } from "../../../server/services/giving/donations";

export type DonateFundraiser = Awaited<ReturnType<typeof getDonatePageData>>["fundraisers"][number];
