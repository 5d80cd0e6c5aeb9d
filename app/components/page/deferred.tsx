// Loading and failure states for client-side navigation (SPEC §2 "Loading...",
// "Unable to load ..."). The first page view is server-rendered with its data;
// a later navigation renders at once and shows `fallback` until the data
// arrives, or `error` if it cannot be loaded.
import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";

export type MaybeDeferred<T> = T | { deferred: Promise<T> };

/** For a route's clientLoader: hand the server data over as a promise, so navigation is not held up. */
export function deferServerData<T>(serverLoader: () => Promise<T>): { deferred: Promise<T> } {
  const deferred = serverLoader();
  // Marks the promise handled; <Await> renders the failure.
  deferred.catch(() => undefined);
  return { deferred };
}

function isDeferred<T>(value: MaybeDeferred<T>): value is { deferred: Promise<T> } {
  return typeof value === "object" && value !== null && "deferred" in value;
}

export function Deferred<T>({
  value,
  fallback,
  error,
  children,
}: {
  value: MaybeDeferred<T>;
  fallback: ReactNode;
  error: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (!isDeferred(value)) return <>{children(value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value.deferred} errorElement={error}>
        {(data: T) => children(data)}
      </Await>
    </Suspense>
  );
}
