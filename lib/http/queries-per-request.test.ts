// Database round trips per request on the hot paths, counted with Prisma's query events on a client of this
// file's own (the same database): with the authentication cache warm, a read costs at most one query after
// authentication. The cache needs its listener, so on either database the count is taken once it is up.
import { beforeAll, describe, expect, it } from "vitest";
import { installQueryLog } from "@/lib/test/query-log";
import { authCache } from "@/lib/auth/auth-change-listener";
import { createOwner, registerApp, sessionCookie } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { createAsset, createCampaignViaApi } from "@/lib/test/campaigns";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as getMe } from "@/app/api/core/organization/[organizationId]/me/route";
import { GET as listApps } from "@/app/api/core/organization/[organizationId]/apps/route";
import { GET as listCampaigns } from "@/app/api/core/organization/[organizationId]/campaign/route";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { GET as listMembers } from "@/app/api/core/organization/[organizationId]/members/route";
import { GET as listRoles } from "@/app/api/core/organization/[organizationId]/roles/route";
import { POST as runBatch } from "@/app/api/core/organization/[organizationId]/batch/route";
import { setCampaign } from "@/lib/test/campaigns";

const queries: string[] = [];

beforeAll(() => installQueryLog((event) => queries.push(event.query)));

type Handler = Parameters<typeof callRoute>[0];

async function countQueries(handler: Handler, path: string, params: Record<string, string>, auth: { apiKey?: string; cookie?: string }) {
  // Twice to warm the cache (and the coarse last-used stamp), then counted.
  for (let i = 0; i < 2; i++) expect((await callRoute(handler, "GET", path, { params, ...auth })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 20));
  queries.length = 0;
  const res = await callRoute(handler, "GET", path, { params, ...auth });
  expect(res.status).toBe(200);
  return [...queries];
}

describe("queries per request with a warm authentication cache", () => {
  it("GET organization, /me, GET campaign and the lists: one query each, with a key or a session", async () => {
    const { organization, apiKey, user } = await createOwner();
    await registerApp(organization.id);
    await createAsset(organization.id);
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const cookie = await sessionCookie(user.id);
    const org = `/api/core/organization/${organization.id}`;
    const params = { organizationId: organization.id };
    const routes: [string, Handler, string, Record<string, string>, number][] = [
      ["GET organization", getOrganization, org, params, 1],
      ["GET /me", getMe, `${org}/me`, params, 1],
      ["apps list", listApps, `${org}/apps`, params, 1],
      // Campaigns: the page with ads, creatives and their serving facts (the organization's balance and the
      // promoted apps' approval) in one statement.
      ["campaign list", listCampaigns, `${org}/campaign`, params, 1],
      ["GET campaign", getCampaign, `${org}/campaign/${campaign._id}`, { ...params, campaignId: campaign._id }, 1],
      ["members list", listMembers, `${org}/members`, params, 1],
      ["roles list", listRoles, `${org}/roles`, params, 1],
    ];
    const seen: Record<string, number> = {};
    for (const auth of [{ apiKey }, { cookie }]) {
      for (const [name, handler, path, routeParams] of routes) {
        const counted = await countQueries(handler, path, routeParams, auth);
        seen[`${name} (${auth.apiKey ? "key" : "session"})`] = counted.length;
      }
    }
    expect(authCache().isEnabled).toBe(true);
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((name) => [name, routes.find(([n]) => name.startsWith(n))![4]])));
  });
});

describe("queries per operation of an atomic batch", () => {
  // Per operation: its row (1), the UPDATE (1). Once per batch: the organization's share lock and the campaigns' locks,
  // up front; one savepoint around the operations (each has none unless one is refused); the answers of the campaigns
  // no later operation names, in one read at the end (answerAtEnd); the audit entries and change events, one insert each.
  it("updateCampaign ×20: two queries each; the locks taken once up front, one savepoint, one answer read, one insert of audit entries and one of events", async () => {
    const { organization, apiKey } = await createOwner();
    await registerApp(organization.id);
    await createAsset(organization.id);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await createCampaignViaApi(organization.id, apiKey))._id);
    const path = `/api/core/organization/${organization.id}/batch`;
    const send = (budget: number) =>
      callRoute(runBatch, "POST", path, {
        params: { organizationId: organization.id },
        apiKey,
        body: { atomic: true, operations: ids.map((campaignId) => ({ op: "updateCampaign", params: { campaignId }, body: { budget } })) },
      });
    expect((await send(1_100_000)).status).toBe(200);
    queries.length = 0;
    expect((await send(1_200_000)).status).toBe(200);
    const count = (pattern: RegExp) => queries.filter((query) => pattern.test(query)).length;
    expect(count(/^SAVEPOINT/)).toBe(1);
    expect(count(/FROM "Organization" .*FOR SHARE/)).toBe(1);
    expect(count(/FROM "Campaign" .*FOR NO KEY UPDATE/)).toBe(1);
    expect(count(/^\s*WITH balance AS/)).toBe(1);
    // 2 per operation; once: the two locks, the savepoint and its release, the answers, the two inserts, the serving
    // sync's six reads, the commit.
    expect(queries.length).toBe(2 * 20 + 14);
    expect(count(/^UPDATE "public"\."Campaign"/)).toBe(20);
    expect(count(/^INSERT INTO "public"\."AuditEntry"/)).toBe(1);
    expect(count(/^INSERT INTO "public"\."Event"/)).toBe(1);
    expect(count(/^SELECT "t0"."id", "t0"."promotedAppId" FROM "public"\."Ad"/)).toBe(0);
  }, 120_000);

  it("an operation refused under its lock releases the locks taken under its savepoint: the next takes them again", async () => {
    const { organization, apiKey } = await createOwner();
    await registerApp(organization.id);
    await createAsset(organization.id);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createCampaignViaApi(organization.id, apiKey))._id);
    // 600,000 spent: a budget of 500,000 is refused on the row read under the lock.
    await setCampaign(ids[0], { budgetRemain: 400_000n });
    queries.length = 0;
    const res = await callRoute(runBatch, "POST", `/api/core/organization/${organization.id}/batch`, {
      params: { organizationId: organization.id },
      apiKey,
      body: {
        atomic: true,
        operations: ids.map((campaignId) => ({ op: "updateCampaign", params: { campaignId }, body: { budget: 500_000 } })),
      },
    });
    expect(res.json).toMatchObject({ reason: "BATCH_REFUSED", succeeded: 2, refused: 1 });
    // Up front; again on the second pass (the first, with no savepoint per operation, ended at the refusal and was
    // rolled back); again after the refused operation's savepoint was rolled back.
    expect(queries.filter((query) => /FROM "Organization" .*FOR SHARE/.test(query))).toHaveLength(3);
    expect(queries.filter((query) => /FROM "Campaign" .*FOR NO KEY UPDATE/.test(query))).toHaveLength(4);
  }, 120_000);
});
