// server/services/statements as the back office and the public request pages call them
// (docs/statements.md); route modules reach server/ only through *.server.ts modules.
export {
  getStatementRun,
  listStatementSupporters,
  sendStatement,
  startStatementRun,
  statementPdf,
  statementsOverview,
  stepStatementRun,
  type StatementListItem,
  type StatementRun,
  requestStatementLink,
  statementFromToken,
  readStatementToken,
  checkStatementYear,
} from "../../server/modules/statements/index.server";
import { badRequest } from "../../server/errors";

/** The year a back-office body names: four digits, as a number or a string (the service checks the rest). */
export function statementYearInput(value: unknown): number {
  const year = typeof value === "string" && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
  if (typeof year !== "number" || !Number.isInteger(year) || year < 1000 || year > 9999) {
    throw badRequest("Please choose a year.");
  }
  return year;
}

/** A PDF answer: shown in the browser (inline), never cached (it is one person's). */
export function pdfResponse(pdf: Buffer, fileName: string) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
