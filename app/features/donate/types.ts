import type { getDonatePageData } from "../../../server/modules/giving/index.server";

export type DonateFundraiser = Awaited<ReturnType<typeof getDonatePageData>>["fundraisers"][number];
