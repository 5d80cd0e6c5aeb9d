// A CSV download streamed as it is read: the header, then each batch of rows
// as the service yields it (docs/benchmarks.md "Back office at scale"), so an
// export of any size holds one batch in memory. Cells go through the one CSV
// writer (shared/domain/csv.ts).
import { setImmediate as nextTurn } from "node:timers/promises";
import { CSV_BOM, csvLine, type CsvValue } from "../../shared/domain/csv";

export function csvResponse(
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
) {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      // The embedded database (PGlite) runs its queries on this thread: before the
      // next batch's query, one turn of the event loop lets what is already made
      // be compressed and written to the socket, so the download starts at once.
      await nextTurn();
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
