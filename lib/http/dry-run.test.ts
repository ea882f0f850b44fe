// ?dryRun=true on a write: the same checks and the same answer, and nothing kept — no row in any table (audit,
// events, serving changes, idempotency keys included), and no Idempotency-Key taken.
import { beforeAll, describe, expect, it } from "vitest";
import { getAssetQueue } from "@/lib/assets/asset-queue";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, randomIp, uniqueEmail } from "@/lib/test/fixtures";
import { campaignBody, campaignPath, campaignsPath, createCampaignViaApi } from "@/lib/test/campaigns";
import { POST as createCampaign } from "@/app/api/core/organization/[organizationId]/campaign/route";
import { PATCH as patchCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST as uploadAsset } from "@/app/api/core/organization/[organizationId]/ad/assets/route";
import { POST as signUp } from "@/app/api/auth/sign-up/route";

/** Rows in every table of the application's schema and the job queue's. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await prisma.$queryRaw<{ schema: string; name: string }[]>`
    SELECT table_schema AS "schema", table_name AS "name" FROM information_schema.tables
    WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = Number(row.n);
  }
  return counts;
}

/** Tables whose row count moved (a table the job queue made meanwhile, still empty, did not move). */
const changed = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after }).filter((table) => (before[table] ?? 0) !== (after[table] ?? 0));

/** An answer without what differs between two creates of the same thing: ids and times. */
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !["_id", "createdAt", "updatedAt"].includes(key))
            .map(([key, item]) => [key, withoutIds(item)]),
        )
      : value;

describe("?dryRun=true", () => {
  // the job queue installs its own tables and rows when it first starts: before the counts, not during them
  beforeAll(async () => void (await getAssetQueue()));

  it("creating a campaign answers what the real create answers and writes nothing; the real one then writes", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    const before = await rowCounts();
    const dry = await callRoute(createCampaign, "POST", campaignsPath(organization.id), {
      params,
      apiKey,
      body: campaignBody(),
      query: { dryRun: "true" },
    });
    expect(dry.status).toBe(200);
    expect(dry.headers.get("dry-run")).toBe("true");
    expect(changed(before, await rowCounts())).toEqual([]);
    expect(await prisma.campaign.findUnique({ where: { id: (dry.json as { _id: string })._id } })).toBeNull();

    const real = await callRoute(createCampaign, "POST", campaignsPath(organization.id), { params, apiKey, body: campaignBody() });
    expect(real.status).toBe(200);
    expect(real.headers.get("dry-run")).toBeNull();
    expect(withoutIds(dry.json)).toEqual(withoutIds(real.json));
    // the same count that stayed put above moves for the real write: campaign, ad, audit entry, serving rows
    expect(changed(before, await rowCounts())).toEqual(expect.arrayContaining(["public.Campaign", "public.Ad", "public.AuditEntry"]));
  });

  it("a change answers the changed campaign and leaves the stored one, its audit trail and the feed as they were", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } });
    const before = await rowCounts();
    const dry = await callRoute(patchCampaign, "PATCH", campaignPath(organization.id, campaign._id), {
      params: { organizationId: organization.id, campaignId: campaign._id },
      apiKey,
      body: { name: "Renamed in a dry run" },
      query: { dryRun: "true" },
    });
    expect(dry.status).toBe(200);
    expect((dry.json as { name: string }).name).toBe("Renamed in a dry run");
    expect(changed(before, await rowCounts())).toEqual([]);
    expect(await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).toEqual(stored);
  });

  it("refuses as the real request would: bad input, a role without the permission", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const params = { organizationId: organization.id };
    const path = campaignsPath(organization.id);
    const before = await rowCounts();
    for (const dryRun of ["true", undefined]) {
      const query = dryRun ? { dryRun } : undefined;
      const invalid = await callRoute(createCampaign, "POST", path, { params, apiKey, body: campaignBody({ budget: -1 }), query });
      expect(invalid.status).toBe(400);
      expect((invalid.json as { reason: string }).reason).toBe("VALIDATION_FAILED");
      const forbidden = await callRoute(createCampaign, "POST", path, { params, apiKey: viewer.apiKey, body: campaignBody(), query });
      expect(forbidden.status).toBe(403);
    }
    expect(changed(before, await rowCounts())).toEqual([]);
  });

  it("takes no Idempotency-Key: the real request with the same key runs, it is not a replay of the dry run", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    const headers = { "idempotency-key": "dry-then-real" };
    const path = campaignsPath(organization.id);
    const dry = await callRoute(createCampaign, "POST", path, { params, apiKey, body: campaignBody(), headers, query: { dryRun: "true" } });
    expect(dry.status).toBe(200);
    const real = await callRoute(createCampaign, "POST", path, { params, apiKey, body: campaignBody(), headers });
    expect(real.status).toBe(200);
    expect(real.headers.get("idempotent-replayed")).toBeNull();
    expect(await prisma.campaign.count({ where: { organizationId: organization.id } })).toBe(1);
  });

  it("dryRun must be true or false", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(createCampaign, "POST", campaignsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      body: campaignBody(),
      query: { dryRun: "yes" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: "VALIDATION_FAILED" });
    expect(await prisma.campaign.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("an upload, which cannot run in one transaction, refuses a dry run before reading the file", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(uploadAsset, "POST", `/api/core/organization/${organization.id}/ad/assets`, {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: "--x--\r\n",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      query: { dryRun: "true" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: "DRY_RUN_UNSUPPORTED" });
    expect(await prisma.asset.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("a sign-up dry run makes no account", async () => {
    const email = uniqueEmail("dry");
    const res = await callRoute(signUp, "POST", "/api/auth/sign-up", {
      body: { email, password: "dry run password 1", fullName: "Dry Run", organizationName: "Dry Run Studio" },
      headers: { "x-adnet-client-ip": randomIp() },
      query: { dryRun: "true" },
    });
    expect(res.status, res.text).toBeLessThan(300);
    expect(res.headers.get("dry-run")).toBe("true");
    expect(await prisma.user.count({ where: { email } })).toBe(0);
  });
});
