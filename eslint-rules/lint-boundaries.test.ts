// The module boundaries of docs/architecture.md "Layout" and "Modules" hold because lint
// fails on them: each rule is shown to fire on a planted offender at a realistic path, and
// to stay quiet on what the boundary allows and on the real tree.
import path from "node:path";
import { ESLint } from "eslint";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

const ZONES = "import-x/no-restricted-paths";
const CYCLE = "homefront/no-import-cycle";
const LAYERS = "homefront/module-layers";
const IMPORTS = "no-restricted-imports";
const FILE_NAME = "check-file/filename-naming-convention";
const FOLDER_NAME = "check-file/folder-naming-convention";
const BOUNDARY_RULES = [ZONES, CYCLE, LAYERS, IMPORTS, FILE_NAME, FOLDER_NAME];

const boundaryMessages = (result: ESLint.LintResult) =>
  result.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ""));

// An area's internal file: seats.ts, the one owner of seat counting in server/modules/events.
const countSeats = (from: string) =>
  `export { countSeats } from "${from}server/modules/events/seats";`;
const constant = "export const planted = 1;";

// [what, planted file, its code, the boundary rules it breaks, a part of the first message]
const planted: [string, string, string, string[], string?][] = [
  [
    "a feature importing another feature by alias fails",
    "app/features/donate/planted.tsx",
    'export { EventFacts } from "~/features/events/event-facts";',
    [ZONES],
  ],
  [
    "a feature importing another feature by relative path fails",
    "app/features/donate/planted.tsx",
    'export { EventFacts } from "../events/event-facts";',
    [ZONES],
  ],
  [
    "a back-office feature importing another back-office feature fails",
    "app/features/admin-events/planted.tsx",
    'export type { TeamMemberView } from "~/features/admin-team/types";',
    [ZONES],
  ],
  [
    "a feature may import its own files and app/components",
    "app/features/donate/planted.tsx",
    'export { AmountPicker } from "./amount-picker";\nexport { Button } from "~/components/ui/button";',
    [],
  ],
  [
    "app/lib importing a feature fails",
    "app/lib/planted.ts",
    'export { EventFacts } from "~/features/events/event-facts";',
    [ZONES],
    "app/lib and app/components do not import a feature",
  ],
  [
    "app/components importing a feature fails, by import() too",
    "app/components/ui/planted.tsx",
    'export const load = () => import("../../features/events/event-facts");',
    [ZONES],
  ],
  [
    "shared/ importing app/ fails",
    "shared/domain/planted.ts",
    'export { cn } from "~/lib/cn";',
    [IMPORTS],
  ],
  [
    "shared/ importing server/ fails",
    "shared/domain/planted.ts",
    'export { AppError } from "../../server/errors";',
    [IMPORTS],
  ],
  [
    "server/ importing app/ fails",
    "server/modules/events/planted.ts",
    'export { cn } from "../../../app/lib/cn";',
    [IMPORTS],
  ],
  [
    "an area importing another area's internal file fails",
    "server/modules/orders/planted.ts",
    'export { countSeats } from "../events/seats";',
    [LAYERS],
    "Import server/modules/events through its entry, index.server.ts",
  ],
  [
    "app/ importing an area's internal file fails, for a type too",
    "app/features/events/planted.tsx",
    'export type { SeatCounts } from "../../../server/modules/events/seats";',
    [LAYERS],
    "Import server/modules/events through its entry, index.server.ts",
  ],
  [
    "importing a core file other than its entry fails",
    "server/jobs/planted.ts",
    'export { recordAudit } from "../core/audit";',
    [LAYERS],
    "Import server/core through its entry, index.server.ts",
  ],
  [
    "a file of an area importing its own area's entry fails",
    "server/modules/orders/planted.ts",
    'export { createRegistration } from "./index.server";',
    [LAYERS],
    "Inside server/modules/orders, import the file itself, not server/modules/orders/index.server.ts",
  ],
  [
    "an area importing an area above it fails",
    "server/modules/events/planted.ts",
    'export { createRegistration } from "../orders/index.server";',
    [LAYERS],
    "server/modules/events imports server/modules/orders, which is not below it: an area imports only the areas before it in the order media → content → supporters → events → receipts → giving → refunds → orders → statements → staff → back-office → payment-events",
  ],
  [
    "an area importing an area above it fails by a type-only import",
    "server/modules/media/planted.ts",
    'import type { EventCard } from "../events/index.server";\nexport type Card = EventCard;',
    [LAYERS],
    "server/modules/media imports server/modules/events",
  ],
  [
    "an area may import a lower area's entry, its own files, core's entry and infrastructure",
    "server/modules/orders/planted.ts",
    [
      'export { listEvents } from "../events/index.server";',
      'export { createRegistration } from "./registrations";',
      'export { recordAudit } from "../../core/index.server";',
      'export { enqueueEmail } from "../../mail/outbox";',
    ].join("\n"),
    [],
  ],
  [
    "an area folder missing from the order fails",
    "server/modules/planted-area/planted.ts",
    'export { listEvents } from "../events/index.server";',
    [LAYERS],
    "server/modules/planted-area is not in the order of areas",
  ],
  [
    "core importing an area fails, even through its entry",
    "server/core/planted.ts",
    'export { listEvents } from "../modules/events/index.server";',
    [LAYERS],
    "server/core imports no area (it imports server/modules/events)",
  ],
  [
    "core may import infrastructure",
    "server/core/planted.ts",
    'export { consumeRateLimit } from "../http/rate-limit";',
    [],
  ],
  [
    "infrastructure importing core fails",
    "server/mail/planted.ts",
    'export { organisationSender } from "../core/index.server";',
    [LAYERS],
    "server/mail is infrastructure, below server/core and every area, so it does not import server/core",
  ],
  [
    "infrastructure importing an area fails, by import() too",
    "server/db/planted.ts",
    'export const load = () => import("../modules/media/index.server");',
    [LAYERS],
    "server/db is infrastructure",
  ],
  [
    "server/payments importing the payment-event dispatcher fails",
    "server/payments/planted.ts",
    'export { dispatchPaymentEvent } from "../modules/payment-events/index.server";',
    [LAYERS],
    "server/payments is infrastructure",
  ],
  [
    "a test beside a provider may drive the dispatcher end to end",
    "server/payments/planted.test.ts",
    'export { dispatchPaymentEvent } from "../modules/payment-events/dispatch";',
    [],
  ],
  [
    "composition (a background job) may import any area's entry",
    "server/jobs/planted.ts",
    'export { dispatchPaymentEvent } from "../modules/payment-events/index.server";',
    [],
  ],
  [
    "an area importing server/test fails",
    "server/modules/events/planted.ts",
    'export { createTestServices } from "../../test/harness";',
    [LAYERS],
    "Production code does not import test code (server/test/harness.ts)",
  ],
  [
    "app/'s server code importing server/test fails",
    "app/lib/planted.server.ts",
    'export { createTestServices } from "../../server/test/harness";',
    [LAYERS],
    "Production code does not import test code",
  ],
  [
    "a route module importing app/test fails",
    "app/routes/planted.tsx",
    'export { seeds } from "../test/fuzz-targets";',
    [LAYERS],
    "Production code does not import test code (app/test/fuzz-targets.ts)",
  ],
  [
    "infrastructure importing a *.test file fails",
    "server/http/planted.ts",
    'export * from "./csrf.test";',
    [LAYERS],
    "Production code does not import test code (server/http/csrf.test.ts)",
  ],
  [
    "a test may import an area's internals and server/test",
    "server/modules/media/planted.test.ts",
    'export { countSeats } from "../events/seats";\nexport { createTestServices } from "../../test/harness";',
    [],
  ],
  [
    "a test helper in server/test may import an area's internals",
    "server/test/planted.ts",
    'export { countSeats } from "../modules/events/seats";',
    [],
  ],
  [
    "a public route module importing server/ fails",
    "app/routes/planted.tsx",
    countSeats("../../"),
    [IMPORTS, LAYERS],
  ],
  [
    "a back-office route module importing server/ fails",
    "app/routes/admin/planted.tsx",
    countSeats("../../../"),
    [IMPORTS, LAYERS],
  ],
  [
    "a route module may import a server type, and server code through an area's entry",
    "app/routes/planted.tsx",
    'import type { AppServices } from "../../server/context";\nexport { listEvents } from "../../server/modules/events/index.server";\nexport type Services = AppServices;',
    [],
  ],
  [
    "a test beside the route modules may set up through server/test",
    "app/routes/planted.test.ts",
    'export { createTestServices } from "../../server/test/harness";',
    [],
  ],
  ["a file name in PascalCase fails", "app/components/ui/PlantedButton.tsx", constant, [FILE_NAME]],
  [
    "a file name in snake_case fails",
    "server/modules/events/planted_service.ts",
    constant,
    [FILE_NAME],
  ],
  [
    "a folder name in camelCase fails",
    "app/features/plantedFeature/planted-page.tsx",
    constant,
    [FOLDER_NAME],
  ],
  ["a middle extension such as .server passes", "app/lib/planted-area.server.ts", constant, []],
];

