// Toasts (sonner, ~9 KB gzipped) load after hydration instead of with every
// first page: most pages show none. Forms that toast import sonner themselves,
// which is fine: sonner keeps one store, and the Toaster mounted here replays
// toasts made before it subscribed.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

let markReady = () => {};
/** Resolves once the Toaster is on the page and listening. */
const ready = new Promise<void>((resolve) => (markReady = resolve));

function ReadyMark() {
  // Runs after the Toaster beside it has subscribed (sibling effects run in order).
  useEffect(() => markReady(), []);
  return null;
}

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return {
    default: (props: ComponentProps<Sonner["Toaster"]>) => (
      <>
        <Toaster {...props} />
        <ReadyMark />
      </>
    ),
  };
});

export function Notifications() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster richColors position="top-right" closeButton />
    </Suspense>
  );
}

/**
 * sonner's `toast`, once the Toaster's live region is on the page, so screen
 * readers announce the toast as it is added (a region that appears with its
 * text already inside is often not read).
 */
export async function whenToasterReady(): Promise<Sonner["toast"]> {
  await ready;
  return (await loadSonner()).toast;
}
