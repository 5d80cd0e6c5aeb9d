import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90",
        // Solid red only for the confirm button inside a confirmation dialog; the buttons that
        // open one (Delete, Remove, Refund, Cancel) are secondary: outlined or bare, in red text.
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        "destructive-outline":
          "border border-destructive/50 bg-background text-destructive hover:bg-destructive/10",
        "destructive-ghost": "text-destructive hover:bg-destructive/10",
        outline: "border border-input bg-background hover:bg-secondary",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-secondary",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-11 px-8 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

/**
 * `busy`: the click is waiting on the server. The button shows a spinning icon in
 * place of its own icons from the same render (well within 100 ms of the click),
 * is disabled so it cannot be sent twice, and says so to screen readers
 * (aria-busy). Pass the fetcher's or mutation's pending state, and a label such
 * as "Saving…" as children when the wording should change too.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  busy = false,
  disabled,
  children,
  ...props
}: ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean; busy?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cn(
        buttonVariants({ variant, size, className }),
        busy && "disabled:opacity-80 [&_svg:not(.busy-spinner)]:hidden",
      )}
      disabled={disabled || busy || undefined}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      {...props}
    >
      {/* Slot needs its one child as is: a link made to look like a button has no busy state. */}
      {asChild ? (
        children
      ) : (
        <>
          {busy ? <Loader2 aria-hidden="true" className="busy-spinner animate-spin" /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}
