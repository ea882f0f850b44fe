// Two server processes on one PostgreSQL database and no Redis (WEB_CONCURRENCY=2 on a server database): an API
// key's rate limit holds for the deployment, not for each process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabaseTarget, prisma } from "@/lib/db/client";
import { createOwner } from "@/lib/test/fixtures";
import { startSecondInstance, type SecondInstance } from "@/lib/test/start-second-instance";

const onPostgres = !!process.env.DATABASE_URL;

// The embedded database allows one process: there the in-process count is the deployment's count.
describe.skipIf(!onPostgres)("rate limits across two processes (PostgreSQL, no Redis)", () => {
  let instances: SecondInstance[] = [];

  beforeAll(async () => {
    const target = getDatabaseTarget();
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    // A loaded machine must not push the count past the limiter's database timeout into each process's memory
    // fallback (which lets the limit through per process, by design): this test is about the shared count.
    const env = { RATE_LIMIT_TIMEOUT_MS: "20000" };
    instances = await Promise.all([startSecondInstance(target.url, env), startSecondInstance(target.url, env)]);
  }, 90_000);

  afterAll(() => {
    for (const instance of instances) instance.stop();
  });

  it("a key limited to 3 requests per 60 s gets exactly 3 × 200 of 10 sent at once to two processes", async () => {
    const { organization, membership, apiKey } = await createOwner();
    await prisma.membership.update({ where: { id: membership.id }, data: { rateLimitRequests: 3, rateLimitWindowSeconds: 60 } });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const res = await fetch(`http://127.0.0.1:${instances[i % 2].port}/api/core/organization/${organization.id}/me`, {
          headers: { authorization: `Bearer ${apiKey}` },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    // Counted in the database both processes share, not in either's memory fallback.
    const key = await prisma.apiKey.findFirstOrThrow({ where: { membershipId: membership.id, revokedAt: null } });
    const rows = await prisma.$queryRawUnsafe<{ points: number }[]>(`SELECT points FROM "RateLimit" WHERE key LIKE $1`, `%:key:${key.id}`);
    expect(rows.map((row) => row.points)).toEqual([10]);
  }, 60_000);
});
