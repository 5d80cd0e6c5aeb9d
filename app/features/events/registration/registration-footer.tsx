// The registration dialog's buttons: Continue on step 1 ("Sales Not Started" before the
// sales open, SPEC §4), then Back, Cancel and Register on step 2.
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";

export function RegistrationFooter({
  step,
  salesStarted,
  canContinue,
  pending,
  onStep,
  onCancel,
}: {
  step: 1 | 2;
  salesStarted: boolean;
  canContinue: boolean;
  /** The registration is on its way. */
  pending: boolean;
  onStep: (step: 1 | 2) => void;
  onCancel: () => void;
}) {
  return (
    <DialogFooter>
      {step === 1 ? (
        <Button type="button" disabled={!canContinue} onClick={() => onStep(2)}>
          {salesStarted ? "Continue" : "Sales Not Started"}
        </Button>
      ) : (
        <>
          <Button type="button" variant="outline" onClick={() => onStep(1)} disabled={pending}>
            Back
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" busy={pending}>
            {pending ? "Registering..." : "Register"}
          </Button>
        </>
      )}
    </DialogFooter>
  );
}
