// docs/statements.md: year-end statements in the back office. Choose a year, see who
// will get one, send them all in one run (confirmed first; the page then asks the
// server for the next chunk until the run is done, showing a progress bar), or
// download / send one supporter's statement from the list.
import { Download, FileText, Mail, Search, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { EmptyState } from "~/components/admin/empty-state";
import { Pagination } from "~/components/admin/pagination";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Progress } from "~/components/ui/progress";
import { formatCents } from "../../../shared/domain/money";
import { plural } from "../../../shared/domain/words";
import { TableScroll } from "~/components/ui/table-scroll";

type Run = { id: string; year: number; status: "running" | "done"; total: number; sent: number };
type Counts = { supporters: number; withEmail: number; withoutEmail: number };
type Item = {
  id: string;
  name: string;
  email: string | null;
  receipts: number;
  totalCents: number;
};

export function StatementsPage({
  years,
  year,
  counts,
  run: loadedRun,
  list,
  q,
}: {
  years: number[];
  year: number | null;
  counts: Counts | null;
  run: Run | null;
  list: { supporters: Item[]; total: number; page: number; pageSize: number } | null;
  q: string;
}) {
  const [run, setRun] = useState<Run | null>(loadedRun);
  const [confirming, setConfirming] = useState(false);
  const start = useAdminMutation<{ ok: true; run: Run }>();
  const step = useAdminMutation<{ ok: true; run: Run }>();
  const send = useAdminMutation<{ ok: true; id: string; to: string }>();
  const failures = useRef(0);
  const yearId = useId();

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

  function onStart() {
    if (year === null) return;
    start.submit(
      { intent: "start", year },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setRun(result.run);
        },
        onError: (error) => {
          setConfirming(false);
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

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Year-end statements"
        description="One statement per supporter with every deductible amount of the year, refunds removed."
      />
      {years.length === 0 || year === null || !counts ? (
        <EmptyState icon={FileText} title="No receipts yet, so there are no statements to send." />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <Form method="get" className="flex flex-wrap items-end gap-2">
              <div className="space-y-1">
                <Label htmlFor={yearId}>Year</Label>
                <NativeSelect id={yearId} name="year" defaultValue={String(year)} className="w-32">
                  {years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button type="submit" variant="secondary">
                Show
              </Button>
            </Form>
          </div>

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
            <Button onClick={() => setConfirming(true)} disabled={running || start.busy}>
              <Send aria-hidden="true" /> Send statements
            </Button>
          </section>

          <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="year" value={year} />
            <div className="space-y-1">
              <Label htmlFor="statements-q">Search</Label>
              <Input
                id="statements-q"
                name="q"
                type="search"
                placeholder="Name or e-mail"
                defaultValue={q}
                className="w-64 max-w-full"
              />
            </div>
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" /> Search
            </Button>
          </Form>

          {list && list.supporters.length > 0 ? (
            <TableScroll label={`Supporters with a statement for ${year}`}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Supporters with a statement for {year}</caption>
                <thead className="bg-secondary">
                  <tr>
                    {["Supporter", "Email", "Receipts", "Deductible"].map((h) => (
                      <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                        {h}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {list.supporters.map((s) => (
                    <tr key={s.id} data-testid="statement-row">
                      <td className="px-3 py-2 font-medium">{s.name}</td>
                      <td className="px-3 py-2">
                        {s.email ?? <span className="text-muted-foreground">No e-mail</span>}
                      </td>
                      <td className="px-3 py-2">{s.receipts}</td>
                      <td className="whitespace-nowrap px-3 py-2">{formatCents(s.totalCents)}</td>
                      <td className="whitespace-nowrap px-3 py-2">
                        <div className="flex gap-1">
                          <Button asChild variant="ghost" size="sm">
                            <a
                              href={`/admin/statements/${year}/${s.id}/pdf`}
                              target="_blank"
                              rel="noopener"
                              aria-label={`Download the ${year} statement of ${s.name} (PDF)`}
                            >
                              <Download aria-hidden="true" /> PDF
                            </a>
                          </Button>
                          {s.email ? (
                            <Button
                              variant="ghost"
                              size="sm"
                              disabled={send.busy}
                              aria-label={`E-mail the ${year} statement to ${s.name}`}
                              onClick={() =>
                                send.submit(
                                  { intent: "send", id: s.id, year },
                                  {
                                    onSuccess: (result) =>
                                      toast.success(`Statement queued for ${result.to}.`),
                                    onError: (error) =>
                                      toast.error("Statement not sent", {
                                        description: error.message,
                                      }),
                                  },
                                )
                              }
                            >
                              <Mail aria-hidden="true" /> Send
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : (
            <EmptyState
              icon={FileText}
              title={q ? "No supporters match your search." : "No statements for this year."}
            />
          )}
          {list ? (
            <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
          ) : null}

          <AlertDialog
            open={confirming}
            onOpenChange={(open) => !start.busy && setConfirming(open)}
          >
            <AlertDialogContent>
              <AlertDialogTitle>Send {plural(counts.withEmail, "statement")}?</AlertDialogTitle>
              <AlertDialogDescription>
                Everyone with receipts for {year} and an e-mail address gets their statement, with
                the PDF attached, through the outbox. Each person gets one, however long it takes.
              </AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={start.busy}>Cancel</AlertDialogCancel>
                <Button onClick={onStart} disabled={start.busy}>
                  {start.busy ? "Starting..." : "Send statements"}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </>
      )}
    </div>
  );
}
