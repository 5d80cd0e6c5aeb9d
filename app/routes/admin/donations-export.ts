// GET /admin/donations/export?q=&status= → the matching gifts as a CSV download.
import { requireAdmin } from "~/lib/guard.server";
import { donationsCsv } from "~/lib/giving.server";
import { donationFilterSchema, searchParamsObject } from "../../../shared/schemas/admin-lists";
import type { Route } from "./+types/donations-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const filter = donationFilterSchema.parse(searchParamsObject(request.url));
  const csv = await donationsCsv(context.services.db, filter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="donations-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
