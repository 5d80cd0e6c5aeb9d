import type { FieldErrors, UseFormReturn } from "react-hook-form";
import type { SiteSettingsFormValues } from "../../../shared/schemas/settings";

/** The value at a dotted path ("address.city", "social.0.url", "impact"). */
function at(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The message at a dotted path of the form's errors (a list's own message included). */
export function errorAt(
  errors: FieldErrors<SiteSettingsFormValues>,
  path: string,
): string | undefined {
  const node = at(errors, path);
  if (node === null || typeof node !== "object") return undefined;
  const found = node as { message?: unknown; root?: { message?: unknown } };
  const message = found.message ?? found.root?.message;
  return typeof message === "string" ? message : undefined;
}

/**
 * A text field's props: registered with the form, its message, and its saved value
 * as `defaultValue`, so the server-rendered page shows the settings before hydration
 * (a registered input only gets its value from react-hook-form once it has mounted).
 */
export function fieldProps(form: UseFormReturn<SiteSettingsFormValues>, path: string) {
  const saved = at(form.formState.defaultValues, path);
  return {
    ...form.register(path as never),
    defaultValue: typeof saved === "string" ? saved : undefined,
    error: errorAt(form.formState.errors, path),
  };
}
