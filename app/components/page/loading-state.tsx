import { Spinner } from "~/components/ui/spinner";

/** A page's SPEC loading text with a spinner (e.g. 'Loading events...'). */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-20 text-lg text-muted-foreground">
      <Spinner label={label} />
    </div>
  );
}
