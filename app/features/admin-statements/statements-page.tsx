// docs/statements.md: year-end statements in the back office. Choose a year, see who
// will get one, send them all in one run (send-statements.tsx: confirmed first; the
// page then asks the server for the next chunk until the run is done, showing a
// progress bar), or download / send one supporter's statement from the list
// (statements-table.tsx).
import { FileText, Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { SendStatements, type StatementCounts } from "./send-statements";
import { StatementsTable, type StatementSupporter } from "./statements-table";
import type { StatementRun } from "./use-statement-run";

export function StatementsPage({
  years,
  year,
  counts,
  run,
  list,
  q,
}: {
  years: number[];
  year: number | null;
  counts: StatementCounts | null;
  run: StatementRun | null;
  list: {
    supporters: StatementSupporter[];
    total: number;
    page: number;
    pageSize: number;
  } | null;
  q: string;
}) {
  const yearId = useId();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Year-end statements"
        description="One statement per supporter with every deductible amount of the year, refunds removed."
      />
      {years.length === 0 || year === null || !counts ? (
        <EmptyState icon={FileText} title="No receipts yet, so there are no statements to send." />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <Form method="get" className="flex flex-wrap items-end gap-2">
              <div className="space-y-1">
                <Label htmlFor={yearId}>Year</Label>
                <NativeSelect id={yearId} name="year" defaultValue={String(year)} className="w-32">
                  {years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button type="submit" variant="secondary">
                Show
              </Button>
            </Form>
          </div>

          <SendStatements year={year} counts={counts} run={run} />

          <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="year" value={year} />
            <div className="space-y-1">
              <Label htmlFor="statements-q">Search</Label>
              <Input
                id="statements-q"
                name="q"
                type="search"
                placeholder="Name or e-mail"
                defaultValue={q}
                className="w-64 max-w-full"
              />
            </div>
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" /> Search
            </Button>
          </Form>

          {list && list.supporters.length > 0 ? (
            <StatementsTable year={year} supporters={list.supporters} />
          ) : (
            <EmptyState
              icon={FileText}
              title={q ? "No supporters match your search." : "No statements for this year."}
            />
          )}
          {list ? (
            <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
          ) : null}
        </>
      )}
    </div>
  );
}
