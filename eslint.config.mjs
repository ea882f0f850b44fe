// ESLint 9 flat config: Next.js (core web vitals) and its TypeScript rules (typescript-eslint).
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { TEST_FILES, UNCONDITIONAL_SKIP_SELECTORS } from "./scripts/unconditional-skips.mjs";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".data/**",
    "node_modules/**",
    "lib/db/generated/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    // Test helpers named use… (useTemporaryStorage) and Playwright's fixture `use` are not React hooks.
    files: ["**/*.test.ts", "e2e/**", "lib/test/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // `npm test` checks the same (scripts/test.mjs).
    files: TEST_FILES,
    rules: { "no-restricted-syntax": ["error", ...UNCONDITIONAL_SKIP_SELECTORS] },
  },
  {
    rules: {
      // One import style: the @/ alias, or a sibling in the same folder (./).
      // Forms validate through lib/i18n/zod-resolver, which words zod's messages in the page's locale.
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["../*"], message: "Import project modules through @/ (./ only for the same folder)" }],
          paths: [
            {
              name: "@hookform/resolvers/zod",
              message: "Import zodResolver from @/lib/i18n/zod-resolver (messages in the page's locale).",
            },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // A raw <form> takes typing before hydration and then drops it (React renders its own empty state over the
    // field), and Enter submits it natively as a GET query string. <Form> stays disabled until hydrated.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/form.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXOpeningElement[name.name='form']", message: "Use <Form> from @/components/ui/form (disabled until hydrated)." },
      ],
    },
  },
  {
    // An operation declares the serving feed it changes (`serving` on the operation); the edge syncs it.
    files: ["lib/operations/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["../*"], message: "Import project modules through @/ (./ only for the same folder)" }],
          paths: [
            {
              name: "@/lib/serving/sync-serving",
              importNames: ["syncServingInRequest", "syncServing"],
              message: "Declare `serving` on the operation: the edge runs the sync after `run`, in its transaction.",
            },
            {
              name: "@/lib/serving/deferred-sync",
              message: "Declare `serving` on the operation; a batch's operations share theirs through lib/http/batch-call.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain-Node scripts (.mjs) run without the TypeScript path alias, so they import by relative path; the
    // zod resolver wrapper is the one place that imports the resolver it wraps.
    files: ["**/*.mjs", "lib/i18n/zod-resolver.ts"],
    rules: { "no-restricted-imports": "off" },
  },
]);
