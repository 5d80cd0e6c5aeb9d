import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build", "dist", "data", ".react-router", "node_modules", "test-results", "playwright-report", "bench/.tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  // STYLE §1: one-way imports. shared/ imports nothing of the app or server.
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**", "~/*", "**/server/**"], message: "shared/ is isomorphic: it imports neither app/ nor server/." }] },
      ],
    },
  },
  // app/ reaches server/ only from *.server.ts modules and route modules (loaders/actions),
  // type-only imports aside; components and features never do.
  {
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}", "app/lib/**/!(*.server).{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], allowTypeImports: true, message: "Reach server/ through a *.server.ts module or a route loader/action." }] },
      ],
    },
  },
  // server/ never imports the browser app.
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/app/**", "~/*"], message: "server/ does not import app/." }] }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", ".ci/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly", clearTimeout: "readonly", performance: "readonly", Buffer: "readonly" } },
  },
);
