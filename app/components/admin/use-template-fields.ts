// Subject and body of an e-mail being written, with placeholders inserted where
// the cursor was (docs/architecture.md "E-mail templates"). Shared by the
// e-mail templates screen and writing to an event's attendees.
import { useRef, useState } from "react";
import { placeholderToken } from "../../../shared/domain/email-templates";

type Field = "subject" | "body";

export function useTemplateFields(initial: { subject: string; body: string }) {
  const [values, setValues] = useState(initial);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>("body");

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  /** Inserts `{{name}}` at the cursor of the field last used (the body by default). */
  function insert(name: string, only?: Field) {
    const field = only ?? lastField.current;
    const element = field === "subject" ? subjectRef.current : bodyRef.current;
    const current = values[field];
    const token = placeholderToken(name);
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    set(field, current.slice(0, start) + token + current.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    onFocus: () => {
      lastField.current = field;
    },
  });

  return { values, setValues, subjectRef, bodyRef, insert, bind };
}
