// The registrations panel's search field and its Export CSV button.
import { Download, Search } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { registrationCsvFileName } from "../../../shared/domain/registration-csv";

/**
 * SPEC §7 "CSV export", made and streamed by the server
 * (/admin/events/:id/registrations/export): every registration that matches the
 * search, not only the page shown.
 */
function downloadCsv(eventId: string, query: string) {
  const link = document.createElement("a");
  link.href = `/admin/events/${eventId}/registrations/export${query ? `?${new URLSearchParams({ q: query })}` : ""}`;
  link.download = registrationCsvFileName(eventId);
  document.body.append(link);
  link.click();
  link.remove();
}

export function RegistrationsSearchBar({
  eventId,
  query,
  onQuery,
  canExport,
}: {
  eventId: string;
  query: string;
  onQuery: (query: string) => void;
  /** A list is loaded (the export button waits for it). */
  canExport: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <div className="relative min-w-56 flex-1">
        <Search aria-hidden="true" className="absolute left-3 top-3 size-4 text-muted-foreground" />
        <Input
          type="search"
          placeholder="Search registrations..."
          aria-label="Search registrations"
          className="pl-9"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
        />
      </div>
      <Button
        variant="outline"
        onClick={() => downloadCsv(eventId, query.trim())}
        disabled={!canExport}
      >
        <Download aria-hidden="true" /> Export CSV
      </Button>
    </div>
  );
}
