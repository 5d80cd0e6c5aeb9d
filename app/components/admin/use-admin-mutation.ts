// The one way a back-office screen changes data (docs/decisions/009-back-office-actions.md):
// post a JSON body with its `intent` to an admin action, then call the handlers
// given with that submission (toasts, closing a dialog) once it answers. React
// Router revalidates the page's loaders, and any fetcher.load, afterwards.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { isActionError, type ActionError } from "~/lib/action-result";

export type MutationHandlers<T> = {
  onSuccess?: (data: T) => void;
  onError?: (error: ActionError["error"]) => void;
};

export function useAdminMutation<T = { ok: true }>() {
  const fetcher = useFetcher<T | ActionError>();
  const handlers = useRef<MutationHandlers<T> | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || !handlers.current) return;
    const current = handlers.current;
    handlers.current = null;
    if (isActionError(fetcher.data)) current.onError?.(fetcher.data.error);
    else current.onSuccess?.(fetcher.data as T);
  }, [fetcher.state, fetcher.data]);

  /** `action`: the route to post to; by default the page's own. Only the latest submission's handlers run. */
  function submit(
    body: Record<string, unknown>,
    { action, ...next }: MutationHandlers<T> & { action?: string } = {},
  ) {
    handlers.current = next;
    // Through JSON and back: what is sent is plain JSON (no undefined, no Dates).
    void fetcher.submit(JSON.parse(JSON.stringify(body)), {
      method: "post",
      encType: "application/json",
      ...(action ? { action } : {}),
    });
  }

  const busy = fetcher.state !== "idle";
  return {
    submit,
    busy,
    /** The body on its way while `busy` (for an optimistic view), else undefined. */
    pending: busy ? (fetcher.json as Record<string, unknown> | undefined) : undefined,
  };
}
