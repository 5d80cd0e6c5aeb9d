import type { ActionError } from "~/lib/action-result";

/** A refusal's field issues (the error contract's `issues`) shown on the form's own fields. */
export function applyIssues(
  issues: ActionError["error"]["issues"],
  setError: (name: never, error: { type: string; message: string }) => void,
  known: readonly string[],
) {
  for (const issue of issues ?? []) {
    if (known.includes(issue.path))
      setError(issue.path as never, { type: "server", message: issue.message });
  }
}
