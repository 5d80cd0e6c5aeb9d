// What a visitor did on a page whose app starts after load, before it ran
// (docs/decisions/024, "The app after load"): the page's first script keeps
// each tap on a button and each change to a field (app/components/layout/page-scripts.tsx),
// and once the page has hydrated they are played again, in order, so the app's
// state holds them: Register Now opens its dialog, the Monthly/Yearly tab is
// chosen, a custom amount typed early counts.
import { EARLY_INPUT } from "./script-free-routes";

/** A button tapped early, or a field as an `input` event left it: [field, value, checked]. */
type EarlyInput = Element | [Element, string, boolean];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A tap as the browser delivers it: Radix's tabs act on the mouse going down, most buttons on the click. */
function tap(button: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  button.dispatchEvent(
    new PointerEvent("pointerdown", { ...init, pointerType: "mouse", isPrimary: true }),
  );
  button.dispatchEvent(new MouseEvent("mousedown", init));
  button.dispatchEvent(
    new PointerEvent("pointerup", { ...init, pointerType: "mouse", isPrimary: true }),
  );
  button.dispatchEvent(new MouseEvent("mouseup", init));
  button.click();
}

/**
 * Hydration puts a controlled field back to the app's state, and React only
 * reports a change it has not seen: the value is set past React's own tracker
 * (the prototype's setter) before the events, so the field's onChange runs
 * with what the visitor typed. A check box is clicked if it differs.
 */
function restore(field: Field, value: string, checked: boolean) {
  // A chosen file cannot be set from a script; none of these pages asks for one.
  if (field instanceof HTMLInputElement && field.type === "file") return;
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.checked !== checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (!setValue) return;
  field.value = value === "" ? " " : ""; // through the tracker, which now holds something else
  setValue.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

export function replayEarlyInput() {
  const store = window as unknown as Record<string, EarlyInput[] | undefined>;
  const early = store[EARLY_INPUT];
  store[EARLY_INPUT] = undefined;
  for (const entry of early ?? []) {
    try {
      if (Array.isArray(entry)) {
        const [field, value, checked] = entry;
        if (field.isConnected) restore(field as Field, value, checked);
      } else if (entry.isConnected && entry instanceof HTMLElement) tap(entry);
    } catch (error) {
      // One step that cannot be played again must not stop the others, nor the page.
      console.warn("An early tap or change could not be played back", error);
    }
  }
}
