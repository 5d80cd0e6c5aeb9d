// A PDF as a route's answer (the year-end statements of docs/statements.md: the back
// office's download and the supporter's signed link).

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
