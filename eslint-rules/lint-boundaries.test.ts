// The module boundaries of docs/architecture.md "Layout" hold because lint fails on
// them: each rule is shown to fire on a planted offender at a realistic path, and
// to stay quiet on what the boundary allows and on the real tree.
import path from "node:path";
import { ESLint } from "eslint";
import { expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

const ZONES = "import-x/no-restricted-paths";
const CYCLE = "homefront/no-import-cycle";
const IMPORTS = "no-restricted-imports";
const FILE_NAME = "check-file/filename-naming-convention";
const FOLDER_NAME = "check-file/folder-naming-convention";
const BOUNDARY_RULES = [ZONES, CYCLE, IMPORTS, FILE_NAME, FOLDER_NAME];

const boundaryMessages = (result: ESLint.LintResult) =>
  result.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ""));

const listEvents = (from: string) =>
  `export { listEvents } from "${from}server/modules/events/events";`;
const dispatcher = 'export { dispatchPaymentEvent } from "../modules/payment-events/dispatch";';
const constant = "export const planted = 1;";

// [what, planted file, its code, the boundary rules it breaks]
const planted: [string, string, string, string[]][] = [
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
    "server/services/planted.ts",
    'export { cn } from "../../app/lib/cn";',
    [IMPORTS],
  ],
  [
    "server/payments importing server/services fails",
    "server/payments/planted.ts",
    dispatcher,
    [ZONES],
  ],
  [
    "a test beside a provider may drive the dispatcher end to end",
    "server/payments/planted.test.ts",
    dispatcher,
    [],
  ],
  [
    "a public route module importing server/ fails",
    "app/routes/planted.tsx",
    listEvents("../../"),
    [IMPORTS],
  ],
  [
    "a back-office route module importing server/ fails",
    "app/routes/admin/planted.tsx",
    listEvents("../../../"),
    [IMPORTS],
  ],
  [
    "a route module may import a server type, and server code through a *.server.ts module",
    "app/routes/planted.tsx",
    'import type { AppServices } from "../../server/context";\nexport { listEvents } from "~/lib/ticketing.server";\nexport type Services = AppServices;',
    [],
  ],
  [
    "a test beside the route modules may set up through server/test",
    "app/routes/planted.test.ts",
    'export { createTestServices } from "../../server/test/harness";',
    [],
  ],
  ["a file name in PascalCase fails", "app/components/ui/PlantedButton.tsx", constant, [FILE_NAME]],
  ["a file name in snake_case fails", "server/services/planted_service.ts", constant, [FILE_NAME]],
  [
    "a folder name in camelCase fails",
    "app/features/plantedFeature/planted-page.tsx",
    constant,
    [FOLDER_NAME],
  ],
  ["a middle extension such as .server passes", "app/lib/planted-area.server.ts", constant, []],
];

test.each(planted)("%s", async (_what, file, code, rules) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(boundaryMessages(result).map((m) => m.ruleId)).toEqual(rules);
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

test("the real tree keeps every boundary: the modules of the four former cycles and the public route modules", async () => {
  const results = await eslint.lintFiles([
    "app/root.tsx",
    "app/lib/root-data.ts",
    "app/components/layout/site-header.tsx",
    "server/app.ts",
    "server/api/*.ts",
    "server/auth/auth.ts",
    "server/auth/handler.ts",
    "server/context.ts",
    "server/services/payment-events/*.ts",
    "server/payments/*.ts",
    "app/routes/*.{ts,tsx}",
    "app/features/events/*.tsx",
  ]);
  expect(results.length).toBeGreaterThan(40);
  const problems = results.flatMap((r) =>
    boundaryMessages(r).map((m) => `${path.relative(root, r.filePath)}: ${m.message}`),
  );
  expect(problems).toEqual([]);
});
