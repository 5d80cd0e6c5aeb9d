import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { AdminSectionMenu } from "./admin-section-menu";

/**
 * On phones the section menu folds into a drawer behind a menu button. A Radix dialog gives
 * the keyboard path for free: focus moves into the drawer, stays there, Escape closes it
 * and focus returns to the menu button.
 */
export function AdminMenuDrawer({ role, person }: { role: string; person: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Whatever takes the person elsewhere (a link, back/forward) closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 lg:hidden"
          aria-label="Open the admin menu"
        >
          <Menu aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-r bg-background p-4 shadow-lg lg:hidden"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="text-lg font-semibold">
              Back office
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close the admin menu">
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <p className="text-sm text-muted-foreground">Signed in as {person}</p>
          {/* The top bar has no room for this link on a phone. */}
          <a href="/" className="text-sm font-medium text-primary underline underline-offset-4">
            View site
          </a>
          <AdminSectionMenu role={role} onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
