import { useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * A chart's text alternative: a one-line summary everyone reads, and the chart's numbers as a
 * table. The table is always in the page for screen readers (the drawing itself is hidden from
 * them) and shown on request for everyone else.
 */
export function ChartTable({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{summary}</p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? "Hide the numbers" : "Show the numbers"}
        </Button>
      </div>
      {/* The wrapper hides the table: on a <table> itself, sr-only's 1px width is ignored and the page scrolled sideways. */}
      <div id={id} className={cn(shown ? "overflow-x-auto" : "sr-only")}>
        <div className="text-sm [&_td]:px-2 [&_td]:py-1 [&_td]:text-right [&_td]:tabular-nums [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_thead_th]:font-medium [&_tr]:border-b">
          {children}
        </div>
      </div>
    </div>
  );
}
