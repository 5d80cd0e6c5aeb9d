// Test helper: the text of a PDF, read back with pdfjs-dist (what a reader would see).
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// pdfjs wants its standard fonts' metrics to read Helvetica back without a warning.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const count = doc.numPages;
  await doc.destroy();
  return { pages: count, text: pages.join("\n").replace(/\s+/g, " ") };
}
