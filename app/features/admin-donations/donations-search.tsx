import { Download, Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { donationStatusValues } from "../../../shared/schemas/admin-lists";

type Filter = { q?: string; status?: (typeof donationStatusValues)[number] };

export function DonationsSearch({ filter }: { filter: Filter }) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  const query = params.size ? `?${params}` : "";
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor="donations-q">Search</Label>
          <Input
            id="donations-q"
            name="q"
            type="search"
            placeholder="Donor, e-mail or fundraiser"
            defaultValue={filter.q ?? ""}
            className="w-64"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="donations-status">Status</Label>
          <select
            id="donations-status"
            name="status"
            defaultValue={filter.status ?? ""}
            className="flex h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <option value="">All</option>
            {donationStatusValues.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" /> Search
        </Button>
      </Form>
      <Button asChild variant="outline">
        <a href={`/admin/donations/export${query}`} download>
          <Download aria-hidden="true" /> Export CSV
        </a>
      </Button>
    </div>
  );
}
