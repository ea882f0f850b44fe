// The two upload routes are declared `transaction: false`: the route wrapper must not hold a transaction open
// while a client streams its file. On the embedded database a transaction holds the only connection, so every
// other request of every user would wait for the slowest upload; on PostgreSQL it pins a pooled connection
// "idle in transaction" for as long as the upload lasts.
import { describe, expect, it } from "vitest";
import { getDatabaseTarget, prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { assetsPath, fileUpload, upload, useTestStorage } from "@/lib/test/assets";
import { createOwner } from "@/lib/test/fixtures";
import { makePng } from "@/lib/test/media";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as listAssets, POST as postAsset } from "@/app/api/core/organization/[organizationId]/ad/assets/route";

await useTestStorage();

/** A PNG sent in two halves: the second waits until `release` is called; `reading` resolves once the route reads. */
function stalledPng(png: Buffer) {
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reading = new Promise<void>((resolve) => (reached = resolve));
  async function* body(): AsyncGenerator<Buffer> {
    yield png.subarray(0, 33);
    reached();
    await released;
    yield png.subarray(33);
  }
  return { body: body(), release, reading };
}

async function idleTransactions(): Promise<number> {
  const [row] = await prisma.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`;
  return row.n;
}

describe("an upload whose body is still arriving", () => {
  it("holds no transaction: other requests answer meanwhile, and the upload then completes", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    const file = stalledPng(await makePng(16, 16));
    const uploading = upload(postAsset, organization.id, apiKey, fileUpload(file.body, "1", "slow.png", "image/png"));
    // Inside a transaction on the embedded database, the route would not even reach the body (starting the job
    // queue waits for the connection), nor would these reads answer. Bounded so that a wait fails the test here.
    const reads = file.reading.then(() =>
      Promise.all([
        callRoute(getOrganization, "GET", `/api/core/organization/${organization.id}`, { params, apiKey }),
        callRoute(listAssets, "GET", assetsPath(organization.id), { params, apiKey }),
      ]),
    );
    const first = await Promise.race([reads, new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 15_000))]);
    const idle = getDatabaseTarget().kind === "postgres" ? await idleTransactions() : 0;
    file.release();

    expect(first, "a read waited for the upload to finish").not.toBe("waited");
    const [organizationRead, assetList] = first as Awaited<typeof reads>;
    expect(organizationRead.status).toBe(200);
    expect(assetList.status).toBe(200);
    expect(assetList.json.items).toEqual([]);
    expect(idle, "a connection sat idle in a transaction while the upload streamed").toBe(0);

    const done = await uploading;
    expect(done.status).toBe(202);
    expect(done.json).toMatchObject({ status: "QUEUED" });
  }, 60_000);

  // The test database's pool holds 20 connections (lib/test/file-database.ts); PGlite has one, which pg_sleep
  // would block outright.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "ending while every pooled connection is busy for longer than 2 s: it waits for one and answers 202, not 503",
    async () => {
      const { organization, apiKey } = await createOwner();
      const file = stalledPng(await makePng(16, 16));
      const uploading = upload(postAsset, organization.id, apiKey, fileUpload(file.body, "1", "burst.png", "image/png"));
      await file.reading;
      // A burst elsewhere: all 20 connections taken for 3 s, past Prisma's default 2 s to start a transaction.
      const busy = Promise.all(Array.from({ length: 20 }, () => prisma.$queryRaw`SELECT pg_sleep(3)::text AS slept`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      file.release();
      const done = await uploading;
      await busy;
      expect(done.status, JSON.stringify(done.json)).toBe(202);
    },
    60_000,
  );
});
