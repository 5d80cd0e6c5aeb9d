// "Merge another record into this one" (docs/supporters.md, decision 020): find the
// other record by name or e-mail (the list's own loader, through a fetcher), pick
// it from the results (radio buttons: a keyboard path with no custom widget),
// then confirm in a dialog that says what moves.
import { GitMerge, Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatCents } from "../../../shared/domain/money";
import type { SupporterSummary } from "../../../server/modules/supporters/index.server";

type Found = { supporters: SupporterSummary[]; total: number };

export function MergeSection({ intoId, intoName }: { intoId: string; intoName: string }) {
  const id = useId();
  const search = useFetcher<Found>();
  const merge = useAdminMutation<{ ok: true }>();
  const [query, setQuery] = useState("");
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const results = (search.data?.supporters ?? []).filter((s) => s.id !== intoId);
  const chosen = results.find((s) => s.id === chosenId) ?? null;

  const find = (event: FormEvent) => {
    event.preventDefault();
    setChosenId(null);
    if (query.trim()) search.load(`/admin/supporters?${new URLSearchParams({ q: query.trim() })}`);
  };

  const confirm = () => {
    if (!chosen) return;
    merge.submit(
      { intent: "merge", fromId: chosen.id },
      {
        onSuccess: () => {
          toast.success("Records merged", {
            description: `${chosen.name}'s history is now on this record.`,
          });
          setConfirming(false);
          setChosenId(null);
          setQuery("");
        },
        onError: (error) => {
          toast.error("Could not merge the records", { description: error.message });
          setConfirming(false);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          Merge another record into this one
        </h2>
        <p className="text-sm text-muted-foreground">
          When one person has two records (say, two e-mail addresses), find the other one here. Its
          addresses, gifts, registrations, guest appearances, messages and receipts move to this
          record.
        </p>
      </div>
      <form role="search" onSubmit={find} className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-q`}>Find the other record</Label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder="Name or e-mail"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="w-64 max-w-full"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={search.state !== "idle"}>
          <Search aria-hidden="true" /> Find
        </Button>
      </form>
      {search.data ? (
        results.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            No other records match.
          </p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">
              Choose the record to merge into this one
            </legend>
            <ul className="space-y-2">
              {results.map((s) => (
                <li key={s.id}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary">
                    <input
                      type="radio"
                      name={`${id}-from`}
                      value={s.id}
                      checked={chosenId === s.id}
                      onChange={() => setChosenId(s.id)}
                      className="mt-1"
                    />
                    <span className="min-w-0 text-sm">
                      <span className="block font-medium">{s.name}</span>
                      <span className="block break-all text-muted-foreground">
                        {[s.email, ...s.otherEmails].filter(Boolean).join(", ") ||
                          "No e-mail address"}
                      </span>
                      <span className="block text-muted-foreground">
                        {s.gifts} {s.gifts === 1 ? "gift" : "gifts"} ({formatCents(s.lifetimeCents)}
                        ), {s.registrations}{" "}
                        {s.registrations === 1 ? "registration" : "registrations"}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      ) : null}
      <Button type="button" disabled={!chosen} onClick={() => setConfirming(true)}>
        <GitMerge aria-hidden="true" /> Merge into this record…
      </Button>
      <ConfirmDeleteDialog
        open={confirming && chosen !== null}
        onOpenChange={setConfirming}
        title="Merge these records?"
        description={
          chosen ? (
            <>
              {chosen.name}
              {chosen.email ? ` (${chosen.email})` : ""} will be merged into {intoName}. Every
              e-mail address, gift, recurring gift, registration, guest appearance, message and
              receipt of {chosen.name} moves to this record, and blank contact details here are
              filled from theirs. Their record is kept as history, marked as merged. This cannot be
              undone.
            </>
          ) : (
            ""
          )
        }
        onConfirm={confirm}
        busy={merge.busy}
        confirmLabel="Merge records"
        busyLabel="Merging..."
      />
    </section>
  );
}
