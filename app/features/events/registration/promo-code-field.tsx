import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { AppliedCode, PromoCheckResult } from "./types";

/**
 * Decision 018: "Promo or access code" with an Apply button on step 1. The
 * server says what the code does (or why it can't be used); the registration
 * checks it again, so this only shows the buyer what to expect.
 */
export function PromoCodeField(props: {
  eventId: string;
  applied: AppliedCode | null;
  /** A refusal of the code by the registration request itself. */
  error?: string;
  onApplied: (code: AppliedCode | null) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [message, setMessage] = useState<string | undefined>();
  const check = useFetcher<PromoCheckResult>();
  const busy = check.state !== "idle";
  // Applying replaces the field with the applied code and removing brings it back: focus follows,
  // so a keyboard user is never left on a button that is gone.
  const removeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (props.applied ? removeRef : inputRef).current?.focus();
  }, [props.applied]);

  useEffect(() => {
    const result = check.data;
    if (!result || check.state !== "idle") return;
    if ("error" in result) {
      setMessage(result.error.message);
      return;
    }
    setMessage(undefined);
    setTyped("");
    moved.current = true;
    props.onApplied(result.promo);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each new answer only
  }, [check.data, check.state]);

  function apply() {
    const code = typed.trim();
    if (!code) {
      setMessage("Please enter a code.");
      return;
    }
    void check.submit(
      { code },
      {
        method: "post",
        action: `/events/${props.eventId}/promo-code`,
        encType: "application/json",
      },
    );
  }

  const error = message ?? props.error;
  if (props.applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-secondary p-3 text-sm"
        role="status"
      >
        <span>
          Code <span className="font-mono font-semibold">{props.applied.code}</span> applied:{" "}
          {props.applied.label}
        </span>
        <Button
          ref={removeRef}
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            moved.current = true;
            props.onApplied(null);
          }}
        >
          Remove code
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Promo or access code</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the code rather than submitting the dialog's form.
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
          }}
          className="max-w-56"
        />
        <Button type="button" variant="outline" onClick={apply} disabled={busy}>
          {busy ? "Checking..." : "Apply"}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
