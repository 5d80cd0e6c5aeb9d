// Fails unless the Playwright JSON report shows browser tests that all ran and passed.
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "test-results/e2e-report.json";
let report;
try {
  report = JSON.parse(readFileSync(file, "utf8"));
} catch {
  console.error(`No Playwright report at ${file}: the browser tests did not run.`);
  process.exit(1);
}
const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = report.stats ?? {};
console.log(
  `Browser tests: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped.`,
);
if (expected === 0 || unexpected > 0 || skipped > 0 || flaky > 0) {
  console.error("Browser tests are required: every one must run and pass.");
  process.exit(1);
}
