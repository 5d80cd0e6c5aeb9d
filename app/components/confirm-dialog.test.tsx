// The one "are you sure?" (./confirm-dialog.tsx). Rendered on the server, where a
// portal renders nothing, so the portal is replaced by its children: the rest is the
// real Radix AlertDialog, whose roles and labels are what a screen reader gets.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

vi.mock("radix-ui", async (importOriginal) => {
  const original = await importOriginal<typeof import("radix-ui")>();
  const Portal = ({ children }: { children?: React.ReactNode }) => <>{children}</>;
  return { ...original, AlertDialog: { ...original.AlertDialog, Portal } };
});

const base: ConfirmDialogProps = {
  open: true,
  onOpenChange: () => {},
  title: "Delete Photo",
  description: "Are you sure you want to delete this photo?",
  confirmLabel: "Delete",
  busyLabel: "Deleting...",
  onConfirm: () => {},
};
const render = (props: Partial<ConfirmDialogProps> = {}) =>
  renderToString(<ConfirmDialog {...base} {...props} />).replace(/<!-- -->/g, "");
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes, inner]) => ({
    label: inner!.replace(/<[^>]+>/g, ""),
    disabled: / disabled=""/.test(attributes!),
    busy: /aria-busy="true"/.test(attributes!),
  }));

describe("ConfirmDialog", () => {
  test("an alertdialog whose title and description are Radix's, to name and describe it", () => {
    // Radix points aria-labelledby / aria-describedby at these ids once mounted in a
    // browser (e2e finds the dialogs by role and name: e2e/self-service.spec.ts).
    const html = render();
    expect(html).toMatch(
      /<div role="alertdialog"[^>]*><h2 id="radix-[^"]+"[^>]*>Delete Photo<\/h2><p id="radix-[^"]+"[^>]*>Are you sure you want to delete this photo\?<\/p>/,
    );
  });

  test("two labelled buttons: the safe answer first, then the confirmation", () => {
    expect(buttons(render())).toEqual([
      { label: "Cancel", disabled: false, busy: false },
      { label: "Delete", disabled: false, busy: false },
    ]);
    expect(buttons(render({ cancelLabel: "Keep Registration" }))[0]!.label).toBe(
      "Keep Registration",
    );
  });

  test("while the change is on its way both are disabled and the confirmation says so", () => {
    expect(buttons(render({ busy: true }))).toEqual([
      { label: "Cancel", disabled: true, busy: false },
      { label: "Deleting...", disabled: true, busy: true },
    ]);
    expect(buttons(render({ busy: true, busyLabel: undefined }))[1]!.label).toBe("Delete");
  });

  test("a warning is a note under the question; the variant colours the confirmation", () => {
    const html = render({ warning: "It has registrations.", variant: "default" });
    expect(html).toMatch(/<p role="note"[^>]*>It has registrations\.<\/p>/);
    const confirm = /<button[^>]*>Delete<\/button>/.exec(html)![0];
    expect(confirm).toContain("bg-primary");
    expect(confirm).not.toContain("bg-destructive");
    expect(/<button[^>]*>Delete<\/button>/.exec(render())![0]).toContain("bg-destructive");
  });

  test("closed, only its trigger renders, wired to open it", () => {
    const html = render({
      open: false,
      trigger: <button type="button">Reset to default</button>,
    });
    expect(html).not.toContain("alertdialog");
    expect(html).toMatch(/<button type="button" aria-haspopup="dialog" aria-expanded="false"/);
  });
});

describe("one confirmation", () => {
  test("nothing else composes an alert dialog or asks window.confirm", () => {
    // A second composition is how the back office came to ask in several ways
    // (different buttons, focus, busy states); they all use ConfirmDialog.
    const root = path.resolve(import.meta.dirname, "..");
    const allowed = new Set(["components/confirm-dialog.tsx", "components/ui/alert-dialog.tsx"]);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        const relative = path.relative(root, full).split(path.sep).join("/");
        if (entry.isDirectory()) {
          if (entry.name !== "test") walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = readFileSync(full, "utf8");
          const copies = /ui\/alert-dialog"|AlertDialog as |\bwindow\.confirm\(|[^.\w]confirm\(/;
          if (!allowed.has(relative) && copies.test(text)) offenders.push(relative);
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
