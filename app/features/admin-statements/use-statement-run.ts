// docs/statements.md: a year's run of statements. Started once confirmed, it is
// then stepped by the page: the next chunk is asked for as soon as the last one
// answered, until the run is done.
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { plural } from "../../../shared/domain/words";

export type StatementRun = {
  id: string;
  year: number;
  status: "running" | "done";
  total: number;
  sent: number;
};

export function useStatementRun(loadedRun: StatementRun | null, year: number | null) {
  const [run, setRun] = useState<StatementRun | null>(loadedRun);
  const start = useAdminMutation<{ ok: true; run: StatementRun }>();
  const step = useAdminMutation<{ ok: true; run: StatementRun }>();
  const failures = useRef(0);

  // A new year chosen (or the page reloaded): show that year's latest run.
  useEffect(() => setRun(loadedRun), [loadedRun?.id, year]); // eslint-disable-line react-hooks/exhaustive-deps

  // While a run is going, ask for the next chunk as soon as the last one answered.
  const running = run?.status === "running";
  useEffect(() => {
    if (!running || step.busy || !run) return;
    const timer = setTimeout(
      () =>
        step.submit(
          { intent: "step", id: run.id },
          {
            onSuccess: (result) => {
              failures.current = 0;
              setRun(result.run);
              if (result.run.status === "done") {
                toast.success(`Sent ${plural(result.run.sent, "statement")} to the outbox.`);
              }
            },
            // A failed step changes nothing: try again a little later, and say so after a few.
            onError: (error) => {
              failures.current += 1;
              if (failures.current === 3)
                toast.error("Sending is taking longer than usual", { description: error.message });
              setRun((current) => (current ? { ...current } : current));
            },
          },
        ),
      failures.current ? 2000 * failures.current : 150,
    );
    return () => clearTimeout(timer);
  }, [running, step.busy, run]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Starts the year's run; `answered` runs once the server has answered, either way. */
  function startRun(answered: () => void) {
    if (year === null) return;
    start.submit(
      { intent: "start", year },
      {
        onSuccess: (result) => {
          answered();
          setRun(result.run);
        },
        onError: (error) => {
          answered();
          toast.error("Statements were not sent", { description: error.message });
        },
      },
    );
  }

  const percent =
    run && run.total > 0
      ? Math.round((run.sent / run.total) * 100)
      : run?.status === "done"
        ? 100
        : 0;

  return { run, running, percent, start: startRun, starting: start.busy };
}
