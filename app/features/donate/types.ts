import type { getDonatePageData } from "../../../server/services/donations";

export type DonateFundraiser = Awaited<ReturnType<typeof getDonatePageData>>["fundraisers"][number];
