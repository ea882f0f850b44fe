import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createOrganization } from "@/lib/organizations/create-organization";
import { callRoute } from "@/lib/test/call-route";
import { crossPromotionBody } from "@/lib/test/cross-promotions";
import { addMemberWithRole, createCustomRole, createOwner, registerApp, setPlatformStatus } from "@/lib/test/fixtures";
import { POST as createCrossPromotion } from "@/app/api/core/organization/[organizationId]/house-campaign/cross-promotion/route";
import { POST as createRegularCampaign } from "@/app/api/core/organization/[organizationId]/campaign/route";
import { PATCH as patchCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { GET, POST, PUT } from "./route";

const path = (organizationId: string, campaignId: string) => `/api/core/organization/${organizationId}/house-campaign/${campaignId}`;
const S = "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_";
const MISMATCH = "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH";

let owner: Awaited<ReturnType<typeof createOwner>>;
let childId: string;
let appId: string;

beforeAll(async () => {
  owner = await createOwner({ name: "Acme Studio" });
  childId = (await createOrganization(owner.user.id, { name: "Acme Kids", parentOrganizationId: owner.organization.id })).organization.id;
  appId = (await registerApp(owner.organization.id, { name: "Puzzle Forge" })).id;
  await setPlatformStatus(appId, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
});

async function houseCampaign(organizationId = owner.organization.id, apiKey = owner.apiKey, app = appId) {
  const res = await callRoute(createCrossPromotion, "POST", `/api/core/organization/${organizationId}/house-campaign/cross-promotion`, {
    params: { organizationId },
    apiKey,
    body: crossPromotionBody(app, [organizationId]),
  });
  expect(res.status).toBe(200);
  return res.json as { _id: string; campaignId: string };
}

const put = (campaignId: string, body: unknown, apiKey = owner.apiKey, organizationId = owner.organization.id) =>
  callRoute(PUT, "PUT", path(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey, body });

const updateBody = (targets: string[], extra: Record<string, unknown> = {}) => {
  const { name, targeting, btags } = crossPromotionBody(appId, targets);
  return { name, targeting, btags, ...extra };
};

describe("PUT house campaign (operation 6)", () => {
  it("changes name, budget, endAt, targeting and btags; answers { campaign, servingEligibility, crossPromotionId, promotedAppId }", async () => {
    const record = await houseCampaign();
    const res = await put(
      record.campaignId,
      updateBody([owner.organization.id, childId, "f".repeat(24)], {
        name: "Forge week",
        budget: 50000,
        endAt: "2027-01-01T00:00:00+09:00",
        btags: ["casino"],
      }),
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["campaign", "crossPromotionId", "promotedAppId", "servingEligibility"]);
    expect(res.json.crossPromotionId).toBe(record._id);
    expect(res.json.promotedAppId).toBe(appId);
    expect(res.json.campaign).toMatchObject({
      _id: record.campaignId,
      kind: "HOUSE",
      name: "Forge week",
      budget: 50000,
      budgetRemain: 50000,
      endAt: "2026-12-31T15:00:00.000Z",
      btags: ["casino"],
    });
    expect(res.json.campaign.targeting.inventoryTargets).toEqual([
      { organizationId: owner.organization.id },
      { organizationId: childId },
      { organizationId: "f".repeat(24) },
    ]);
    expect(res.json.servingEligibility).toEqual({
      status: `${S}PARTIALLY_ELIGIBLE`,
      issues: [{ reason: MISMATCH, inventoryTarget: { organizationId: "f".repeat(24) } }],
    });
    expect(res.json.campaign.ads[0].promotedAppId).toBe(appId);
  });

  it("keeps what delivery used of the budget: below it is 409 BUDGET_BELOW_SPEND", async () => {
    const record = await houseCampaign();
    await put(record.campaignId, updateBody([owner.organization.id], { budget: 10000 }));
    await prisma.campaign.update({ where: { id: record.campaignId }, data: { budgetRemain: 4000n } });
    const below = await put(record.campaignId, updateBody([owner.organization.id], { budget: 5000 }));
    expect({ statusCode: below.json.statusCode, code: below.json.code, reason: below.json.reason }).toEqual({
      statusCode: 409,
      code: "Conflict",
      reason: "BUDGET_BELOW_SPEND",
    });
    const raised = await put(record.campaignId, updateBody([owner.organization.id], { budget: 20000 }));
    expect(raised.json.campaign).toMatchObject({ budget: 20000, budgetRemain: 14000 });
    // 0 is "no cap" only for a campaign nothing was counted against: once delivery used a cap, it stays capped.
    const uncapped = await put(record.campaignId, updateBody([owner.organization.id], { budget: 0 }));
    expect(uncapped.json.reason).toBe("BUDGET_BELOW_SPEND");
    const fresh = await houseCampaign();
    const free = await put(fresh.campaignId, updateBody([owner.organization.id], { budget: 0 }));
    expect(free.json.campaign).toMatchObject({ budget: 0, budgetRemain: 0 });
    expect(free.json.campaign.serving.reasons.map((r: { reason: string }) => r.reason)).not.toContain("BUDGET_EXHAUSTED");
  });

  it("leaves endAt alone when absent and clears it with null", async () => {
    const record = await houseCampaign();
    await put(record.campaignId, updateBody([owner.organization.id], { endAt: "2027-01-01T00:00:00Z" }));
    expect((await put(record.campaignId, updateBody([owner.organization.id]))).json.campaign.endAt).toBe("2027-01-01T00:00:00.000Z");
    expect((await put(record.campaignId, updateBody([owner.organization.id], { endAt: null }))).json.campaign.endAt).toBeUndefined();
  });

  it.each([
    ["no name", (b: Record<string, unknown>) => ({ ...b, name: undefined }), "name"],
    ["a name of 41 characters", (b: Record<string, unknown>) => ({ ...b, name: "가".repeat(41) }), "name"],
    ["no targeting", (b: Record<string, unknown>) => ({ ...b, targeting: undefined }), "targeting"],
    [
      "no inventory target",
      (b: Record<string, unknown>) => ({ ...b, targeting: { ...(b.targeting as object), inventoryTargets: [] } }),
      "targeting.inventoryTargets",
    ],
    [
      "targeting missing an array",
      (b: Record<string, unknown>) => ({ ...b, targeting: { ...(b.targeting as object), devices: undefined } }),
      "targeting.devices",
    ],
    ["no btags", (b: Record<string, unknown>) => ({ ...b, btags: undefined }), "btags"],
    ["a negative budget", (b: Record<string, unknown>) => ({ ...b, budget: -1 }), "budget"],
    ["a fractional budget", (b: Record<string, unknown>) => ({ ...b, budget: 1.5 }), "budget"],
    ["a budget over 10^12", (b: Record<string, unknown>) => ({ ...b, budget: 1e12 + 1 }), "budget"],
    ["endAt before startAt", (b: Record<string, unknown>) => ({ ...b, endAt: "2026-11-01T00:00:00Z" }), "endAt"],
    ["ads (fixed once created)", (b: Record<string, unknown>) => ({ ...b, ads: [] }), "ads"],
    ["startAt (fixed once created)", (b: Record<string, unknown>) => ({ ...b, startAt: "2026-12-02T00:00:00Z" }), "startAt"],
  ])("400 for %s", async (_, change, detailPath) => {
    const record = await houseCampaign();
    const res = await put(record.campaignId, change(updateBody([owner.organization.id])));
    expect({ statusCode: res.json.statusCode, code: res.json.code, reason: res.json.reason }).toEqual({
      statusCode: 400,
      code: "BadRequest",
      reason: "VALIDATION_FAILED",
    });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(detailPath);
  });

  it("400 for a campaign id that is not an ObjectId", async () => {
    const res = await put("not-an-id", updateBody([owner.organization.id]));
    expect(res.json.statusCode).toBe(400);
  });

  it("404 for a regular campaign's id, and the campaign PATCH is 404 for a house campaign", async () => {
    const regular = await callRoute(createRegularCampaign, "POST", `/api/core/organization/${owner.organization.id}/campaign`, {
      params: { organizationId: owner.organization.id },
      apiKey: owner.apiKey,
      body: {
        ...(({ promotedAppId: _, targeting: { inventoryTargets: __, ...targeting }, ...rest }) => ({ ...rest, targeting }))(
          crossPromotionBody(appId, []),
        ),
        cur: "CURRENCY_KRW",
        budget: 1000,
      },
    });
    expect(regular.status).toBe(200);
    const res = await put(regular.json._id, updateBody([owner.organization.id]));
    expect({ statusCode: res.json.statusCode, code: res.json.code, reason: res.json.reason }).toEqual({
      statusCode: 404,
      code: "NotFound",
      reason: "NOT_FOUND",
    });

    const record = await houseCampaign();
    const patched = await callRoute(
      patchCampaign,
      "PATCH",
      `/api/core/organization/${owner.organization.id}/campaign/${record.campaignId}`,
      {
        params: { organizationId: owner.organization.id, campaignId: record.campaignId },
        apiKey: owner.apiKey,
        body: { name: "Sneaky" },
      },
    );
    expect({ statusCode: patched.json.statusCode, reason: patched.json.reason }).toEqual({ statusCode: 404, reason: "NOT_FOUND" });
  });

  it("tenancy: another organization's house campaign is 404 under this path, and their caller is 403 here", async () => {
    const other = await createOwner();
    const theirApp = await registerApp(other.organization.id);
    const theirs = await houseCampaign(other.organization.id, other.apiKey, theirApp.id);
    const res = await put(theirs.campaignId, updateBody([owner.organization.id]));
    expect({ statusCode: res.json.statusCode, reason: res.json.reason }).toEqual({ statusCode: 404, reason: "NOT_FOUND" });
    const mine = await houseCampaign();
    const foreign = await put(mine.campaignId, updateBody([owner.organization.id]), other.apiKey);
    expect({ statusCode: foreign.json.statusCode, reason: foreign.json.reason }).toEqual({ statusCode: 403, reason: "NOT_A_MEMBER" });
    const unchanged = await prisma.campaign.findUniqueOrThrow({ where: { id: theirs.campaignId } });
    expect(unchanged.inventoryTargets).toEqual([other.organization.id]);
  });

  it("a role scoped to another app cannot change this one's house campaign", async () => {
    const record = await houseCampaign();
    const otherApp = await registerApp(owner.organization.id, { name: "Other" });
    const role = await createCustomRole(owner.organization.id, [
      `house-campaign:*@organization/${owner.organization.id}/app/${otherApp.id}`,
    ]);
    const { apiKey } = await addMemberWithRole(owner.organization.id, role.id);
    const res = await put(record.campaignId, updateBody([owner.organization.id]), apiKey);
    expect({ statusCode: res.json.statusCode, reason: res.json.reason }).toEqual({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });

  it("GET (extension) answers what PUT does; op 3 answers the same campaign, serving included", async () => {
    const record = await houseCampaign();
    const updated = await put(record.campaignId, updateBody([owner.organization.id, "f".repeat(24)]));
    const params = { organizationId: owner.organization.id, campaignId: record.campaignId };
    const read = await callRoute(GET, "GET", path(owner.organization.id, record.campaignId), { params, apiKey: owner.apiKey });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(updated.json);
    expect(read.json.campaign.serving.reasons.map((r: { reason: string }) => r.reason)).toContain("INVENTORY_NOT_ELIGIBLE");
    const op3 = await callRoute(getCampaign, "GET", `/api/core/organization/${owner.organization.id}/campaign/${record.campaignId}`, {
      params,
      apiKey: owner.apiKey,
    });
    expect(op3.json).toEqual(updated.json.campaign);
    const other = await createOwner();
    const foreign = await callRoute(GET, "GET", path(other.organization.id, record.campaignId), {
      params: { organizationId: other.organization.id, campaignId: record.campaignId },
      apiKey: other.apiKey,
    });
    expect(foreign.json.statusCode).toBe(404);
  });

  it("other methods answer 404 METHOD_NOT_ALLOWED", async () => {
    const res = await callRoute(POST as never, "POST", path(owner.organization.id, "a".repeat(24)));
    expect(res.json.reason).toBe("METHOD_NOT_ALLOWED");
  });
});