test.each(planted)("%s", async (_what, file, code, rules, message) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = boundaryMessages(result);
  expect(messages.map((m) => m.ruleId)).toEqual(rules);
  if (message) expect(messages[0].message).toContain(message);
});

test("an import cycle fails in both of its modules, even when one side imports only a type", async () => {
  // Two committed files (a cycle needs both on disk); the normal lint run ignores them.
  const cycle = new ESLint({ cwd: root, ignore: false });
  const results = await cycle.lintFiles([
    "eslint-rules/fixtures/cycle/first.ts",
    "eslint-rules/fixtures/cycle/second.ts",
  ]);
  const route = (from: string, to: string) =>
    `eslint-rules/fixtures/cycle/${from}.ts → eslint-rules/fixtures/cycle/${to}.ts → eslint-rules/fixtures/cycle/${from}.ts`;
  expect(results.map((r) => boundaryMessages(r).map((m) => m.message))).toEqual([
    [expect.stringContaining(route("first", "second"))],
    [expect.stringContaining(route("second", "first"))],
  ]);
});

test("the real tree keeps every boundary", { timeout: 120_000 }, async () => {
  // Everything that ships: app/, server/ and shared/, tests and their helpers included.
  const results = await eslint.lintFiles(["app", "server", "shared"]);
  expect(results.length).toBeGreaterThan(500);
  const problems = results.flatMap((r) =>
    boundaryMessages(r).map((m) => `${path.relative(root, r.filePath)}: ${m.message}`),
  );
  expect(problems).toEqual([]);
});
