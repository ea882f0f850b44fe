// The S3 driver against a real S3 protocol server on loopback (s3rver), through the real AWS SDK.
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { useS3Storage } from "@/lib/test/s3-server";
import { S3Storage } from "./s3-storage";
import { getStorage } from "./storage";
import { sweepPartialUploads } from "./sweep-partials";

const s3 = await useS3Storage();
const MiB = 1024 * 1024;
const dir = "assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f60123aaaa";

/** `total` bytes in 64 KiB chunks, made as they are read: never held whole. */
function stream(total: number, fill = 7): Readable {
  let left = total;
  return new Readable({
    read() {
      const size = Math.min(left, 64 * 1024);
      left -= size;
      this.push(size > 0 ? Buffer.alloc(size, fill) : null);
    },
  });
}

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe("S3 storage", () => {
  it("is what getStorage gives with STORAGE=s3", () => {
    expect(getStorage()).toBeInstanceOf(S3Storage);
    expect(getStorage().describe()).toBe("bucket adnet-test");
  });

  it("streams a 12 MiB body as a multipart upload; stat, ranges, readRange and delete read it back", async () => {
    const storage = getStorage();
    const key = `${dir}/original.mp4`;
    const stored = await storage.put(key, stream(12 * MiB));
    expect(stored.size).toBe(12 * MiB);
    expect(s3.objects()).toContain(key);
    expect(s3.unfinishedUploads()).toEqual([]);
    expect(await storage.stat(key)).toEqual(stored);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key, { start: 5 * MiB - 2, end: 5 * MiB + 1 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(Buffer.alloc(4, 7));
    expect(await storage.readRange(key, 12 * MiB - 3, 10)).toEqual(Buffer.alloc(3, 7));
    expect(await storage.readRange(key, 12 * MiB, 10)).toEqual(Buffer.alloc(0));
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await storage.delete(key);
  });

  it("deletePrefix removes every object under the prefix and nothing else", async () => {
    const storage = getStorage();
    const other = "assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f60123bbbb/original.png";
    for (const key of [`${dir}/original.png`, `${dir}/thumbnail.webp`, other]) await storage.put(key, stream(10));
    await storage.deletePrefix(dir);
    expect(s3.objects().filter((key) => key.startsWith("assets/"))).toEqual([other]);
    await storage.delete(other);
  });

  it("a body that fails after the multipart upload started: the body's error, the upload aborted, no object", async () => {
    const key = `${dir}/original.mp4`;
    const body = new Readable({ read() {} });
    body.push(Buffer.alloc(6 * MiB, 1)); // more than one 5 MiB part: a multipart upload
    const put = getStorage().put(key, body);
    await until(() => s3.unfinishedUploads().length === 1, "the multipart upload to start");
    const refusal = new Error("the client went away");
    body.destroy(refusal);
    await expect(put).rejects.toBe(refusal);
    expect(s3.unfinishedUploads()).toEqual([]);
    expect(s3.objects()).not.toContain(key);
    expect(await getStorage().stat(key)).toBeNull();
  });

  it("the sweep aborts multipart uploads a killed process left, older than the age; a recent one is kept", async () => {
    const storage = getStorage() as S3Storage;
    const { CreateMultipartUploadCommand } = await import("@aws-sdk/client-s3");
    const start = (key: string) => storage.client.send(new CreateMultipartUploadCommand({ Bucket: storage.bucket, Key: key }));
    const dead = await start(`${dir}/original.png`);
    const live = await start(`${dir}/original.mp4`);
    // Both started by the test's own clock, the one the sweep compares with (the server's files take the kernel's).
    s3.ageUpload(live.UploadId!, 0);
    s3.ageUpload(dead.UploadId!, 2 * 86_400_000);
    // The default age with STORAGE=s3 is a day.
    delete process.env.STORAGE_PARTIAL_MAX_AGE_SECONDS;
    expect(await sweepPartialUploads()).toBe(1);
    expect(s3.unfinishedUploads()).toEqual([{ key: `${dir}/original.mp4`, uploadId: live.UploadId }]);
    expect(await storage.sweepPartials(0)).toBe(1);
    expect(s3.unfinishedUploads()).toEqual([]);
  });

  describe("with the server down", () => {
    it("every operation fails with a StorageError naming the key, never the endpoint (transient, 503)", async () => {
      const storage = getStorage();
      const key = `${dir}/original.jpg`;
      await storage.put(key, stream(100));
      await s3.down();
      try {
        const failures = await Promise.all([
          storage.put(key, stream(100)).catch((error) => error),
          storage.read(key).catch((error) => error),
          storage.readRange(key, 0, 10).catch((error) => error),
          storage.stat(key).catch((error) => error),
          storage.delete(key).catch((error) => error),
          storage.deletePrefix(dir).catch((error) => error),
          storage.sweepPartials(0).catch((error) => error),
          storage.checkReady().catch((error) => error),
        ]);
        for (const failure of failures.slice(0, 7)) {
          expect(failure).toMatchObject({ name: "StorageError", code: "STORAGE_ERROR" });
          expect(failure.message).not.toContain(s3.endpoint);
          expect(failure.message).not.toContain("127.0.0.1");
        }
        expect(failures[7]).toBeInstanceOf(Error);
      } finally {
        await s3.up();
      }
      expect(await storage.stat(key)).toMatchObject({ size: 100 });
      await storage.delete(key);
    });
  });
});
