import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { TableScroll } from "~/components/ui/table-scroll";
import type { reportTableValues } from "../../../shared/schemas/reports";

type Table = (typeof reportTableValues)[number];
export type Cell = ReactNode;

/** One report table: a heading, what it counts, its CSV, and the table in a box that scrolls sideways on a phone. */
export function ReportSection({
  id,
  title,
  note,
  year,
  table,
  headers,
  rows,
  total,
}: {
  id: string;
  title: string;
  note: string;
  year: number;
  table: Table;
  headers: string[];
  rows: { key: string; cells: Cell[] }[];
  total?: Cell[];
}) {
  return (
    <section className="space-y-3" aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={id} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{note}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a
            href={`/admin/reports/export?year=${year}&table=${table}`}
            download
            aria-label={`Download ${title}, ${year} as CSV`}
            data-testid={`export-${table}`}
          >
            <Download aria-hidden="true" /> CSV
          </a>
        </Button>
      </div>
      <TableScroll label={title}>
        <table className="w-full text-left text-sm" data-testid={`report-${table}`}>
          <caption className="sr-only">
            {title}, {year}
          </caption>
          <thead className="bg-secondary">
            <tr>
              {headers.map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  className={`whitespace-nowrap px-3 py-2 font-semibold ${i > 0 ? "text-right" : ""}`}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={headers.length}
                  className="px-3 py-4 text-center text-muted-foreground"
                >
                  Nothing in {year}.
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-3 py-2 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
          {total ? (
            <tfoot className="border-t bg-secondary/50 font-semibold">
              <tr>
                {total.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-2">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </TableScroll>
    </section>
  );
}
