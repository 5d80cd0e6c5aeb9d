import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { isActionError, type ActionError } from "~/lib/action-result";

/**
 * Calls `onSuccess` or `onError` once for each answer a fetcher's action gives
 * (the SPEC §8 toasts hang off these).
 */
export function useFetcherResult<T extends object>(
  fetcher: FetcherWithComponents<unknown>,
  handlers: { onSuccess?: (data: T) => void; onError?: (error: ActionError["error"]) => void },
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const seen = useRef<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || fetcher.data === seen.current)
      return;
    seen.current = fetcher.data;
    if (isActionError(fetcher.data)) latest.current.onError?.(fetcher.data.error);
    else latest.current.onSuccess?.(fetcher.data as T);
  }, [fetcher.state, fetcher.data]);
}
