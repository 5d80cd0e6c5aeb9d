// GET /admin/supporters/export?q= → the matching supporters with their giving as a
// CSV download, streamed in batches (docs/supporters.md).
import { csvResponse } from "~/lib/csv-response.server";
import { requireStaff } from "~/lib/guard.server";
import {
  SUPPORTER_CSV_COLUMNS,
  supporterCsvBatches,
} from "../../../server/modules/supporters/index.server";
import { searchParamsObject } from "../../../shared/schemas/admin-lists";
import { supporterFilterSchema } from "../../../shared/schemas/supporter";
import type { Route } from "./+types/supporters-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const filter = supporterFilterSchema.parse(searchParamsObject(request.url));
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(
    `supporters-${day}.csv`,
    SUPPORTER_CSV_COLUMNS,
    supporterCsvBatches(context.services, filter),
  );
}
