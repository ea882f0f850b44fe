import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { adBody, campaignBody, setCampaign } from "@/lib/test/campaigns";
import { addMemberWithRole, createCustomRole, createOwner, registerApp, sessionCookie } from "@/lib/test/fixtures";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST } from "./route";

const batchPath = (organizationId: string) => `/api/core/organization/${organizationId}/batch`;

function batch(
  organizationId: string,
  auth: { apiKey?: string; cookie?: string },
  body: unknown,
  options: { query?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const headers = { ...options.headers, ...(auth.cookie ? { origin: "http://localhost:3000" } : {}) };
  return callRoute(POST, "POST", batchPath(organizationId), { params: { organizationId }, ...auth, body, ...options, headers });
}

/** `count` campaigns made by one batch (createCampaign), each promoting `appIdOf(i)`; their ids in order. */
async function createCampaigns(organizationId: string, apiKey: string, count: number, appIdOf: (index: number) => string) {
  const operations = Array.from({ length: count }, (_, index) => ({
    op: "createCampaign",
    body: campaignBody({ name: `Batch ${index}`, ads: [adBody({ promotedAppId: appIdOf(index) })] }),
  }));
  const res = await batch(organizationId, { apiKey }, { atomic: true, operations });
  expect(res.status).toBe(200);
  return (res.json.results as { result: { _id: string } }[]).map((result) => result.result._id);
}

/** An owner's organization with 100 campaigns, the 58th promoting an app a campaign manager's role does not reach. */
async function hundredWithOneForbidden() {
  const { organization, apiKey } = await createOwner();
  const allowedApp = await registerApp(organization.id);
  const otherApp = await registerApp(organization.id);
  const forbiddenIndex = 57;
  const ids = await createCampaigns(organization.id, apiKey, 100, (index) => (index === forbiddenIndex ? otherApp.id : allowedApp.id));
  const role = await createCustomRole(organization.id, [
    `campaign:read@organization/${organization.id}`,
    `campaign:update@organization/${organization.id}/app/${allowedApp.id}`,
  ]);
  const manager = await addMemberWithRole(organization.id, role.id);
  const operations = ids.map((campaignId) => ({ op: "updateCampaign", params: { campaignId }, body: { budget: 1_100_000 } }));
  return { organization, ids, forbiddenIndex, manager, operations };
}

const budgets = async (ids: string[]) =>
  (await prisma.campaign.findMany({ where: { id: { in: ids } }, select: { budget: true } })).map((row) => Number(row.budget));

describe("POST /api/core/organization/{organizationId}/batch", () => {
  it("atomic: one forbidden operation among 100 keeps nothing, and names it", async () => {
    const { organization, ids, forbiddenIndex, manager, operations } = await hundredWithOneForbidden();
    const res = await batch(organization.id, { apiKey: manager.apiKey }, { atomic: true, operations });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      statusCode: 409,
      code: "Conflict",
      reason: "BATCH_REFUSED",
      details: [{ path: `operations.${forbiddenIndex}` }],
      committed: false,
      succeeded: 99,
      refused: 1,
    });
    expect(res.json.results).toHaveLength(100);
    expect(res.json.results[forbiddenIndex]).toMatchObject({ index: forbiddenIndex, status: 403, error: { reason: "PERMISSION_DENIED" } });
    expect(await budgets(ids)).toEqual(Array(100).fill(1_000_000));
    expect(await prisma.auditEntry.count({ where: { requestId: res.json.batchId } })).toBe(0);
  }, 120_000);

  it("not atomic: the 99 allowed operations are kept, each audited as if sent alone and naming the batch", async () => {
    const { organization, ids, forbiddenIndex, manager, operations } = await hundredWithOneForbidden();
    const res = await batch(organization.id, { apiKey: manager.apiKey }, { atomic: false, operations });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ atomic: false, dryRun: false, committed: true, succeeded: 99, refused: 1 });
    expect(res.json.results[forbiddenIndex]).toMatchObject({ status: 403, error: { reason: "PERMISSION_DENIED" } });
    expect(res.json.results[0]).toMatchObject({ index: 0, op: "updateCampaign", status: 200, result: { _id: ids[0], budget: 1_100_000 } });
    const kept = await budgets(ids);
    expect(kept.filter((budget) => budget === 1_100_000)).toHaveLength(99);
    const entries = await prisma.auditEntry.findMany({ where: { requestId: res.json.batchId } });
    expect(entries).toHaveLength(99);
    expect(new Set(entries.map((entry) => entry.targetId))).toEqual(new Set(ids.filter((_, index) => index !== forbiddenIndex)));
    for (const entry of entries) {
      expect(entry).toMatchObject({
        action: "campaign:update",
        organizationId: organization.id,
        userId: manager.user.id,
        fields: ["budget"],
      });
    }
  }, 120_000);

  it("atomic: each operation audited as if sent alone, in the order sent, naming the batch", async () => {
    const { organization, apiKey, user } = await createOwner();
    const app = await registerApp(organization.id);
    const ids = await createCampaigns(organization.id, apiKey, 3, () => app.id);
    const operations = ids.map((campaignId, index) => ({
      op: "updateCampaign",
      params: { campaignId },
      body: { budget: 1_100_000 + index },
    }));
    const res = await batch(organization.id, { apiKey }, { atomic: true, operations });
    expect(res.status).toBe(200);
    // Written in one statement as the batch finishes, in the order of the operations (by createdAt, then id).
    const entries = await prisma.auditEntry.findMany({ where: { requestId: res.json.batchId }, orderBy: { id: "asc" } });
    expect(entries.map((entry) => entry.targetId)).toEqual(ids);
    entries.forEach((entry, index) =>
      expect(entry).toMatchObject({
        action: "campaign:update",
        organizationId: organization.id,
        userId: user.id,
        via: "apiKey",
        fields: ["budget"],
        changes: { budget: { from: 1_000_000, to: 1_100_000 + index } },
      }),
    );
  }, 60_000);

  it("atomic: each result is its campaign as the operation left it, as GET answers it; one named again later, as it was then", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const [twice, once] = await createCampaigns(organization.id, apiKey, 2, () => app.id);
    const ad = await prisma.ad.findFirstOrThrow({ where: { campaignId: twice }, select: { id: true } });
    const operations = [
      { op: "updateCampaign", params: { campaignId: twice }, body: { budget: 1_100_000 } },
      { op: "updateCampaign", params: { campaignId: once }, body: { budget: 1_300_000 } },
      { op: "updateAd", params: { campaignId: twice, adId: ad.id }, body: { name: "Renamed" } },
    ];
    const res = await batch(organization.id, { apiKey }, { atomic: true, operations });
    expect(res.status).toBe(200);
    const [first, second, third] = (res.json.results as { result: { ads: { name: string }[] } }[]).map((result) => result.result);
    // The first write's campaign is written again later: answered as that write left it, before the ad's new name.
    expect(first).toMatchObject({ _id: twice, budget: 1_100_000, ads: [{ name: "Ad one" }] });
    expect(third).toMatchObject({ _id: twice, budget: 1_100_000, ads: [{ name: "Renamed" }] });
    const now = async (campaignId: string) =>
      (
        await callRoute(getCampaign, "GET", `/api/core/organization/${organization.id}/campaign/${campaignId}`, {
          params: { organizationId: organization.id, campaignId },
          apiKey,
        })
      ).json;
    expect(second).toEqual(await now(once));
    expect(third).toEqual(await now(twice));
    // Each change event names the apps its campaign (or ad) promotes, those answered at the batch's end too.
    const events = await prisma.event.findMany({
      where: { organizationId: organization.id, type: { in: ["campaign.updated", "ad.updated"] } },
    });
    expect(events.map((event) => [event.objectId, (event.data as { promotedAppIds: string[] }).promotedAppIds]).sort()).toEqual(
      [
        [twice, [app.id]],
        [once, [app.id]],
        [ad.id, [app.id]],
      ].sort(),
    );
  }, 60_000);

  it("atomic, refused: each result is what the operation would have answered, not the run a refusal cut short", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const [ended, refused] = await createCampaigns(organization.id, apiKey, 2, () => app.id);
    await setCampaign(ended, { status: "CAMPAIGN_STATUS_ACTIVE" });
    // 600,000 spent: a budget of 500,000 is refused on the row read under the lock.
    await setCampaign(refused, { budgetRemain: 400_000n });
    const operations = [
      { op: "changeCampaignStatus", params: { campaignId: ended }, body: { status: "CAMPAIGN_STATUS_ENDED" } },
      { op: "updateCampaign", params: { campaignId: refused }, body: { budget: 500_000 } },
    ];
    const res = await batch(organization.id, { apiKey }, { atomic: true, operations });
    expect(res.status).toBe(409);
    // The operations first run with no savepoint each, until the refusal; they then run again from the data as it was,
    // so the ending is answered as it would have been, not refused as a campaign already ended.
    expect(res.json.results).toMatchObject([
      { index: 0, status: 200, result: { status: "CAMPAIGN_STATUS_ENDED" } },
      { index: 1, status: 409, error: { reason: "BUDGET_BELOW_SPEND" } },
    ]);
    expect(await prisma.campaign.findUniqueOrThrow({ where: { id: ended }, select: { status: true } })).toEqual({
      status: "CAMPAIGN_STATUS_ACTIVE",
    });
  }, 60_000);

  it("a dry run is the preview: each result as it would be, nothing written or audited", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const ids = await createCampaigns(organization.id, apiKey, 3, () => app.id);
    await setCampaign(ids[1], { status: "CAMPAIGN_STATUS_ACTIVE" });
    const operations = [
      { op: "updateCampaign", params: { campaignId: ids[0] }, body: { budget: 1_200_000 } },
      { op: "changeCampaignStatus", params: { campaignId: ids[1] }, body: { status: "CAMPAIGN_STATUS_PAUSED" } },
      { op: "updateCampaign", params: { campaignId: ids[2] }, body: { budget: 1 } },
    ];
    for (const atomic of [false, true]) {
      const res = await batch(organization.id, { apiKey }, { atomic, operations }, { query: { dryRun: "true" } });
      expect(res.headers.get("Dry-Run"), res.text).toBe("true");
      expect(res.json).toMatchObject({ dryRun: true, committed: false, succeeded: 3, refused: 0 });
      expect(res.json.results[0].result).toMatchObject({ budget: 1_200_000 });
      expect(res.json.results[1].result).toMatchObject({ status: "CAMPAIGN_STATUS_PAUSED" });
      expect(await budgets(ids)).toEqual([1_000_000, 1_000_000, 1_000_000]);
      expect(await prisma.auditEntry.count({ where: { requestId: res.json.batchId } })).toBe(0);
    }
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: ids[1] } });
    expect(stored.status).toBe("CAMPAIGN_STATUS_ACTIVE");
  }, 60_000);

  it("one Idempotency-Key for the batch: the same batch again is replayed, not run twice", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const ids = await createCampaigns(organization.id, apiKey, 2, () => app.id);
    const body = {
      atomic: true,
      operations: ids.map((campaignId) => ({ op: "updateCampaign", params: { campaignId }, body: { name: "Renamed" } })),
    };
    const headers = { "idempotency-key": "batch-1" };
    const first = await batch(organization.id, { apiKey }, body, { headers });
    expect(first.status).toBe(200);
    const again = await batch(organization.id, { apiKey }, body, { headers });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    expect(await prisma.auditEntry.count({ where: { action: "campaign:update", organizationId: organization.id } })).toBe(2);
    const other = await batch(organization.id, { apiKey }, { ...body, atomic: false }, { headers });
    expect(other.json).toMatchObject({ statusCode: 409, reason: "IDEMPOTENCY_KEY_REUSED" });
  }, 60_000);

  it("a refused atomic batch keeps no Idempotency-Key: the same key runs it again once it can pass", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const [campaignId] = await createCampaigns(organization.id, apiKey, 1, () => app.id);
    await prisma.campaign.update({ where: { id: campaignId }, data: { budgetRemain: 400_000 } });
    const body = { atomic: true, operations: [{ op: "updateCampaign", params: { campaignId }, body: { budget: 500_000 } }] };
    const headers = { "idempotency-key": "batch-2" };
    const refused = await batch(organization.id, { apiKey }, body, { headers });
    expect(refused.json).toMatchObject({ reason: "BATCH_REFUSED", results: [{ status: 409, error: { reason: "BUDGET_BELOW_SPEND" } }] });
    await prisma.campaign.update({ where: { id: campaignId }, data: { budgetRemain: 1_000_000 } });
    const passed = await batch(organization.id, { apiKey }, body, { headers });
    expect(passed.status).toBe(200);
    expect(passed.headers.get("Idempotent-Replayed")).toBeNull();
  }, 60_000);

  it("refuses a malformed batch whole, naming the operation's index and field", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const [campaignId] = await createCampaigns(organization.id, apiKey, 1, () => app.id);
    const update = { op: "updateCampaign", params: { campaignId }, body: { budget: 2_000_000 } };
    const cases: [unknown, string][] = [
      [{ atomic: false, operations: Array(1001).fill(update) }, "operations"],
      [{ atomic: false, operations: [] }, "operations"],
      [{ operations: [update] }, "atomic"],
      [{ atomic: false, operations: [update], extra: 1 }, "extra"],
      [{ atomic: false, operations: [update, { ...update, op: "deleteEverything" }] }, "operations.1.op"],
      [
        { atomic: false, operations: [update, update, { ...update, body: { budget: 2_000_000, colour: "red" } }] },
        "operations.2.body.colour",
      ],
      [{ atomic: false, operations: [{ ...update, params: { campaignId, adId: campaignId } }] }, "operations.0.params.adId"],
      [{ atomic: false, operations: [{ ...update, params: { campaignId: "nope" } }] }, "operations.0.params.campaignId"],
      [{ atomic: false, operations: [{ ...update, method: "DELETE" }] }, "operations.0.method"],
      [{ atomic: false, operations: [{ op: "changeCampaignStatus", params: { campaignId } }] }, "operations.0.body"],
    ];
    for (const [body, path] of cases) {
      const res = await batch(organization.id, { apiKey }, body);
      expect(res.json, path).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
      expect(
        res.json.details.map((detail: { path: string }) => detail.path),
        path,
      ).toContain(path);
    }
    expect(await budgets([campaignId])).toEqual([1_000_000]);
  }, 60_000);

  it("an API key's rate limit counts every operation: a batch larger than the window's room is 429 before anything runs", async () => {
    const { organization, apiKey, membership } = await createOwner();
    const app = await registerApp(organization.id);
    const ids = await createCampaigns(organization.id, apiKey, 5, () => app.id);
    await prisma.membership.update({ where: { id: membership.id }, data: { rateLimitRequests: 4, rateLimitWindowSeconds: 60 } });
    const operations = ids.map((campaignId) => ({ op: "updateCampaign", params: { campaignId }, body: { budget: 1_500_000 } }));
    const res = await batch(organization.id, { apiKey }, { atomic: false, operations });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ reason: "RATE_LIMITED" });
    expect(await budgets(ids)).toEqual(Array(5).fill(1_000_000));
  }, 60_000);

  it("the console's session runs a batch too, each operation checked as the person", async () => {
    const { organization, apiKey, user } = await createOwner();
    const app = await registerApp(organization.id);
    const ids = await createCampaigns(organization.id, apiKey, 2, () => app.id);
    for (const id of ids) await setCampaign(id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    const cookie = await sessionCookie(user.id);
    const operations = ids.map((campaignId) => ({
      op: "changeCampaignStatus",
      params: { campaignId },
      body: { status: "CAMPAIGN_STATUS_ENDED" },
    }));
    const res = await batch(organization.id, { cookie }, { atomic: true, operations });
    expect(res.status, res.text).toBe(200);
    expect(res.json.results.map((result: { result: { status: string } }) => result.result.status)).toEqual([
      "CAMPAIGN_STATUS_ENDED",
      "CAMPAIGN_STATUS_ENDED",
    ]);
    const entries = await prisma.auditEntry.findMany({ where: { requestId: res.json.batchId } });
    expect(entries.map((entry) => [entry.action, entry.via])).toEqual([
      ["campaign:change-status", "session"],
      ["campaign:change-status", "session"],
    ]);
  }, 60_000);
});
