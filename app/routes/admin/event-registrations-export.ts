// GET /admin/events/:id/registrations/export?q= → SPEC §7 "CSV export": the
// registrations that match the panel's search, SPEC's columns, file named
// event-registrations-{eventId}.csv. Made on the server and streamed in
// batches (docs/benchmarks.md "Back office at scale"): the panel shows one
// page at a time, so the browser no longer has every row to build it from.
import { data } from "react-router";
import { AppError } from "~/lib/action-contract.server";
import { csvResponse } from "~/lib/csv-response.server";
import { requireStaff } from "~/lib/guard.server";
import { registrationExportBatches } from "../../../server/modules/orders/index.server";
import { asUuid } from "../../../shared/domain/ids";
import {
  REGISTRATION_CSV_COLUMNS,
  registrationCsvCells,
  registrationCsvFileName,
} from "../../../shared/domain/registration-csv";
import { registrationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/event-registrations-export";
import { getEventSummary } from "../../../server/modules/events/index.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context, "manage");
  const eventId = asUuid(params.id);
  if (!eventId) throw data(null, { status: 404 });
  const { db } = context.services;
  try {
    await getEventSummary(db, eventId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  const { q } = registrationFilterSchema.parse(searchParamsObject(request.url));
  async function* rows() {
    for await (const batch of registrationExportBatches(db, eventId!, { q })) {
      yield batch.map(registrationCsvCells);
    }
  }
  return csvResponse(registrationCsvFileName(eventId), REGISTRATION_CSV_COLUMNS, rows());
}
