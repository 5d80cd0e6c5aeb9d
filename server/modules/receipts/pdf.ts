// A receipt as a printable PDF (decision 020, docs/receipts.md): the organization's
// letterhead (name, address, EIN) and the receipt's words from
// shared/domain/receipt-text.ts, so the PDF says exactly what the e-mail says.
// Letter size, the standard Helvetica font (no font files to ship).
import PDFDocument from "pdfkit";

export type Letterhead = {
  name: string;
  legalName: string;
  ein: string;
  address: { street: string; city: string; region: string; postalCode: string };
  email: string;
  phone: string;
};

export async function receiptPdf(
  letterhead: Letterhead,
  number: string,
  text: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 64,
    info: { Title: `Receipt ${number}`, Author: letterhead.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { address } = letterhead;
  doc.font("Helvetica-Bold").fontSize(18).text(letterhead.name);
  doc.font("Helvetica").fontSize(10).fillColor("#333333");
  if (letterhead.legalName !== letterhead.name) doc.text(letterhead.legalName);
  doc.text(address.street);
  doc.text(`${address.city}, ${address.region} ${address.postalCode}`);
  doc.text([letterhead.email, letterhead.phone].filter(Boolean).join(" · "));
  doc.text(`EIN ${letterhead.ein}`);
  doc.moveDown(1);
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .strokeColor("#999999")
    .stroke();
  doc.moveDown(1);
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(14).text(`Receipt ${number}`);
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(11);
  for (const line of text.split("\n")) {
    if (line.startsWith("VOID"))
      doc
        .font("Helvetica-Bold")
        .fillColor("#b00020")
        .text(line)
        .font("Helvetica")
        .fillColor("#000000");
    else if (line === "") doc.moveDown(0.6);
    else doc.text(line, { lineGap: 2 });
  }
  doc.end();
  return done;
}
