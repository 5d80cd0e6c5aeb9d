// Joining a sold-out event's or ticket type's waitlist (docs/decisions/017-self-service-and-waitlist.md):
// a small dialog with name, e-mail, seats wanted and, when the event has several, the ticket type.
// Loaded on first use by waitlist-button.tsx, so event pages stay light (decision 012).
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TextField } from "~/components/ui/text-field";
import { isActionError, type ActionError } from "~/lib/action-result";
import { MAX_WAITLIST_SEATS, waitlistJoinSchema } from "../../../shared/schemas/waitlist";

export type WaitlistDialogProps = {
  eventId: string;
  eventTitle: string;
  ticketTypes: { id: string; name: string }[];
  ticketTypeId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

export function WaitlistDialog({
  eventId,
  eventTitle,
  ticketTypes,
  ticketTypeId,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: WaitlistDialogProps) {
  const fetcher = useFetcher<{ joined: true; updated: boolean } | ActionError>();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const busy = fetcher.state !== "idle";
  const joined = fetcher.data && !isActionError(fetcher.data) ? fetcher.data : null;
  const refusal = isActionError(fetcher.data) ? fetcher.data.error : null;
  useEffect(() => {
    if (refusal?.issues)
      setIssues(Object.fromEntries(refusal.issues.map((i) => [i.path, i.message])));
  }, [refusal]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = waitlistJoinSchema.safeParse(form);
    if (!parsed.success) {
      setIssues(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setIssues({});
    void fetcher.submit(form, {
      method: "post",
      action: `/events/${eventId}/waitlist`,
      encType: "application/json",
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Join the waitlist</DialogTitle>
          <DialogDescription>
            {eventTitle}. If seats free up, we'll e-mail the next person on the list and hold the
            seats for them for a while.
          </DialogDescription>
        </DialogHeader>
        {joined ? (
          <div className="space-y-4">
            <p role="status" className="text-sm">
              {joined.updated
                ? "We've updated your place on the waitlist."
                : "You're on the waitlist. We'll e-mail you if seats become available."}
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {refusal && !refusal.issues ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
              >
                {refusal.message}
              </p>
            ) : null}
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              error={issues.name}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={255}
              error={issues.email}
            />
            <TextField
              label="Seats wanted"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_WAITLIST_SEATS}
              defaultValue={1}
              required
              error={issues.quantity}
            />
            {ticketTypes.length > 1 ? (
              <div className="space-y-2">
                <Label htmlFor={`waitlist-type-${eventId}`}>Ticket type</Label>
                <NativeSelect
                  id={`waitlist-type-${eventId}`}
                  name="ticketTypeId"
                  defaultValue={ticketTypeId ?? ""}
                >
                  <option value="">Any ticket type</option>
                  {ticketTypes.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : (
              <input
                type="hidden"
                name="ticketTypeId"
                value={ticketTypeId ?? ticketTypes[0]?.id ?? ""}
              />
            )}
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                {busy ? "Joining..." : "Join the Waitlist"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
