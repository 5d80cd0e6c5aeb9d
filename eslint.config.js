import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import moduleLayers from "./eslint-rules/module-layers.js";
import noImportCycle from "./eslint-rules/no-import-cycle.js";

const root = import.meta.dirname;

// STYLE §1: a feature does not reach into another feature; what two features share
// moves to app/components. One zone per folder of app/features, so a new feature is covered.
const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message:
    'A feature does not import another feature: move the shared piece to app/components (docs/architecture.md "Layout").',
}));

export default tseslint.config(
  {
    ignores: [
      "build",
      "dist",
      "data",
      ".react-router",
      "node_modules",
      "test-results",
      "playwright-report",
      "bench/.tmp",
      "eslint-rules/fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-empty-object-type": "off",
      // verbatimModuleSyntax keeps `import { type X } from "m"` as `import "m"`: in the browser
      // build that pulls a server entry in (React Router refuses it). All-type imports are
      // `import type`.
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  // Module boundaries (docs/architecture.md "Layout"), checked on resolved paths.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: {
      "import-x": importX,
      homefront: { rules: { "no-import-cycle": noImportCycle, "module-layers": moduleLayers } },
    },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") }),
      ],
    },
    rules: {
      // React Router's generated route types (./+types/<route>) import their route module.
      "homefront/no-import-cycle": ["error", { ignore: [".react-router"] }],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...featureZones,
            {
              // Public pages' stylesheet: app/public.css is generated from app/ less routes/admin/ and
              // features/admin*/ (docs/decisions/012), so public code that rendered a back-office
              // component would render classes that sheet does not have.
              target: [
                "./app/root.tsx",
                "./app/components",
                "./app/lib",
                "./app/routes/*.{ts,tsx}",
                "./app/features/!(admin*)/**",
              ],
              from: ["./app/features/admin*/**", "./app/routes/admin/**"],
              message:
                "Public code does not import the back office: its classes are only in the back office's stylesheet (docs/decisions/012).",
            },
            {
              // app/lib and app/components serve every feature, so a feature they imported
              // would be imported by every other feature through them.
              target: ["./app/lib", "./app/components"],
              from: "./app/features",
              message:
                'app/lib and app/components do not import a feature: move the piece they need out of the feature into app/components or app/lib (docs/architecture.md "Layout").',
            },
          ],
        },
      ],
    },
  },
  // server/ imports one way (docs/architecture.md "Modules"): infrastructure, then server/core,
  // then the areas of server/modules in this order, bottom to top; an area imports only the
  // areas before it, each through its entry (index.server.ts). Checked on production code only:
  // tests (*.test files, server/test, app/test) reach into whatever they set up; e2e/, bench/
  // and scripts/ drive the app from outside and ship nothing.
  {
    files: ["{app,server,shared}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "server/test/**", "app/test/**"],
    rules: {
      "homefront/module-layers": [
        "error",
        {
          areas: [
            "media",
            "content",
            "supporters",
            "events",
            "receipts",
            "giving",
            "refunds",
            "orders",
            "statements",
            "staff",
            "back-office",
            "payment-events",
          ],
          infrastructure: ["db", "http", "mail", "storage", "auth", "payments"],
        },
      ],
    },
  },
  // STYLE §1: shared/ imports nothing of the app or server.
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/**", "~/*", "**/server/**"],
              message: "shared/ is isomorphic: it imports neither app/ nor server/.",
            },
          ],
        },
      ],
    },
  },
  // STYLE §1: app/ reaches server/ only through the areas' entries (server/modules/<area>/index.server.ts,
  // server/core/index.server.ts), which React Router keeps out of the browser bundle for their
  // .server suffix: route modules (loaders and actions) and app/lib's *.server.ts call them;
  // components and features never do. Type-only imports are erased from both bundles and stay
  // allowed; tests set up through server/test.
  {
    files: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+server/(?!modules/[^/]+/index\\.server$|core/index\\.server$)",
              allowTypeImports: true,
              message:
                'Reach server/ through an area\'s entry (server/modules/<area>/index.server.ts, docs/architecture.md "Modules").',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**"],
              allowTypeImports: true,
              message:
                "Components, features and browser helpers import server/ types only; their loader or action calls the server.",
            },
          ],
        },
      ],
    },
  },
  // server/ never imports the browser app.
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**", "~/*"], message: "server/ does not import app/." }] },
      ],
    },
  },
  // STYLE §2: kebab-case file and folder names; a middle extension (.server, .test, .d) is free.
  {
    files: ["{app,server,shared,e2e,scripts,bench,eslint-rules}/**/*.{ts,tsx,js,mjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", ".ci/**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        performance: "readonly",
        Buffer: "readonly",
      },
    },
  },
);
