// A test file that names no database runs without one (setup-database.ts). One that reaches the database anyway,
// through the code it tests, must fail, even when the test catches the error: never pass without its database.
// Vitest is started once on a scratch directory of two such files (one start for both: each file still runs in a
// process of its own), and each file's result is read from its JSON report. A second start runs three files that
// do name the database one after another in one process, as the shared project does: each finds its database as
// fresh as a new one, whatever the file before it left there.
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

type FileResult = { name: string; status: string; message: string; assertionResults: { status: string }[] };

const runScratch = (testFiles: string[], config = "vitest.config.mts") => {
  const report = path.join(scratch, "report.json");
  const result = spawnSync(
    path.join(root, "node_modules", ".bin", "vitest"),
    ["run", "--config", path.join(scratch, config), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...testFiles],
    { cwd: root, env: childEnv(), encoding: "utf8", timeout: 120_000 },
  );
  const files: FileResult[] = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, "utf8")).testResults : [];
  const file = (name: string) => files.find((f) => path.basename(f.name) === name);
  return { status: result.status, output: `${result.stdout}${result.stderr}`, file };
};
let run: ReturnType<typeof runScratch>;
let kept: ReturnType<typeof runScratch>;

/** A file that checks its database is fresh, then leaves behind what `leave` does (run in name order, one process). */
const leavingTest = (leave: string) =>
  [
    "// Names prisma: gets a database of its own.",
    'import { expect, it } from "vitest";',
    'import { prisma } from "@/lib/db/client";',
    'import { createOwner } from "@/lib/test/fixtures";',
    'it("finds a fresh database, then leaves something behind", async () => {',
    "  const one = async (sql: string) => Object.values((await prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql))[0])[0];",
    '  expect(Number(await one(`SELECT count(*) FROM "Organization"`))).toBe(0);',
    '  expect(Number(await one(`SELECT count(*) FROM "User"`))).toBe(0);',
    '  expect(await one(`SELECT is_called FROM "Receipt_number_seq"`)).toBe(false);',
    "  expect(Number(await one(`SELECT count(*) FROM pg_trigger WHERE tgname = 'left_behind'`))).toBe(0);",
    "  expect(Number(await one(`SELECT count(*) FROM pg_namespace WHERE nspname = 'pgboss'`))).toBe(0);",
    "  expect(await one(`SELECT current_setting('statement_timeout')`)).toBe('0');",
    "  expect(Number(await one(`SELECT count(*) FROM pg_listening_channels()`))).toBe(0);",
    "  await createOwner();",
    "  await prisma.$queryRawUnsafe(`SELECT nextval('\"Receipt_number_seq\"')`);",
    `  ${leave}`,
    "});",
    "",
  ].join("\n");

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
  run = runScratch(["silent.test.ts", "mentions.test.ts"]);

  fs.writeFileSync(
    path.join(scratch, "a-rows-settings-listens.test.ts"),
    leavingTest(
      [
        'await prisma.$executeRawUnsafe("SET statement_timeout = 12345");',
        'await prisma.$executeRawUnsafe("LISTEN left_behind");',
        'await prisma.$executeRawUnsafe("CREATE SCHEMA pgboss");',
      ].join("\n  "),
    ),
  );
  fs.writeFileSync(
    path.join(scratch, "b-a-trigger.test.ts"),
    leavingTest(
      [
        "await prisma.$executeRawUnsafe(`CREATE FUNCTION left_behind() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`);",
        'await prisma.$executeRawUnsafe(`CREATE TRIGGER left_behind BEFORE INSERT ON "User" FOR EACH ROW EXECUTE FUNCTION left_behind()`);',
      ].join("\n  "),
    ),
  );
  fs.writeFileSync(path.join(scratch, "c-rows-again.test.ts"), leavingTest("await createOwner();"));
  fs.writeFileSync(
    path.join(scratch, "vitest.kept.config.mts"),
    [
      'import { defineConfig } from "vitest/config";',
      'import { base } from "../../vitest.config.mts";',
      "export default defineConfig({",
      "  ...base,",
      "  root: import.meta.dirname,",
      "  test: {",
      "    ...base.test,",
      '    include: ["*-*.test.ts"],',
      `    globalSetup: [${JSON.stringify(path.join(root, "lib/test/pglite-snapshot.ts"))}],`,
      `    setupFiles: [${JSON.stringify(path.join(root, "lib/test/setup-database.ts"))}],`,
      "    isolate: false,",
      "    maxWorkers: 1,",
      "    sequence: {",
      "      sequencer: class {",
      "        async shard(files: { moduleId: string }[]) { return files; }",
      "        async sort(files: { moduleId: string }[]) { return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)); }",
      "      },",
      "    },",
      "  },",
      "});",
      "",
    ].join("\n"),
  );
  kept = runScratch([], "vitest.kept.config.mts");
}, 150_000);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("a test file's database", () => {
  it("is refused to a file that names none, and the refusal fails the file though the test caught it", () => {
    expect(run.output).toContain("silent.test.ts used prisma.organization, but names no database");
    // The test itself passed (it caught the refusal): the file fails at its end.
    expect(run.file("silent.test.ts")?.assertionResults.map((test) => test.status)).toEqual(["passed"]);
    expect(run.file("silent.test.ts")?.status).toBe("failed");
    expect(run.file("silent.test.ts")?.message).toContain("used prisma.organization, but names no database");
    expect(run.status).not.toBe(0);
  });

  it("is given to the same file once it mentions prisma", () => {
    expect(run.file("mentions.test.ts")?.assertionResults.map((test) => test.status)).toEqual(["passed"]);
    expect(run.file("mentions.test.ts")?.status).toBe("passed");
    expect(run.output).not.toContain("mentions.test.ts used");
    // Both tests passed, and the only failure of the run is the other file's (no error outside a file either).
    expect(run.output).toMatch(/Tests\s+2 passed/);
    expect(run.output).toMatch(/Test Files\s+1 failed \| 1 passed/);
    expect(run.output).not.toMatch(/Errors\s+\d+ error/);
  });
});

describe("a database kept between files in one process", () => {
  // The second file finds the first's rows, setting, listen and job-queue schema gone; the third, the second's trigger.
  it("is as fresh as a new one for each file: no rows, identities at their start, the migrations' schema, no session settings or listens", () => {
    for (const name of ["a-rows-settings-listens.test.ts", "b-a-trigger.test.ts", "c-rows-again.test.ts"]) {
      expect(
        kept.file(name)?.assertionResults.map((test) => test.status),
        `${name}\n${kept.output}`,
      ).toEqual(["passed"]);
    }
    expect(kept.status, kept.output).toBe(0);
  });
});
