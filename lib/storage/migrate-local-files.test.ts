// `npm run storage:migrate` against a real S3 protocol server on loopback (s3rver): copies, resumes, verifies.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { useS3Storage } from "@/lib/test/s3-server";
import { migrateLocalFiles } from "./migrate-local-files";
import { getStorage } from "./storage";

const s3 = await useS3Storage();
const root = fs.mkdtempSync(path.join(os.tmpdir(), "adnet-migrate-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const asset = (n: string) => `assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f6012345${n}`;
const files: Record<string, Buffer> = {
  [`${asset("a1")}/original.jpg`]: Buffer.alloc(3000, 1),
  [`${asset("a1")}/thumbnail.webp`]: Buffer.alloc(500, 2),
  // Over one 5 MiB part: copied as a multipart upload.
  [`${asset("a2")}/original.mp4`]: Buffer.alloc(6 * 1024 * 1024, 3),
};
for (const [key, bytes] of Object.entries(files)) {
  fs.mkdirSync(path.join(root, path.dirname(key)), { recursive: true });
  fs.writeFileSync(path.join(root, key), bytes);
}
// Left alone: the temporary file of an unfinished upload, and a file that is no storage key.
fs.writeFileSync(path.join(root, `${asset("a2")}/original.mp4.part-0123456789ab`), "partial");
fs.writeFileSync(path.join(root, "Notes.TXT"), "not ours");

const storedKeys = () => s3.objects().filter((key) => key.startsWith("assets/"));

describe("storage migration to a bucket", () => {
  it("copies every stored file, verified by size; ignores temporary and foreign files", async () => {
    const report = await migrateLocalFiles(root, getStorage());
    expect(report.copied.map((file) => file.key).sort()).toEqual(Object.keys(files).sort());
    expect(report).toMatchObject({ skipped: [], failed: [] });
    expect(report.ignored.sort()).toEqual(["Notes.TXT", `${asset("a2")}/original.mp4.part-0123456789ab`]);
    expect(storedKeys()).toEqual(Object.keys(files).sort());
    for (const [key, bytes] of Object.entries(files)) expect((await getStorage().stat(key))?.size).toBe(bytes.length);
  });

  it("resumes: what the bucket holds with the same size is skipped, a different size is copied again", async () => {
    const shortened = `${asset("a1")}/original.jpg`;
    // An earlier run cut short, or an object that differs.
    await getStorage().put(shortened, Readable.from([Buffer.alloc(10)]));
    const report = await migrateLocalFiles(root, getStorage());
    expect(report.copied.map((file) => file.key)).toEqual([shortened]);
    expect(report.skipped.sort()).toEqual(
      Object.keys(files)
        .filter((key) => key !== shortened)
        .sort(),
    );
    expect((await getStorage().stat(shortened))?.size).toBe(3000);
  });

  it("a bucket that cannot be reached: every file counted as failed, nothing claimed as copied", async () => {
    await s3.down();
    try {
      const report = await migrateLocalFiles(root, getStorage());
      expect(report.copied).toEqual([]);
      expect(report.failed.map((file) => file.key).sort()).toEqual(Object.keys(files).sort());
      expect(report.failed[0].reason).toContain("ECONNREFUSED");
    } finally {
      await s3.up();
    }
  });

  it("npm run storage:migrate says what it did, and exits 0; without STORAGE=s3 it refuses with the reason", async () => {
    // Asynchronously: the S3 server answering it runs in this process.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "--conditions", "react-server", "scripts/storage-migrate.ts"], {
          cwd: process.cwd(),
          env: { ...process.env, ...env, STORAGE_DIR: root },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk) => (stdout += chunk));
        child.stderr.on("data", (chunk) => (stderr += chunk));
        child.on("close", (status) => resolve({ status, stdout, stderr }));
      });
    const done = await run(s3.env);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain("copied 0 file(s) (0 bytes), skipped 3 already in the bucket with the same size, ignored 2");
    expect(done.stdout).toContain("ignored Notes.TXT");
    const refused = await run({ ...s3.env, STORAGE: "local" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("set STORAGE=s3");
  }, 120_000);
});
