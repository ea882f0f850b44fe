// A test file that names no database runs without one (setup-database.ts). One that reaches the database anyway,
// through the code it tests, must fail, even when the test catches the error: never pass without its database.
// Vitest is started on a scratch directory whose test reaches the database through a module of its own.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = path.join(root, ".data", `setup-database-${randomBytes(4).toString("hex")}`);

const childEnv = (): NodeJS.ProcessEnv => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "CI"));
  return { ...env, NODE_ENV: "test", NO_COLOR: "1", FORCE_COLOR: "0" };
};

const runScratch = (testFile: string) => {
  const result = spawnSync(
    path.join(root, "node_modules", ".bin", "vitest"),
    ["run", "--config", path.join(scratch, "vitest.config.mts"), testFile],
    { cwd: root, env: childEnv(), encoding: "utf8", timeout: 120_000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

const swallowingTest = (comment: string) =>
  [
    comment,
    'import { expect, it } from "vitest";',
    'import { countOrganizations } from "./count";',
    'it("counts, or shrugs", async () => {',
    "  const count = await countOrganizations().catch(() => null);",
    "  expect(count === null || count >= 0).toBe(true);",
    "});",
    "",
  ].join("\n");

beforeAll(() => {
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(
    path.join(scratch, "count.ts"),
    'import { prisma } from "@/lib/db/client";\nexport const countOrganizations = async () => prisma.organization.count();\n',
  );
  fs.writeFileSync(path.join(scratch, "silent.test.ts"), swallowingTest("// Reaches the database only through ./count."));
  fs.writeFileSync(path.join(scratch, "mentions.test.ts"), swallowingTest("// Counts organizations with prisma, through ./count."));
  fs.writeFileSync(
    path.join(scratch, "vitest.config.mts"),
    [
      'import { defineConfig } from "vitest/config";',
      'import { base } from "../../vitest.config.mts";',
      "export default defineConfig({",
      "  ...base,",
      "  root: import.meta.dirname,",
      `  test: { ...base.test, include: ["*.test.ts"], globalSetup: [${JSON.stringify(path.join(root, "lib/test/pglite-snapshot.ts"))}], setupFiles: [${JSON.stringify(path.join(root, "lib/test/setup-database.ts"))}] },`,
      "});",
      "",
    ].join("\n"),
  );
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("a test file's database", () => {
  it("is refused to a file that names none, and the refusal fails the file though the test caught it", { timeout: 150_000 }, () => {
    const run = runScratch("silent.test.ts");
    expect(run.output).toContain("used prisma.organization, but names no database");
    // The test itself passed (it caught the refusal): the file fails at its end.
    expect(run.output).toMatch(/Tests\s+1 passed/);
    expect(run.output).toMatch(/Test Files\s+1 failed/);
    expect(run.status).not.toBe(0);
  });

  it("is given to the same file once it mentions prisma", { timeout: 150_000 }, () => {
    const run = runScratch("mentions.test.ts");
    expect(run.output).toMatch(/Test Files\s+1 passed/);
    expect(run.output).not.toContain("names no database");
    expect(run.status).toBe(0);
  });
});
