// React Router's default browser entry, except that hydration waits for the
// first frame to be painted (docs/benchmarks.md "Front end"): the
// server-rendered page is complete and styled without JavaScript, so a phone
// shows it first and wires it up a frame later, rather than holding the first
// paint behind the scripts' compile and hydrate work.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cn } from "~/lib/cn";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * tailwind-merge builds its class tables on its first call; made in a task of
 * its own, that work stays out of hydration's first slice (Lighthouse's Total
 * Blocking Time counts each task over 50 ms on a 4× slower phone).
 */
function warmUpThenHydrate() {
  cn("p-0", "p-1");
  setTimeout(hydrate, 0);
}

// A hidden tab paints no frames (requestAnimationFrame would never fire): hydrate at once there.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(warmUpThenHydrate, 0));
