import type { ReactNode } from "react";
import { TableScroll } from "~/components/ui/table-scroll";

/** One headed section of a supporter's history: a table in its own scrolling box (no sideways scroll at 390 px). */
export function HistoryTable({
  id,
  title,
  headers,
  rows,
  empty,
}: {
  id: string;
  title: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid={`supporter-${id}`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-muted-foreground">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <TableScroll label={title}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-secondary">
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td key={i} className="px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
