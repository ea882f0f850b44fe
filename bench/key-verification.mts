// Cost of key verification plus the rate-limit check on the hot path, measured in-process: the time
// `authenticate` + `enforceKeyPolicy` take per request, against the configured database and limiter.
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:key
// Makes and drops its own database on DATABASE_URL's server.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { NextRequest } from "next/server";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("Set DATABASE_URL to a local PostgreSQL server");
const ITERATIONS = Number(process.env.ITERATIONS ?? 5000);

const name = `adnet_bench_${randomBytes(3).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.AUTH_SECRET = "bench";

try {
  const { deploy } = await import("@/scripts/db.mjs");
  await deploy({ quiet: true });
  const { runBootstrap } = await import("@/lib/members/bootstrap");
  const { prisma } = await import("@/lib/db/client");
  const { authenticate } = await import("@/lib/http/authenticate");
  const { enforceKeyPolicy } = await import("@/lib/http/key-policy");
  const { redisClient } = await import("@/lib/api/rate-limit");
  const { apiKey, userId } = await runBootstrap({ email: "key-bench@example.com", password: "bench-password", organization: "Bench" });
  await prisma.membership.updateMany({
    where: { userId },
    data: { rateLimitRequests: 1_000_000_000, rateLimitWindowSeconds: 3600, ipWhitelist: ["127.0.0.0/8", "::1"] },
  });
  const request = () =>
    new NextRequest("http://localhost/api/core/organization/x", {
      headers: { authorization: `Bearer ${apiKey}`, "x-adnet-client-ip": "127.0.0.1" },
    });

  const measure = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 300; i++) await fn();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const start = process.hrtime.bigint();
      await fn();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(3);
    console.log(`${label.padEnd(44)} p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  (${ITERATIONS} runs)`);
  };
  const { authCache, stopAuthChangeListener } = await import("../lib/auth/auth-change-listener");
  // Cold: the cache off (as while its listening connection is down), every lookup reads the database.
  authCache().setEnabled(false);
  await measure("key lookup, cache off (SHA-256 + indexed select)", async () => {
    authCache().setEnabled(false);
    return authenticate(request());
  });
  await stopAuthChangeListener();
  authCache();
  for (let i = 0; i < 2000 && !authCache().isEnabled; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!authCache().isEnabled) throw new Error("the authentication cache's listener did not come up");
  await measure("key lookup, cache warm (SHA-256 + memory)", async () => authenticate(request()));
  await measure(`key lookup + policy (IP, rate limit: ${process.env.REDIS_URL ? "Redis" : "memory"})`, async () => {
    const req = request();
    const caller = await authenticate(req);
    await enforceKeyPolicy(caller, req.headers);
  });
  await measure("baseline: one trivial query (SELECT 1)", async () => prisma.$queryRawUnsafe("SELECT 1"));
  await stopAuthChangeListener();
  await prisma.$disconnect();
  redisClient()?.disconnect();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
