// The lint rule `npm test` runs first (eslint.config.mjs) refuses a test skipped without a condition.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The lines of `code` the project's ESLint config flags as an unconditional skip, in a file at `filePath`. */
async function flaggedLines(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === "no-restricted-syntax" && /Skip a test only on a condition/.test(m.message))
    .map((m) => m.line);
}

describe("unconditional skips fail lint", { timeout: 120_000 }, () => {
  it("in a vitest file: it.skip, describe.skip, .skip.each, skipIf(true), xit, a bare ctx.skip() are refused", async () => {
    const code = [
      'import { describe, it } from "vitest";',
      'it.skip("a", () => {});',
      'describe.skip("b", () => {});',
      'it.skip.each([1])("c %s", () => {});',
      'it.skipIf(true)("d", () => {});',
      'xit("e", () => {});',
      'it("f", (ctx) => { ctx.skip(); });',
      'it.skipIf(process.env.X === "1")("conditional", () => {});',
      'describe.runIf(!!process.env.DATABASE_URL)("conditional", () => {});',
      'it("conditional", (ctx) => { ctx.skip(!process.env.Y, "needs Y"); });',
    ].join("\n");
    expect(await flaggedLines(code, "lib/planted-skip.test.ts")).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("in a Playwright spec: test.skip('title'), test.fixme() are refused, test.skip(condition, reason) is not", async () => {
    const code = [
      'import { test } from "@playwright/test";',
      'test.skip("a", async () => {});',
      'test("b", async () => { test.fixme(); });',
      'test("c", async () => { test.skip(!!process.env.DATABASE_URL, "scanned in the embedded-database run"); });',
    ].join("\n");
    expect(await flaggedLines(code, "e2e/ui/planted-skip.spec.ts")).toEqual([2, 3]);
  });
});
