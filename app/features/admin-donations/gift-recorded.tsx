// Decision 020: what Record a gift shows once the gift is in: its receipt (to
// open as a PDF) and the ways on. Focus lands on it, since the form is gone.
import { FileText, HandCoins } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { RecordedGift } from "./use-record-gift";

export function GiftRecorded({
  recorded,
  onRecordAnother,
}: {
  recorded: RecordedGift;
  onRecordAnother: () => void;
}) {
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    doneRef.current?.focus();
  }, [recorded]);

  return (
    <div
      ref={doneRef}
      tabIndex={-1}
      role="status"
      className="space-y-4 rounded-xl border bg-card p-4 outline-none sm:p-6"
    >
      <h2 className="text-lg font-semibold">The gift is recorded.</h2>
      <p data-testid="recorded-receipt">
        {recorded.receiptNumber ? `Receipt ${recorded.receiptNumber}` : "No receipt was issued."}
        {recorded.emailed ? " was e-mailed to the donor." : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        {recorded.receiptId ? (
          <Button asChild variant="outline">
            <a href={`/admin/receipts/${recorded.receiptId}/pdf`} target="_blank" rel="noreferrer">
              <FileText aria-hidden="true" /> Receipt PDF
            </a>
          </Button>
        ) : null}
        <Button onClick={onRecordAnother}>
          <HandCoins aria-hidden="true" /> Record another gift
        </Button>
        <Button asChild variant="ghost">
          <Link to="/admin/donations">Back to donations</Link>
        </Button>
      </div>
    </div>
  );
}
