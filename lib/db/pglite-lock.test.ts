import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DatabaseLockedError, lockDataDir } from "./pglite-lock.mjs";

function tempDir() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "adnet-lock-")), "pglite");
}

describe("embedded database lock", () => {
  it("refuses a second opener while a live process holds it, naming that process", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: holder.pid, command: "next-server", startedAt: new Date().toISOString() }));
      expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${holder.pid}`));
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock a crashed process left behind, and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: "2026-01-01T00:00:00Z" }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
