// docs/statements.md: who will get the year's statement, and sending them all in
// one run (confirmed first), with a progress bar while it goes.
import { Send } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import { plural } from "../../../shared/domain/words";
import { useStatementRun, type StatementRun } from "./use-statement-run";

export type StatementCounts = { supporters: number; withEmail: number; withoutEmail: number };

export function SendStatements({
  year,
  counts,
  run: loadedRun,
}: {
  year: number;
  counts: StatementCounts;
  run: StatementRun | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const { run, running, percent, start, starting } = useStatementRun(loadedRun, year);

  return (
    <>
      <section aria-labelledby="statements-send" className="space-y-3 rounded-xl border p-4">
        <h2 id="statements-send" className="text-lg font-semibold">
          Send the {year} statements
        </h2>
        <p className="text-sm" data-testid="statement-counts">
          {plural(counts.supporters, "supporter")} will get a statement for {year}.{" "}
          {counts.withoutEmail > 0
            ? `${counts.withoutEmail} ${counts.withoutEmail === 1 ? "has" : "have"} no e-mail address: download theirs below to post.`
            : "Everyone has an e-mail address."}
        </p>
        {run ? (
          <div className="space-y-1">
            <p className="text-sm" id="statements-progress-label" aria-live="polite">
              {run.status === "done"
                ? `Done: ${plural(run.sent, "statement")} sent to the outbox.`
                : `Sending: ${run.sent} of ${run.total}...`}
            </p>
            <Progress
              value={percent}
              aria-labelledby="statements-progress-label"
              aria-valuetext={`${percent}%`}
              className="max-w-md"
            />
          </div>
        ) : null}
        <Button onClick={() => setConfirming(true)} disabled={running || starting}>
          <Send aria-hidden="true" /> Send statements
        </Button>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Send ${plural(counts.withEmail, "statement")}?`}
        description={`Everyone with receipts for ${year} and an e-mail address gets their statement, with the PDF attached, through the outbox. Each person gets one, however long it takes.`}
        variant="default"
        confirmLabel="Send statements"
        busyLabel="Starting..."
        onConfirm={() => start(() => setConfirming(false))}
        busy={starting}
      />
    </>
  );
}
