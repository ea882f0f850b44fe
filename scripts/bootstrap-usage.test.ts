import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const run = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "--conditions", "react-server", "scripts/bootstrap.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    // nothing here may reach a database: --help and a refused option stop before it
    env: { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" },
    timeout: 60_000,
  });

describe("npm run bootstrap -- --help", () => {
  it("prints its usage and every option, and exits 0", () => {
    for (const flag of ["--help", "-h"]) {
      const result = run(flag);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^usage: npm run bootstrap -- --email E --password P --organization NAME/);
      for (const option of ["--time-zone", "--reviewer", "--json", "--name"]) expect(result.stdout).toContain(option);
      expect(result.stderr).toBe("");
    }
  });

  it("an unknown option is one line and the usage, exit 1, no stack trace", () => {
    const result = run("--bogus");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^bootstrap: Unknown option '--bogus'/);
    expect(result.stderr).toContain("usage: npm run bootstrap");
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
