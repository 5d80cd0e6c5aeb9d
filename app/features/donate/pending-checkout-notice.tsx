import { ExternalLink, RotateCcw } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { PendingCheckout } from "./use-pending-checkout";

/**
 * Said while a checkout is open (use-pending-checkout.ts): in the tab that
 * opened it, that it opened; in any other, that it is open there. Either way
 * the gift can be finished there, or started over here.
 */
export function PendingCheckoutNotice({
  pending,
  elsewhere,
  onStartOver,
}: {
  pending: PendingCheckout;
  elsewhere: boolean;
  onStartOver: () => void;
}) {
  return (
    <div
      role="status"
      className="space-y-3 rounded-md border border-accent/40 bg-accent/5 p-4 text-sm"
      data-testid="pending-checkout"
    >
      {elsewhere ? (
        <p className="font-medium">
          Your checkout is open in another tab — finish it there, or start over.
        </p>
      ) : (
        <p>
          Your secure checkout opened in a new tab.{" "}
          <a
            href={pending.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline"
          >
            Open checkout again <ExternalLink aria-hidden="true" className="size-3" />
          </a>
        </p>
      )}
      <p className="text-muted-foreground">
        {pending.summary ? `Your gift: ${pending.summary}. ` : ""}
        {elsewhere ? "" : "Finish it there, or start over. "}
        To make sure you are not charged twice, a new gift can start once this one is finished or
        you start over.
      </p>
      <Button type="button" size="sm" variant="outline" onClick={onStartOver}>
        <RotateCcw aria-hidden="true" /> Start over
      </Button>
    </div>
  );
}
