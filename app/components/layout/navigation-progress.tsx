// A thin bar across the top of the page while a navigation waits on the server
// (a link to a page whose loader is slow, a form that posts and redirects).
// Buttons that submit show their own busy state (Button `busy`); this covers
// every link. It appears 100 ms into a navigation, so quick ones never flash,
// creeps towards the end while it waits, and completes when the page is there.
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { cn } from "~/lib/cn";

const SHOW_AFTER_MS = 100;

type Phase = "hidden" | "start" | "waiting" | "done";

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => {
    if (busy) {
      const show = window.setTimeout(() => {
        setPhase("start");
        // Next frame: from the start width, grow slowly (the transition below).
        requestAnimationFrame(() => requestAnimationFrame(() => setPhase("waiting")));
      }, SHOW_AFTER_MS);
      return () => window.clearTimeout(show);
    }
    setPhase((current) => (current === "hidden" ? current : "done"));
    const hide = window.setTimeout(() => setPhase("hidden"), 300);
    return () => window.clearTimeout(hide);
  }, [busy]);

  if (phase === "hidden") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-busy={phase !== "done"}
      aria-valuetext={phase === "done" ? "Loaded" : "Loading"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-1"
      data-testid="navigation-progress"
    >
      <div
        className={cn(
          "h-full bg-accent shadow-[0_0_6px_var(--color-accent)] motion-reduce:w-full motion-reduce:animate-pulse motion-reduce:transition-none",
          phase === "start" && "w-[8%]",
          phase === "waiting" && "w-[85%] transition-[width] duration-[8000ms] ease-out",
          phase === "done" && "w-full opacity-0 transition-[width,opacity] duration-300",
        )}
      />
    </div>
  );
}
