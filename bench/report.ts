// The bench prints ONE markdown table (docs/benchmarks.md). Sections have different
// figures, so each section opens with a bold row naming its columns; the
// first section's names are the table's header.

/** Figure columns per row, between the subject and the note. */
export const FIGURE_COLUMNS = 7;

export type Row = { subject: string; figures: string[]; note?: string };
export type Section = { title: string; columns: string[]; rows: Row[] };

const escape = (cell: string) => cell.replace(/\|/g, "\\|").replace(/\n/g, " ");

function line(cells: string[]) {
  return `| ${cells.map(escape).join(" | ")} |`;
}

function pad(values: string[]) {
  if (values.length > FIGURE_COLUMNS) throw new Error(`at most ${FIGURE_COLUMNS} figures per row`);
  return [...values, ...Array<string>(FIGURE_COLUMNS - values.length).fill("")];
}

export function renderTable(sections: Section[]): string {
  const lines: string[] = [];
  sections.forEach((section, i) => {
    const header = [section.title, ...pad(section.columns), "Note"];
    if (i === 0) {
      lines.push(line(header));
      lines.push(line(["---", ...Array<string>(FIGURE_COLUMNS).fill("---:"), "---"]));
    } else {
      lines.push(line(header.map((cell) => (cell ? `**${cell}**` : ""))));
    }
    for (const row of section.rows)
      lines.push(line([row.subject, ...pad(row.figures), row.note ?? ""]));
  });
  return lines.join("\n");
}

export function median(values: number[]): number | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const DASH = "–";

export function formatInt(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value)
    ? DASH
    : Math.round(value).toLocaleString("en-US");
}

/** Milliseconds: "0.04 ms", "4.7 ms", "42 ms", "1.27 s". */
export function formatMs(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return DASH;
  if (value < 1) return `${value.toFixed(2)} ms`;
  if (value < 10) return `${value.toFixed(1)} ms`;
  if (value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

/** Bytes as kilobytes (1 KB = 1,000 bytes, as Lighthouse and Vite print them). */
export function formatKB(bytes: number | undefined): string {
  return bytes === undefined || !Number.isFinite(bytes) ? DASH : `${(bytes / 1000).toFixed(1)} KB`;
}

/** A share of the limit, e.g. 0.0412 → "0.041×". */
export function formatRatio(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return DASH;
  return `${value >= 0.1 ? value.toFixed(2) : value.toFixed(3)}×`;
}

/** A Lighthouse 0–1 score as the 0–100 the report shows. */
export function formatScore(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? DASH : String(Math.round(value * 100));
}

/** "Server · PGlite (50 connections, 10 s)" and "GET / (SSR)" → "Server · PGlite" and "GET /": stable across runs and renames of the parenthetical. */
const key = (title: string) =>
  title
    .replace(/\*\*/g, "")
    .replace(/\s*\([^)]*\)\s*$/, "")
    .trim();

/** Figures of a previous table (bench/results/latest.md as committed), by section and row. */
export function parsePreviousTable(markdown: string): Map<string, string[]> {
  const figures = new Map<string, string[]>();
  let section = "";
  for (const raw of markdown.split("\n")) {
    if (!raw.startsWith("| ") || raw.startsWith("| ---")) continue;
    const cells = raw
      .slice(2, -2)
      .split(/(?<!\\) \| /)
      .map((cell) => cell.trim());
    const [subject = "", ...rest] = cells;
    const isHeader = subject.startsWith("**") || (figures.size === 0 && section === "");
    if (isHeader) {
      section = key(subject);
      continue;
    }
    // A committed table already carries its own "(was …)": keep only its figure.
    figures.set(
      nth(figures, `${section}\n${key(subject)}`),
      rest.slice(0, FIGURE_COLUMNS).map((cell) => cell.replace(/ \(was .*\)$/, "")),
    );
  }
  return figures;
}

/**
 * Each figure with the previous run's beside it ("4,210 (was 77)"), where the
 * previous table has that section, row and column; a first run prints figures alone.
 */
export function withPrevious(sections: Section[], previous: Map<string, string[]>): Section[] {
  return sections.map((section) => {
    const seen = new Map<string, string[]>();
    return {
      ...section,
      rows: section.rows.map((row) => {
        const at = nth(seen, `${key(section.title)}\n${key(row.subject)}`);
        seen.set(at, []);
        const before = previous.get(at);
        if (!before) return row;
        return {
          ...row,
          figures: row.figures.map((figure, i) => {
            const was = before[i];
            return figure && was && was !== "–" ? `${figure} (was ${was})` : figure;
          }),
        };
      }),
    };
  });
}

/**
 * Rows whose subjects differ only in their last parenthesis (an export to its
 * first bytes and to its end) share a key: the second and later are told apart
 * by their place among them.
 */
function nth(taken: Map<string, unknown>, base: string) {
  let at = base;
  for (let n = 2; taken.has(at); n++) at = `${base}#${n}`;
  return at;
}
