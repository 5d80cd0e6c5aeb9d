// One fetcher per panel for the event back office: submit JSON to an action,
// then call the success or error handler given with that submission (toasts,
// closing a dialog). React Router revalidates the page and the Manage data.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { isActionError, type ActionError } from "~/lib/action-result";

type Handlers<T> = {
  onSuccess?: (data: T) => void;
  onError?: (error: ActionError["error"]) => void;
};

export function useAdminMutation<T = { ok: true }>() {
  const fetcher = useFetcher<T | ActionError>();
  const handlers = useRef<Handlers<T> | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || !handlers.current) return;
    const current = handlers.current;
    handlers.current = null;
    if (isActionError(fetcher.data)) current.onError?.(fetcher.data.error);
    else current.onSuccess?.(fetcher.data as T);
  }, [fetcher.state, fetcher.data]);

  function submit(action: string, body: Record<string, unknown>, next: Handlers<T> = {}) {
    handlers.current = next;
    void fetcher.submit(JSON.parse(JSON.stringify(body)), { method: "post", action, encType: "application/json" });
  }

  return { submit, busy: fetcher.state !== "idle" };
}
