// The scanner and a ticket's result fill the phone's screen, above the back
// office's navigation: a modal (Radix keeps focus inside, Escape closes it), with
// the sync state kept in view. The view inside moves focus to its own heading.
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ReactNode } from "react";

type Props = { label: string; status: ReactNode; onClose: () => void; children: ReactNode };

export function FullScreen({ label, status, onClose, children }: Props) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          className="fixed inset-0 z-50 overflow-y-auto bg-background focus:outline-none"
        >
          <div className="mx-auto max-w-xl space-y-3 p-4">
            <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
            {status}
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
