// E-mail wording as templates with named placeholders (DESIGN "Runtime contract":
// nothing a staff member would change needs a code change). Pure: the server
// fills templates for the outbox and the back office previews them in the
// browser with the same functions, so the preview is what people receive.
//
// A template is plain text with `{{name}}` placeholders. The text part is the
// template filled in; the HTML part is made from it: every character escaped,
// blank lines become paragraphs, line breaks <br>, and web addresses written in
// the template, or given by a placeholder marked `link`, become links.

export type Placeholder = {
  name: string;
  description: string;
  /** What the preview shows in its place. */
  sample: string;
  /** Several lines (a receipt block, a list): fine in the body, refused in a subject. */
  block?: boolean;
  /** Its value is a web address, shown as a link in the HTML part. */
  link?: boolean;
};

export type TemplateText = { subject: string; body: string };

export type TemplateRules = {
  placeholders: readonly Placeholder[];
  /** Placeholders the body must keep (legal text, the check-in code, the invitation link). */
  required?: readonly string[];
};

export type TemplateIssue = { path: "subject" | "body"; message: string };

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const URL = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export const placeholderToken = (name: string) => `{{${name}}}`;

const list = (names: string[]) => names.map(placeholderToken).join(", ");

/** Why a subject and body cannot be saved, field by field; empty when they can. */
export function validateTemplate(text: TemplateText, rules: TemplateRules): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const known = new Map(rules.placeholders.map((p) => [p.name, p]));
  const subject = text.subject.trim();
  if (subject === "") issues.push({ path: "subject", message: "Subject is required" });
  else if (subject.length > SUBJECT_MAX)
    issues.push({
      path: "subject",
      message: `Subject must be less than ${SUBJECT_MAX} characters`,
    });
  else if (/[\r\n]/.test(text.subject))
    issues.push({ path: "subject", message: "Subject must be one line" });
  else {
    const used = placeholdersIn(subject);
    const unknown = used.filter((n) => !known.has(n));
    const blocks = used.filter((n) => known.get(n)?.block);
    if (unknown.length > 0) issues.push({ path: "subject", message: unknownMessage(unknown) });
    else if (blocks.length > 0)
      issues.push({
        path: "subject",
        message: `${list(blocks)} spans several lines and can only be used in the message`,
      });
  }
  const body = text.body.trim();
  if (body === "") issues.push({ path: "body", message: "Message is required" });
  else if (body.length > BODY_MAX)
    issues.push({
      path: "body",
      message: `Message must be less than ${BODY_MAX.toLocaleString("en-US")} characters`,
    });
  else {
    const used = placeholdersIn(body);
    const unknown = used.filter((n) => !known.has(n));
    const missing = (rules.required ?? []).filter((n) => !used.includes(n));
    if (unknown.length > 0) issues.push({ path: "body", message: unknownMessage(unknown) });
    else if (missing.length > 0)
      issues.push({
        path: "body",
        message: `The message must keep ${list(missing)}: ${missing.length > 1 ? "they carry" : "it carries"} what every copy of this e-mail needs`,
      });
  }
  return issues;
}

function unknownMessage(names: string[]) {
  return names.length === 1
    ? `Unknown placeholder ${list(names)}. Use one of the placeholders listed`
    : `Unknown placeholders ${list(names)}. Use the placeholders listed`;
}

/** The template filled in as plain text. A placeholder without a value is left empty. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? "");
}

/** The subject filled in, on one line. */
export function renderSubject(template: string, values: Record<string, string>): string {
  return renderTemplate(template, values)
    .replace(/\s*[\r\n]+\s*/g, " ")
    .trim();
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const anchor = (href: string) => `<a href="${href}">${href}</a>`;

/** The HTML part: values escaped, paragraphs and links from the plain text. */
export function renderHtml(
  template: string,
  values: Record<string, string>,
  placeholders: readonly Placeholder[] = [],
): string {
  const links = new Set(placeholders.filter((p) => p.link).map((p) => p.name));
  let html = "";
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    html += escapeHtml(template.slice(last, match.index)).replace(URL, anchor);
    const value = escapeHtml(values[match[1]!] ?? "");
    html += links.has(match[1]!) && /^https?:\/\/\S+$/.test(value) ? anchor(value) : value;
    last = match.index + match[0].length;
  }
  html += escapeHtml(template.slice(last)).replace(URL, anchor);
  return html
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** Subject, text and HTML of one e-mail. */
export function renderEmail(
  text: TemplateText,
  values: Record<string, string>,
  placeholders: readonly Placeholder[] = [],
) {
  return {
    subject: renderSubject(text.subject, values),
    text: renderTemplate(text.body, values).trim() + "\n",
    html: renderHtml(text.body, values, placeholders),
  };
}

/** Every placeholder's sample value, for a preview. */
export const sampleValues = (placeholders: readonly Placeholder[]) =>
  Object.fromEntries(placeholders.map((p) => [p.name, p.sample]));
