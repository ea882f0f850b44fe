// A process killed with SIGKILL while it streams an upload to storage: its temporary file is left on disk, and
// the next start's sweep removes it, leaving no partial file and no finished file under the key.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sweepPartialUploads } from "./sweep-partials";

// About the local disk driver, whatever storage the run uses (s3-storage.test.ts: an upload aborted in a bucket).
process.env.STORAGE = "local";

const KEY = "assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f60123aaaa/original.png";

// Streams 64 KiB to LocalDiskStorage.put, says so, and then never ends the body: the upload is mid-way for ever.
const UPLOADER = `
import { Readable } from "node:stream";
import { LocalDiskStorage, storageRoot } from "@/lib/storage/local-disk-storage";
const body = new Readable({ read() {} });
body.push(Buffer.alloc(64 * 1024, 1));
void new LocalDiskStorage(storageRoot()).put(process.env.UPLOAD_KEY, body);
setInterval(() => {}, 1000);
process.stdout.write("streaming\\n");
`;

function partials(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => /\.part-[0-9a-f]{12}$/.test(name));
}

describe("an upload killed mid-stream", () => {
  let dir: string;
  const previous = { storage: process.env.STORAGE_DIR, age: process.env.STORAGE_PARTIAL_MAX_AGE_SECONDS };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-killed-upload-"));
    process.env.STORAGE_DIR = dir;
  });
  afterEach(() => {
    for (const [name, value] of [
      ["STORAGE_DIR", previous.storage],
      ["STORAGE_PARTIAL_MAX_AGE_SECONDS", previous.age],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("leaves its temporary file, which the next start's sweep removes; nothing is stored under the key", async () => {
    const script = path.join(dir, "uploader.ts");
    fs.writeFileSync(script, UPLOADER);
    // node itself with tsx's loader, so the SIGKILL reaches the process that writes.
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions", "react-server", script], {
      cwd: process.cwd(),
      env: { ...process.env, STORAGE_DIR: dir, UPLOAD_KEY: KEY },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("streaming") && resolve());
        child.once("exit", (code) => reject(new Error(`the uploader exited (${code}) before streaming`)));
      });
      // The first chunk reaches the temporary file.
      for (let i = 0; i < 200 && !(partials(dir).length && fs.statSync(path.join(dir, partials(dir)[0])).size > 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill("SIGKILL");
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve)));
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    const left = partials(dir);
    expect(left).toHaveLength(1);
    expect(fs.statSync(path.join(dir, left[0])).size).toBe(64 * 1024);

    // The next start sweeps files nobody has written to for STORAGE_PARTIAL_MAX_AGE_SECONDS (0 here: none is live).
    process.env.STORAGE_PARTIAL_MAX_AGE_SECONDS = "0";
    expect(await sweepPartialUploads()).toBe(1);
    expect(partials(dir)).toEqual([]);
    expect(fs.existsSync(path.join(dir, ...KEY.split("/")))).toBe(false);
  }, 60_000);
});
