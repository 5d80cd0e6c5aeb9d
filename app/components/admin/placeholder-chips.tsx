import { Plus } from "lucide-react";
import type { Placeholder } from "../../../shared/domain/email-templates";
import { placeholderToken } from "../../../shared/domain/email-templates";

/** The placeholders a message may use, each a button that inserts it, with what it stands for. */
export function PlaceholderChips({
  placeholders,
  required = [],
  onInsert,
}: {
  placeholders: readonly Placeholder[];
  required?: readonly string[];
  onInsert: (name: string) => void;
}) {
  return (
    <section aria-labelledby="placeholders-heading" className="space-y-2">
      <h2 id="placeholders-heading" className="text-sm font-semibold">
        Placeholders
      </h2>
      <p className="text-sm text-muted-foreground">
        Each is replaced by its value in every e-mail. Choose one to insert it where your cursor is.
      </p>
      <ul className="space-y-2">
        {placeholders.map((p) => (
          <li key={p.name} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
            <button
              type="button"
              onClick={() => onInsert(p.name)}
              aria-label={`Insert ${placeholderToken(p.name)}: ${p.description}`}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary px-2.5 py-0.5 font-mono text-xs hover:bg-secondary/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Plus aria-hidden="true" className="size-3" />
              {placeholderToken(p.name)}
            </button>
            <span className="text-muted-foreground">
              {p.description}
              {required.includes(p.name) ? (
                <strong className="font-medium text-foreground"> (required)</strong>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
