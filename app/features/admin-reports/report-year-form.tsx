import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";

/** The reports' year, chosen among those with figures (a GET form: the year stays in the URL). */
export function ReportYearForm({ year, years }: { year: number; years: number[] }) {
  return (
    <Form method="get" className="flex items-end gap-2">
      <div className="space-y-1">
        <Label htmlFor="report-year">Year</Label>
        <select
          id="report-year"
          name="year"
          defaultValue={String(year)}
          key={year}
          className="flex h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}
