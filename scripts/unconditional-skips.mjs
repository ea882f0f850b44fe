// A skipped test must say when it is skipped: `it.skipIf(cond)`, `describe.runIf(cond)`, Playwright's
// `test.skip(cond, reason)`. An unconditional skip (`it.skip("…")`, `xit`, `test.fixme()`, `skipIf(true)`) hides
// a test from every run while the suite still passes, so lint refuses it
// (eslint.config.mjs), and with it `npm test`, which lints first.

const MESSAGE = "Skip a test only on a condition: it.skipIf(cond) / it.runIf(cond), or Playwright's test.skip(cond, reason).";
const SKIPS = "/^(skip|fixme)$/";

export const UNCONDITIONAL_SKIP_SELECTORS = [
  // it.skip("name", fn), describe.skip(`name`), test.fixme("title"), test.skip(true, "…")
  `CallExpression[callee.type="MemberExpression"][callee.property.name=${SKIPS}][arguments.0.type=/^(Literal|TemplateLiteral)$/]`,
  // test.skip(), ctx.skip(), test.fixme() with no condition at all
  `CallExpression[callee.type="MemberExpression"][callee.property.name=${SKIPS}][arguments.length=0]`,
  // it.skip.each([...])("name", fn), describe.skip.for(...)
  `MemberExpression[object.type="MemberExpression"][object.property.name=${SKIPS}]`,
  // it.skipIf(true), describe.runIf(false): a condition that is a constant is none
  `CallExpression[callee.type="MemberExpression"][callee.property.name=/^(skipIf|runIf)$/][arguments.0.type="Literal"]`,
  // xit, xtest, xdescribe
  `CallExpression[callee.name=/^x(it|test|describe)$/]`,
].map((selector) => ({ selector, message: MESSAGE }));

/** The files tests live in. */
export const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts", "e2e/**/*.ts", "lib/test/**/*.ts"];
