// GET /admin/donations/export?q=&status= → the matching gifts as a CSV download,
// streamed in batches (docs/benchmarks.md "Back office at scale").
import { csvResponse } from "~/lib/csv-response.server";
import {
  DONATION_CSV_COLUMNS,
  donationCsvBatches,
} from "../../../server/modules/giving/index.server";
import { requireStaff } from "~/lib/guard.server";
import { donationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/donations-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = donationFilterSchema.parse(searchParamsObject(request.url));
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `donations-${day}.csv`,
    DONATION_CSV_COLUMNS,
    donationCsvBatches(context.services.db, filter),
  );
}
