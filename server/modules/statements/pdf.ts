// The statement as a PDF (docs/statements.md), with pdfkit's built-in Helvetica so no
// font file has to ship. The wording follows DESIGN "Receipts (IRS Publication 1771)":
// the organisation's legal name and EIN, the deductible part only where goods or
// services were given in return (with their good-faith value), "No goods or services
// were provided in exchange" for the rest, and in-kind gifts described, never valued.
import PDFDocument from "pdfkit";
import { formatCents } from "../../../shared/domain/money";
import { formatInZone } from "../../../shared/domain/zoned-time";
import type { SiteSettings } from "../../../shared/schemas/settings";
import type { Statement, StatementLine } from "./statement";

type Settings = Pick<
  SiteSettings,
  "legalName" | "name" | "ein" | "address" | "email" | "phone" | "timeZone"
>;

const MARGIN = 54;
const FOOTER = "Please keep this statement for your tax records.";
/** Receipt, Date, Description, Received, Goods, Deductible: 504 pt, a Letter page inside its margins. */
const COLUMNS = [
  { title: "Receipt", width: 72, align: "left" },
  { title: "Date", width: 74, align: "left" },
  { title: "Description", width: 170, align: "left" },
  { title: "Received", width: 64, align: "right" },
  { title: "Goods", width: 56, align: "right" },
  { title: "Deductible", width: 68, align: "right" },
] as const;

function cells(line: StatementLine, timeZone: string): string[] {
  const inKind = line.kind === "in_kind";
  return [
    line.receiptNumber,
    formatInZone(line.receivedAt, "medium", timeZone),
    line.goodsValueCents > 0 ? `${line.description} *` : line.description,
    inKind ? "Not valued" : formatCents(line.amountCents),
    inKind ? "" : line.goodsValueCents > 0 ? formatCents(line.goodsValueCents) : "None",
    inKind ? "" : formatCents(line.deductibleCents),
  ];
}

/** The PDF of `statement` (one Letter page per ~25 lines, the footer on every page). */
export function renderStatementPdf(
  statement: Statement,
  settings: Settings,
  now = new Date(),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Year-end giving statement ${statement.year}`,
      Author: settings.legalName,
      Subject: `${statement.supporter.name}, ${statement.year}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 24;

  // Letterhead.
  const { address } = settings;
  doc.font("Helvetica-Bold").fontSize(14).text(settings.legalName, MARGIN, MARGIN);
  doc.font("Helvetica").fontSize(9).fillColor("#333333");
  doc.text(`${address.street}, ${address.city}, ${address.region} ${address.postalCode}`);
  doc.text(`EIN ${settings.ein} · ${settings.email} · ${settings.phone}`);
  doc.fillColor("black").moveDown(1.5);

  doc.font("Helvetica-Bold").fontSize(16).text(`Year-end giving statement ${statement.year}`);
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(`Prepared ${formatInZone(now, "medium", settings.timeZone)}`);
  doc.moveDown(1);

  doc.font("Helvetica-Bold").fontSize(11).text(statement.supporter.name);
  doc.font("Helvetica").fontSize(10);
  for (const line of statement.supporter.addressLines) doc.text(line);
  doc.moveDown(1);
  doc
    .fontSize(10)
    .text(
      `Thank you for your support of ${settings.name} in ${statement.year}. This statement lists every receipt we issued to you for the year, with the amount you may deduct. Refunded gifts are not included.`,
      { width },
    );
  doc.moveDown(1);

  const header = () => {
    const top = doc.y;
    let x = MARGIN;
    doc.font("Helvetica-Bold").fontSize(9);
    for (const column of COLUMNS) {
      doc.text(column.title, x, top, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    const y = top + 14;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .stroke();
    doc.font("Helvetica").fontSize(9);
    doc.y = y + 4;
  };

  header();
  for (const line of statement.lines) {
    const values = cells(line, settings.timeZone);
    const height = Math.max(
      ...values.map((value, i) => doc.heightOfString(value, { width: COLUMNS[i]!.width - 6 })),
    );
    if (doc.y + height > bottom()) {
      doc.addPage();
      header();
    }
    const top = doc.y;
    let x = MARGIN;
    values.forEach((value, i) => {
      doc.text(value, x, top, { width: COLUMNS[i]!.width - 6, align: COLUMNS[i]!.align });
      x += COLUMNS[i]!.width;
    });
    doc.y = top + height + 5;
  }

  if (doc.y + 120 > bottom()) doc.addPage();
  const totalTop = doc.y + 2;
  doc
    .moveTo(MARGIN, totalTop)
    .lineTo(MARGIN + width, totalTop)
    .lineWidth(0.5)
    .stroke();
  doc.font("Helvetica-Bold").fontSize(11);
  doc.text(
    `Total deductible for ${statement.year}: ${formatCents(statement.totalDeductibleCents)}`,
    MARGIN,
    totalTop + 8,
    {
      width,
      align: "right",
    },
  );
  doc.moveDown(1.5);

  doc.font("Helvetica").fontSize(9).text("", MARGIN);
  const withGoods = statement.lines.some((l) => l.goodsValueCents > 0);
  const withoutGoods = statement.lines.some((l) => l.goodsValueCents === 0 && l.kind !== "in_kind");
  const inKind = statement.lines.some((l) => l.kind === "in_kind");
  const notes: string[] = [];
  if (withoutGoods) {
    notes.push(
      withGoods
        ? "No goods or services were provided in exchange for the contributions listed, except those marked *."
        : "No goods or services were provided in exchange for the contributions listed.",
    );
  }
  if (withGoods) {
    notes.push(
      "* Goods or services were provided in exchange for this payment. The Goods column shows our good-faith estimate of their value; only the amount above it is deductible, and only that part is counted in the total.",
    );
  }
  if (inKind) {
    notes.push(
      "Gifts in kind are listed with their description and no value: the value of donated property is for the donor to determine.",
    );
  }
  notes.push(
    `${settings.legalName} is a tax-exempt organization under section 501(c)(3) of the Internal Revenue Code (EIN ${settings.ein}).`,
  );
  for (const note of notes) {
    doc.text(note, { width });
    doc.moveDown(0.5);
  }

  // The footer on every page, below the bottom margin (pdfkit would otherwise start a page).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica-Oblique")
      .fontSize(9)
      .text(
        `${FOOTER}  Page ${i - range.start + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN,
        {
          width,
          align: "center",
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}

/** A file name safe in a header: `statement-2026-ada-lovelace.pdf`. */
export function statementFileName(statement: Pick<Statement, "year" | "supporter">) {
  const slug = statement.supporter.name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);
  return `statement-${statement.year}${slug ? `-${slug}` : ""}.pdf`;
}
