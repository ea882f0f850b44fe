// Readiness with STORAGE=s3: the bucket itself is asked (HeadBucket on a real S3 protocol server, s3rver).
import { describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { useS3Storage } from "@/lib/test/s3-server";
import { GET } from "./route";

const s3 = await useS3Storage();

describe("GET /api/ready with STORAGE=s3", () => {
  it("storage ok while the bucket answers; 503 NOT_READY naming storage while it does not", async () => {
    // The file's first query opens its database connection: on a busy machine that alone can outlast the
    // readiness check's 2 s, and this test is about storage.
    await getPrisma().$queryRaw`SELECT 1`;
    const ready = await callRoute(GET, "GET", "/api/ready");
    expect(ready.status, ready.text).toBe(200);
    expect(ready.json.checks.storage).toBe("ok");
    await s3.down();
    try {
      const res = await callRoute(GET, "GET", "/api/ready");
      expect(res.status, res.text).toBe(503);
      expect(res.json).toMatchObject({ reason: "NOT_READY", details: [{ path: "storage", message: "unreachable" }] });
      expect(res.text).not.toContain(s3.endpoint);
    } finally {
      await s3.up();
    }
  });

  it("a bucket that does not exist is not ready", async () => {
    process.env.S3_BUCKET = "adnet-missing";
    try {
      const res = await callRoute(GET, "GET", "/api/ready");
      expect(res.status, res.text).toBe(503);
      expect(res.json).toMatchObject({ details: [{ path: "storage", message: "unreachable" }] });
    } finally {
      process.env.S3_BUCKET = s3.env.S3_BUCKET;
    }
  });
});
