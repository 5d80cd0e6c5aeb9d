// The module boundaries of docs/architecture.md "Layout" hold because lint fails on
// them: each rule is shown to fire on a planted offender at a realistic path, and
// to stay quiet on what the boundary allows and on the real tree.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

const ZONES = "import-x/no-restricted-paths";
const CYCLE = "homefront/no-import-cycle";
const IMPORTS = "no-restricted-imports";
const FILE_NAME = "check-file/filename-naming-convention";
const FOLDER_NAME = "check-file/folder-naming-convention";
const BOUNDARY_RULES = [ZONES, CYCLE, IMPORTS, FILE_NAME, FOLDER_NAME];

/** The boundary rules `code` breaks when it sits at `file` (relative to the repository). */
async function broken(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ""))
    .map((m) => m.ruleId);
}

describe("a feature stays in its folder", () => {
  test("a feature importing another feature fails, by alias or by relative path", async () => {
    expect(
      await broken(
        "app/features/donate/planted.tsx",
        'export { EventFacts } from "~/features/events/event-facts";',
      ),
    ).toEqual([ZONES]);
    expect(
      await broken(
        "app/features/donate/planted.tsx",
        'export { EventFacts } from "../events/event-facts";',
      ),
    ).toEqual([ZONES]);
  });

  test("a back-office feature importing another back-office feature fails", async () => {
    expect(
      await broken(
        "app/features/admin-events/planted.tsx",
        'export type { TeamMemberView } from "~/features/admin-team/types";',
      ),
    ).toEqual([ZONES]);
  });

  test("a feature may import its own files and app/components", async () => {
    const code =
      'export { AmountPicker } from "./amount-picker";\nexport { Button } from "~/components/ui/button";';
    expect(await broken("app/features/donate/planted.tsx", code)).toEqual([]);
  });
});

describe("imports point one way", () => {
  test("an import cycle fails in both of its modules, even when one side imports only a type", async () => {
    const cycle = new ESLint({ cwd: root, ignore: false });
    const results = await cycle.lintFiles([
      "eslint-rules/fixtures/cycle/first.ts",
      "eslint-rules/fixtures/cycle/second.ts",
    ]);
    const messages = results.map((r) =>
      r.messages.filter((m) => m.ruleId === CYCLE).map((m) => m.message),
    );
    expect(messages).toEqual([
      [
        expect.stringContaining(
          "fixtures/cycle/first.ts → eslint-rules/fixtures/cycle/second.ts → eslint-rules/fixtures/cycle/first.ts",
        ),
      ],
      [
        expect.stringContaining(
          "fixtures/cycle/second.ts → eslint-rules/fixtures/cycle/first.ts → eslint-rules/fixtures/cycle/second.ts",
        ),
      ],
    ]);
  });

  test("shared/ importing app/ or server/ fails", async () => {
    expect(await broken("shared/domain/planted.ts", 'export { cn } from "~/lib/cn";')).toEqual([
      IMPORTS,
    ]);
    expect(
      await broken("shared/domain/planted.ts", 'export { AppError } from "../../server/errors";'),
    ).toEqual([IMPORTS]);
  });

  test("server/ importing app/ fails", async () => {
    expect(
      await broken("server/services/planted.ts", 'export { cn } from "../../app/lib/cn";'),
    ).toEqual([IMPORTS]);
  });

  test("server/payments importing server/services fails", async () => {
    expect(
      await broken(
        "server/payments/planted.ts",
        'export { dispatchPaymentEvent } from "../services/payment-events/dispatch";',
      ),
    ).toEqual([ZONES]);
  });

  test("a test beside a provider may drive the dispatcher end to end", async () => {
    expect(
      await broken(
        "server/payments/planted.test.ts",
        'export { dispatchPaymentEvent } from "../services/payment-events/dispatch";',
      ),
    ).toEqual([]);
  });
});

describe("route modules reach server/ through *.server.ts modules", () => {
  const direct = 'export { listEvents } from "../../server/services/ticketing/events";';

  test("a public route module importing server/ fails", async () => {
    expect(await broken("app/routes/planted.tsx", direct)).toEqual([IMPORTS]);
  });

  test("a back-office route module importing server/ fails", async () => {
    expect(
      await broken("app/routes/admin/planted.tsx", direct.replace("../../", "../../../")),
    ).toEqual([IMPORTS]);
  });

  test("a type-only import of server/ and an import of a *.server.ts module pass", async () => {
    const code =
      'import type { AppServices } from "../../server/context";\nexport { listEvents } from "~/lib/ticketing.server";\nexport type Services = AppServices;';
    expect(await broken("app/routes/planted.tsx", code)).toEqual([]);
  });

  test("a test beside the route modules may set up through server/test", async () => {
    const code = 'export { createTestServices } from "../../server/test/harness";';
    expect(await broken("app/routes/planted.test.ts", code)).toEqual([]);
  });
});

describe("file and folder names are kebab-case", () => {
  test("a file named otherwise fails", async () => {
    expect(
      await broken("app/components/ui/PlantedButton.tsx", "export const planted = 1;"),
    ).toEqual([FILE_NAME]);
    expect(await broken("server/services/planted_service.ts", "export const planted = 1;")).toEqual(
      [FILE_NAME],
    );
  });

  test("a folder named otherwise fails", async () => {
    expect(
      await broken("app/features/plantedFeature/planted-page.tsx", "export const planted = 1;"),
    ).toEqual([FOLDER_NAME]);
  });

  test("a middle extension such as .server or .test passes", async () => {
    expect(await broken("app/lib/planted-area.server.ts", "export const planted = 1;")).toEqual([]);
  });
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
    r.messages
      .filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ""))
      .map((m) => `${path.relative(root, r.filePath)}: ${m.message}`),
  );
  expect(problems).toEqual([]);
});
