import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Browser globals and storage that machines must not touch (architecture.md, dependency direction). */
const browserGlobals = ["window", "document", "navigator", "location", "localStorage", "sessionStorage", "fetch", "XMLHttpRequest", "history", "alert"];

export default tseslint.config(
  { ignores: ["dist/**", "dist-*/**", "node_modules/**", "reports/**", "test-results/**", "playwright-report/**", "data/**", ".stryker-tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // machines/ is pure: no React, Mantine, HTTP, router, browser globals or storage. From the contract they take
    // types, and values only from contract/rules/ (plain constants and pure rule functions the server checks too).
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...browserGlobals.map((name) => ({ name, message: "machines/ stays pure: make it a named actor or action." }))],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "@xstate/react", "@mantine/*", "@tanstack/*", "@lingui/*", "ofetch", "dompurify", "node-forge"], message: "machines/ stays pure: views and app wiring use these." },
            { group: ["**/src", "**/src/**", "**/server", "**/server/*"], message: "machines/ depend on the contract only." },
            {
              regex: "(^|/)contract(/(?!rules/)[^/]*)?$",
              allowTypeImports: true,
              message: "machines/ import contract types, and values only from contract/rules/ (plain constants and pure rules).",
            },
          ],
        },
      ],
    },
  },
  {
    // Views render state and send events; they never call the API.
    files: ["src/views/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["ofetch", "**/api/*", "**/server/*"], message: "views send events; the machines' actors call the API." }] },
      ],
    },
  },
  {
    // The contract is shared by client and server and imports nothing but zod.
    files: ["contract/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ regex: "^(?!zod(/mini)?$|\\./).*", message: "the contract imports nothing but zod." }] }],
    },
  },
  {
    // contract/rules/ holds what both sides compute (limits, rule functions): no I/O, imports of nothing but zod and
    // each other, so a machine may import it whole.
    files: ["contract/rules/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!zod(/mini)?$|\\./[^/]+$).*", message: "contract/rules/ imports nothing but zod and each other." }] },
      ],
    },
  },
  {
    // The server shares only the contract with the client.
    files: ["server/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/src", "**/src/**", "**/machines", "**/machines/*"], message: "the server shares only the contract." }] },
      ],
    },
  },
  {
    // Each browser-test worker has its own server: specs take `test` from e2e/fixtures.ts, which points baseURL at it.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", message: "import test and expect from ./fixtures (one reference server per worker).", allowTypeImports: true }] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='baseURL'][object.property.name='use']",
          message: "the project's baseURL is the first worker's server: use workerBaseURL(info) from ./fixtures.",
        },
      ],
    },
  },
);
