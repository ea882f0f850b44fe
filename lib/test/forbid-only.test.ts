// A stray test.only / it.only must fail CI rather than quietly run a fraction of the suite. Each runner is started
// on a scratch directory holding one focused test, through a config that takes everything else from the project's
// own config: with CI set it must refuse; without CI the same file is accepted, so the refusal is the `.only`'s.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = path.join(root, ".data", `forbid-only-${randomBytes(4).toString("hex")}`);
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

// The child runners must not think they run inside this vitest worker, and CI is set only where a test says so.
const childEnv = (ci: boolean): NodeJS.ProcessEnv => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "CI"));
  return { ...env, NODE_ENV: "test", NO_COLOR: "1", FORCE_COLOR: "0", ...(ci ? { CI: "1" } : {}) };
};

const run = (command: string, args: string[], ci: boolean) => {
  const result = spawnSync(bin(command), args, { cwd: root, env: childEnv(ci), encoding: "utf8", timeout: 90_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

beforeAll(() => {
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(
    path.join(scratch, "focused.spec.ts"),
    'import { test } from "@playwright/test";\ntest.only("focused", () => {});\ntest("other", () => {});\n',
  );
  // The project's Playwright config with only the test directory changed: no server is needed to list tests.
  fs.writeFileSync(
    path.join(scratch, "playwright.config.ts"),
    'import base from "../../playwright.config";\nexport default { ...base, testDir: ".", testMatch: "*.spec.ts", projects: undefined, webServer: undefined, reporter: "list" };\n',
  );
  fs.writeFileSync(
    path.join(scratch, "focused.test.ts"),
    'import { it } from "vitest";\nit.only("focused", () => {});\nit("other", () => {});\n',
  );
  fs.writeFileSync(
    path.join(scratch, "vitest.config.mts"),
    [
      'import { defineConfig } from "vitest/config";',
      'import { base } from "../../vitest.config.mts";',
      "export default defineConfig({",
      '  ...base, root: import.meta.dirname, test: { ...base.test, include: ["focused.test.ts"], globalSetup: [], setupFiles: [] },',
      "});",
      "",
    ].join("\n"),
  );
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("a stray .only", () => {
  const playwright = ["test", "--config", path.join(scratch, "playwright.config.ts"), "--list"];
  const vitest = ["run", "--config", path.join(scratch, "vitest.config.mts")];

  it("fails Playwright in CI (forbidOnly), and only in CI", { timeout: 120_000 }, () => {
    const ci = run("playwright", playwright, true);
    expect(ci.output).toContain("not allowed due to the 'forbidOnly' option");
    expect(ci.status).not.toBe(0);
    const local = run("playwright", playwright, false);
    expect(local.output).toContain("focused.spec.ts");
    expect(local.status).toBe(0);
  });

  it("fails vitest in CI (allowOnly off), and only in CI", { timeout: 120_000 }, () => {
    const ci = run("vitest", vitest, true);
    expect(ci.output).toContain("Unexpected .only modifier");
    expect(ci.status).not.toBe(0);
    const local = run("vitest", vitest, false);
    expect(local.output).toMatch(/1 passed/);
    expect(local.status).toBe(0);
  });
});
