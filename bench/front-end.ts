// Section 3a: gzipped bytes of JS and CSS the first load of each public route fetches.
// The site's stylesheet is inlined into every page's HTML (docs/decisions/012),
// so a route without CSS files of its own shows none here.
import path from "node:path";
import { measureRouteWeights } from "./bundle-size";
import { ROOT } from "./processes";
import { formatInt, formatKB, type Section } from "./report";

export function weightSection(clientDir = path.join(ROOT, "build/client")): Section {
  const title = "Front end · first load per route (gzip)";
  const columns = ["JS gzip", "CSS gzip", "JS+CSS gzip", "JS files", "JS raw"];
  try {
    const rows = measureRouteWeights(clientDir).map((w) => ({
      subject: w.pattern,
      figures: [
        formatKB(w.jsGzip),
        formatKB(w.cssGzip),
        formatKB(w.jsGzip + w.cssGzip),
        formatInt(w.jsFiles),
        formatKB(w.jsRaw),
      ],
      note: w.scriptFree
        ? "no scripts for anonymous visitors (decision 024); stylesheet inlined"
        : w.appAfterLoad
          ? "none of it fetched before the load event (decision 024); stylesheet inlined"
          : w.cssFiles === 0
            ? "stylesheet inlined in the HTML"
            : undefined,
    }));
    return { title, columns, rows };
  } catch (error) {
    return {
      title,
      columns,
      rows: [{ subject: "(no build)", figures: [], note: (error as Error).message }],
    };
  }
}
