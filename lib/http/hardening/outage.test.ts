// Outages under load: PostgreSQL behind a TCP proxy the test stops and starts, and a Redis server of the test's
// own that it kills. While a dependency is down the API answers only 503 with Retry-After (or, for Redis,
// keeps serving on the in-process fallback without stalling); it recovers within 2 s, without a restart.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { getDatabaseTarget, getPrisma, installPrismaClient, prisma } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { TcpProxy } from "@/lib/test/tcp-proxy";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { at: number; status: number; retryAfter: string | null; ms: number };

/** Keeps `concurrency` requests in flight until `until()` is true, recording each answer. */
async function load(send: () => Promise<{ status: number; headers: Headers }>, until: () => boolean, concurrency = 8) {
  const outcomes: Outcome[] = [];
  const start = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        const t = Date.now();
        const res = await send();
        outcomes.push({ at: t - start, status: res.status, retryAfter: res.headers.get("retry-after"), ms: Date.now() - t });
      }
    }),
  );
  return outcomes;
}

describe.skipIf(!process.env.DATABASE_URL)("PostgreSQL stopped under load", () => {
  it("answers only 503 with Retry-After while it is down, and serves again within 2 s of its return", async () => {
    const { organization, apiKey } = await createOwner();
    const direct = getPrisma();
    const target = getDatabaseTarget();
    if (target.kind !== "postgres") throw new Error("needs PostgreSQL");
    const url = new URL(target.url);
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(await proxy.start());
    const proxied = new PrismaClient({
      adapter: new PrismaPg({ connectionString: url.toString(), max: 8, connectionTimeoutMillis: 1000 }),
    });
    installPrismaClient(proxied, { kind: "postgres", url: url.toString() });
    try {
      const send = () =>
        callRoute(getOrganization, "GET", `/api/core/organization/${organization.id}`, {
          params: { organizationId: organization.id },
          apiKey,
        });
      const phase = { name: "up" as "up" | "down" | "back", downAt: 0, backAt: 0, done: false };
      const driver = (async () => {
        await sleep(700);
        await proxy.stop();
        phase.name = "down";
        phase.downAt = Date.now();
        await sleep(2000);
        await proxy.start();
        phase.name = "back";
        phase.backAt = Date.now();
        await sleep(2500);
        phase.done = true;
      })();
      const start = Date.now();
      const outcomes = await load(send, () => phase.done);
      await driver;
      const downFrom = phase.downAt - start;
      const backFrom = phase.backAt - start;
      const statuses = new Set(outcomes.map((o) => o.status));
      expect(
        [...statuses].every((s) => s === 200 || s === 503),
        `statuses ${[...statuses]}`,
      ).toBe(true);
      for (const o of outcomes.filter((o) => o.status === 503)) expect(o.retryAfter).toMatch(/^\d+$/);
      const whileDown = outcomes.filter((o) => o.at > downFrom + 100 && o.at + o.ms < backFrom);
      expect(whileDown.length).toBeGreaterThan(0);
      expect(whileDown.every((o) => o.status === 503)).toBe(true);
      const firstOk = outcomes.filter((o) => o.at >= backFrom && o.status === 200).sort((a, b) => a.at - b.at)[0];
      expect(firstOk, "served again after the database returned").toBeDefined();
      const recovery = firstOk.at + firstOk.ms - backFrom;
      console.info(
        `[outage] PostgreSQL: ${outcomes.length} requests, ${whileDown.length} while down (all 503), service back ${recovery} ms after its return`,
      );
      expect(recovery).toBeLessThan(2000);
      expect(outcomes.filter((o) => o.at > backFrom + 2000).every((o) => o.status === 200)).toBe(true);
    } finally {
      installPrismaClient(direct, target);
      await proxied.$disconnect().catch(() => {});
      await proxy.stop();
    }
  }, 30_000);
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("Redis killed under load", () => {
  let redis: ChildProcess | null = null;
  afterAll(() => {
    redis?.kill("SIGKILL");
  });

  it("rate-limited keys keep their speed on the in-process fallback: no 1 s stall, no error", async () => {
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    await sleep(300);
    const state = globalThis as unknown as { __adnetRedis?: unknown; __adnetLimiters?: unknown; __adnetRedisWaited?: unknown };
    const previous = process.env.REDIS_URL;
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    state.__adnetRedis = undefined;
    state.__adnetLimiters = undefined;
    state.__adnetRedisWaited = undefined;
    try {
      const { organization, apiKey, membership } = await createOwner();
      await prisma.membership.update({ where: { id: membership.id }, data: { rateLimitRequests: 100000, rateLimitWindowSeconds: 60 } });
      const send = () =>
        callRoute(getOrganization, "GET", `/api/core/organization/${organization.id}`, {
          params: { organizationId: organization.id },
          apiKey,
        });
      const first = await send();
      expect(first.headers.get("ratelimit-limit")).toBe("100000");
      const measure = async (ms: number) => {
        const end = Date.now() + ms;
        return load(send, () => Date.now() > end, 4);
      };
      const up = await measure(1000);
      redis.kill("SIGKILL");
      await sleep(200);
      const down = await measure(2000);
      expect(
        down.every((o) => o.status === 200),
        `statuses ${[...new Set(down.map((o) => o.status))]}`,
      ).toBe(true);
      const slowest = Math.max(...down.map((o) => o.ms));
      const upRate = up.length / 1;
      const downRate = down.length / 2;
      console.info(`[outage] Redis: ${upRate.toFixed(0)} req/s up, ${downRate.toFixed(0)} req/s down, slowest while down ${slowest} ms`);
      // A stall would be the Redis client's 1 s wait per request; under 900 ms leaves room for a loaded machine.
      expect(slowest).toBeLessThan(900);
      expect(downRate).toBeGreaterThan(upRate / 3);
      expect(down.at(-1)!.status).toBe(200);
    } finally {
      process.env.REDIS_URL = previous;
      (state.__adnetRedis as { disconnect?: () => void } | undefined)?.disconnect?.();
      state.__adnetRedis = undefined;
      state.__adnetLimiters = undefined;
      state.__adnetRedisWaited = undefined;
    }
  }, 30_000);
});
