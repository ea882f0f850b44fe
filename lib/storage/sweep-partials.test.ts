import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sweepPartialUploads } from "./sweep-partials";

// What a process killed mid-upload leaves: the temporary file of LocalDiskStorage.put, never renamed. About the
// local disk driver, whatever storage the run uses (s3-storage.test.ts sweeps a bucket).
process.env.STORAGE = "local";

describe("temporary files of unfinished uploads", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-sweep-"));
    process.env.STORAGE_DIR = dir;
  });
  afterEach(() => {
    delete process.env.STORAGE_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("are removed at the next start; a live upload's file and finished files are kept", async () => {
    const assetDir = path.join(dir, "assets", "6740a1b2c3d4e5f601234567", "6740a1b2c3d4e5f60123aaaa");
    fs.mkdirSync(assetDir, { recursive: true });
    const dead = path.join(assetDir, "original.png.part-0123456789ab");
    const live = path.join(assetDir, "original.mp4.part-ba9876543210");
    const finished = path.join(assetDir, "thumbnail.webp");
    for (const file of [dead, live, finished]) fs.writeFileSync(file, "bytes");
    // Times from the test's own clock, the one the sweep compares with (a file's own times come from the kernel's).
    const now = new Date();
    fs.utimesSync(live, now, now);
    const killedAt = new Date(Date.now() - 120_000);
    fs.utimesSync(dead, killedAt, killedAt);
    fs.utimesSync(finished, killedAt, killedAt);
    expect(await sweepPartialUploads()).toBe(1);
    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    expect(fs.existsSync(finished)).toBe(true);
  });
});
