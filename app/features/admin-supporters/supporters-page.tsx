// /admin/supporters (docs/supporters.md): one row per person with their giving; search, pages, CSV export.
import { Contact, Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDate } from "../../../shared/domain/dates";
import { formatCents } from "../../../shared/domain/money";
import type { SupporterSummary } from "../../../server/modules/supporters/index.server";
import { TableScroll } from "~/components/ui/table-scroll";

export function SupportersPage({
  supporters,
  total,
  page,
  pageSize,
  filter,
}: {
  supporters: SupporterSummary[];
  total: number;
  page: number;
  pageSize: number;
  filter: { q?: string };
}) {
  const query = filter.q ? `?${new URLSearchParams({ q: filter.q })}` : "";
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Supporters"
        description="Everyone who has given, registered or written to you: one record per person, with their giving."
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="supporters-q">Search</Label>
            <Input
              id="supporters-q"
              name="q"
              type="search"
              placeholder="Name or e-mail"
              defaultValue={filter.q ?? ""}
              className="w-64 max-w-full"
            />
          </div>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" /> Search
          </Button>
        </Form>
        <Button asChild variant="outline">
          <a href={`/admin/supporters/export${query}`} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total} {total === 1 ? "supporter" : "supporters"}
        {filter.q ? " match" : ""}
      </p>
      {supporters.length === 0 ? (
        <EmptyState
          icon={Contact}
          title={filter.q ? "No supporters match your search." : "No supporters yet"}
        />
      ) : (
        <TableScroll label="Supporters">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Supporters</caption>
            <thead className="bg-secondary">
              <tr>
                {[
                  "Name",
                  "Email",
                  "Lifetime given",
                  "Given this year",
                  "Last gift",
                  "Registrations",
                ].map((h) => (
                  <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {supporters.map((s) => (
                <tr key={s.id} data-testid="supporter">
                  <td className="px-3 py-2">
                    <Link
                      to={`/admin/supporters/${s.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {s.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2 break-all">
                    {s.email ?? <span className="text-muted-foreground">None</span>}
                    {s.otherEmails.length > 0 ? (
                      <span className="block text-xs text-muted-foreground">
                        +{s.otherEmails.length} other{" "}
                        {s.otherEmails.length === 1 ? "address" : "addresses"}
                      </span>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 font-medium">
                    {formatCents(s.lifetimeCents)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{formatCents(s.yearCents)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {s.lastGiftAt ? formatDate(s.lastGiftAt) : "—"}
                  </td>
                  <td className="px-3 py-2">{s.registrations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={page} pageSize={pageSize} total={total} />
    </div>
  );
}
