import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it } from "vitest";
import { getDatabaseTarget, getPrisma, installPrismaClient } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { callRoute } from "@/lib/test/call-route";
import { GET } from "./route";

describe("GET /api/ready (extension)", () => {
  it("answers 200 when the database and storage answer (Redis disabled when REDIS_URL is unset)", async () => {
    const res = await callRoute(GET, "GET", "/api/ready");
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      status: "ready",
      checks: { database: "ok", storage: "ok", redis: process.env.REDIS_URL ? "ok" : "disabled" },
    });
  });

  it("database unreachable → 503 NOT_READY with Retry-After and a detail naming it, no connection detail", async () => {
    const direct = getPrisma();
    const target = getDatabaseTarget();
    // Nothing listens on port 1: every query fails to connect.
    const url = "postgresql://postgres@127.0.0.1:1/unreachable";
    const dead = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, connectionTimeoutMillis: 500 }) });
    installPrismaClient(dead, { kind: "postgres", url });
    try {
      const res = await callRoute(GET, "GET", "/api/ready");
      expect(res.status, res.text).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(res.json).toMatchObject({
        statusCode: 503,
        reason: "NOT_READY",
        details: [{ path: "database", message: "unreachable" }],
      });
      expect(res.text).not.toContain("127.0.0.1");
    } finally {
      installPrismaClient(direct, target);
      await dead.$disconnect().catch(() => {});
    }
  });

  it("storage not writable → 503 NOT_READY naming storage", async () => {
    // A local directory that cannot be made (s3-storage.test.ts beside this file: a bucket that does not answer).
    const previous = { dir: process.env.STORAGE_DIR, kind: process.env.STORAGE };
    process.env.STORAGE = "local";
    const file = path.join(os.tmpdir(), `adnet-ready-${process.pid}-${Date.now()}`);
    fs.writeFileSync(file, "a file where the storage directory should be");
    process.env.STORAGE_DIR = path.join(file, "storage");
    try {
      const res = await callRoute(GET, "GET", "/api/ready");
      expect(res.status, res.text).toBe(503);
      expect(res.json).toMatchObject({ reason: "NOT_READY", details: [{ path: "storage", message: "unreachable" }] });
    } finally {
      for (const [name, value] of [
        ["STORAGE_DIR", previous.dir],
        ["STORAGE", previous.kind],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      fs.rmSync(file, { force: true });
    }
  });
});
