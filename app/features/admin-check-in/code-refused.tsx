import { XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";

/** A scanned code that is not a ticket for this event: red, with why. Focus lands on the why. */
export function CodeRefused({ message, onBack }: { message: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message]);
  return (
    <section aria-labelledby="result-heading" className="space-y-4">
      <div className="rounded-xl bg-red-700 p-5 text-white">
        <p className="flex items-center gap-2 text-2xl font-bold">
          <XCircle aria-hidden="true" className="size-8" /> Do not admit
        </p>
        <h2
          id="result-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-2xl font-bold focus:outline-none"
        >
          {message}
        </h2>
      </div>
      <Button
        type="button"
        size="lg"
        variant="secondary"
        className="min-h-12 w-full"
        onClick={onBack}
      >
        Scan the next ticket
      </Button>
    </section>
  );
}
