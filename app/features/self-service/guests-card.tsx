// Guests' names and needs, and the order's special requests, changed by the buyer until
// the event's cutoff (docs/decisions/017); after it they are shown, disabled.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { TextField } from "~/components/ui/text-field";
import { TextareaField } from "~/components/ui/textarea-field";
import type { ActionError } from "~/lib/action-result";
import { formatDateTime } from "../../../shared/domain/dates";
import type { OwnRegistration } from "../../../server/modules/orders/index.server";

export function GuestsCard({
  view,
  busy,
  error,
}: {
  view: OwnRegistration;
  busy: boolean;
  /** The last save's refusal, whose issues are shown by their fields. */
  error: ActionError["error"] | null;
}) {
  const { policy, guests, registration } = view;
  const issue = (path: string) => error?.issues?.find((i) => i.path === path)?.message;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Guests and needs</h2>
        <p className="text-sm text-muted-foreground">
          {policy.canEdit
            ? `You can change these details until ${formatDateTime(policy.editUntil)}.`
            : `These details could be changed online until ${formatDateTime(policy.editUntil)}. Please contact us if something needs to change.`}
        </p>
      </CardHeader>
      <CardContent>
        <Form method="post" className="space-y-6">
          <input type="hidden" name="intent" value="guests" />
          <fieldset disabled={!policy.canEdit || busy} className="space-y-6">
            {guests.map((guest, index) => (
              <fieldset key={guest.id} className="space-y-3 rounded-lg border p-4">
                <legend className="px-1 text-sm font-semibold">
                  Guest {index + 1}
                  {view.lines.length > 1 ? (
                    <span className="font-normal text-muted-foreground">
                      {" "}
                      ({guest.ticketTypeName})
                    </span>
                  ) : null}
                </legend>
                <input type="hidden" name={`guests.${index}.id`} value={guest.id} />
                <TextField
                  label="Name"
                  name={`guests.${index}.guest_name`}
                  defaultValue={guest.guest_name}
                  required
                  maxLength={100}
                  error={issue(`guests.${index}.guest_name`)}
                />
                <TextField
                  label="Email (optional)"
                  type="email"
                  name={`guests.${index}.guest_email`}
                  defaultValue={guest.guest_email}
                  maxLength={255}
                  error={issue(`guests.${index}.guest_email`)}
                />
                <TextField
                  label="Dietary restrictions (optional)"
                  name={`guests.${index}.dietary_restrictions`}
                  defaultValue={guest.dietary_restrictions}
                  maxLength={500}
                  error={issue(`guests.${index}.dietary_restrictions`)}
                />
                <TextField
                  label="Accessibility needs (optional)"
                  name={`guests.${index}.accessibility_needs`}
                  defaultValue={guest.accessibility_needs}
                  maxLength={500}
                  error={issue(`guests.${index}.accessibility_needs`)}
                />
              </fieldset>
            ))}
            <TextareaField
              label="Special requests (optional)"
              name="specialRequests"
              defaultValue={registration.specialRequests ?? ""}
              maxLength={1000}
              error={issue("specialRequests")}
            />
          </fieldset>
          {policy.canEdit ? (
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save Details"}
            </Button>
          ) : null}
        </Form>
      </CardContent>
    </Card>
  );
}
