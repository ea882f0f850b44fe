import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { adBody, campaignBody, campaignPath, createAsset, createCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { createOwner } from "@/lib/test/fixtures";
import { PATCH as patchCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { GET as getCampaignPlan } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/plan/route";
import { GET, POST } from "./route";

const planPath = (organizationId: string) => `/api/core/organization/${organizationId}/plan`;

type Plan = { campaigns: Record<string, unknown>[] };

async function exportCampaign(organizationId: string, apiKey: string, campaignId: string): Promise<Plan> {
  const res = await callRoute(getCampaignPlan, "GET", `${campaignPath(organizationId, campaignId)}/plan`, {
    params: { organizationId, campaignId },
    apiKey,
  });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

function sendPlan(organizationId: string, apiKey: string, body: unknown, dryRun = false) {
  return callRoute(POST, "POST", planPath(organizationId), {
    params: { organizationId },
    apiKey,
    body,
    ...(dryRun ? { query: { dryRun: "true" } } : {}),
  });
}

/** An owner with a live (approved) campaign of one ad, and its plan as exported. */
async function liveCampaign() {
  const { organization, apiKey } = await createOwner();
  const campaign = await createCampaignViaApi(organization.id, apiKey);
  await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
  const plan = await exportCampaign(organization.id, apiKey, campaign._id);
  return { organizationId: organization.id, apiKey, campaignId: campaign._id as string, plan };
}

/** The plan with budget, locations and a new ad changed: what the tests preview and apply. */
async function editedPlan(organizationId: string, plan: Plan) {
  const asset = await createAsset(organizationId);
  const [entry] = plan.campaigns;
  const ads = entry.ads as Record<string, unknown>[];
  return {
    asset,
    plan: {
      campaigns: [
        {
          ...entry,
          budget: 1_500_000,
          targeting: { ...(entry.targeting as object), locations: ["KR", "JP"] },
          ads: [...ads, { name: "Ad two", categories: ["puzzle"], cpm: 2000, creatives: [{ image: { assetId: asset.id } }] }],
        },
      ],
    },
  };
}

const snapshot = async (campaignId: string) => {
  const campaign = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { ads: true } });
  return { budget: Number(campaign.budget), locations: campaign.locations, ads: campaign.ads.length, updatedAt: campaign.updatedAt };
};

describe("plans: GET …/campaign/{id}/plan, GET and POST …/plan", () => {
  it("an exported plan applied unchanged writes nothing", async () => {
    const { organizationId, apiKey, campaignId, plan } = await liveCampaign();
    expect(plan.campaigns[0]).toMatchObject({
      campaignId,
      budget: 1_000_000,
      ads: [{ creatives: [{ image: { url: expect.any(String) } }] }],
    });
    const before = await snapshot(campaignId);
    const res = await sendPlan(organizationId, apiKey, plan);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      committed: true,
      campaigns: [{ action: "UNCHANGED", changes: [], version: plan.campaigns[0].version }],
    });
    expect(await snapshot(campaignId)).toEqual(before);
    expect(await prisma.auditEntry.count({ where: { requestId: res.json.planId } })).toBe(0);
  });

  it("a preview answers the diff per campaign and ad and what goes to review, and writes nothing", async () => {
    const { organizationId, apiKey, campaignId, plan } = await liveCampaign();
    const { plan: edited } = await editedPlan(organizationId, plan);
    const before = await snapshot(campaignId);
    const res = await sendPlan(organizationId, apiKey, edited, true);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("Dry-Run")).toBe("true");
    const [result] = res.json.campaigns;
    expect(result).toMatchObject({ index: 0, campaignId, action: "UPDATE" });
    expect(result.changes).toEqual([
      { field: "budget", from: 1_000_000, to: 1_500_000 },
      { field: "targeting.locations", from: ["KR"], to: ["KR", "JP"] },
    ]);
    expect(result.ads).toEqual([
      expect.objectContaining({ index: 0, action: "UNCHANGED", review: false }),
      expect.objectContaining({ index: 1, adId: null, name: "Ad two", action: "CREATE", review: true }),
    ]);
    expect(await snapshot(campaignId)).toEqual(before);
    expect(await prisma.auditEntry.count({ where: { requestId: res.json.planId } })).toBe(0);
  });

  it("applying makes exactly the previewed changes, each audited naming the plan; the new ad waits for review", async () => {
    const { organizationId, apiKey, campaignId, plan } = await liveCampaign();
    const { plan: edited } = await editedPlan(organizationId, plan);
    const preview = await sendPlan(organizationId, apiKey, edited, true);
    const res = await sendPlan(organizationId, apiKey, edited);
    expect(res.status, res.text).toBe(200);
    expect(res.json.committed).toBe(true);
    const strip = (answer: { campaigns: { ads: { adId: unknown }[]; version: unknown }[] }) =>
      answer.campaigns.map(({ ads, version: _version, ...rest }) => ({ ...rest, ads: ads.map(({ adId: _adId, ...ad }) => ad) }));
    expect(strip(res.json)).toEqual(strip(preview.json));
    const after = await snapshot(campaignId);
    expect(after).toMatchObject({ budget: 1_500_000, locations: ["KR", "JP"], ads: 2 });
    const newAdId = res.json.campaigns[0].ads[1].adId;
    expect(await prisma.ad.findUniqueOrThrow({ where: { id: newAdId } })).toMatchObject({ name: "Ad two", reviewStatus: "PENDING" });
    const entries = await prisma.auditEntry.findMany({ where: { requestId: res.json.planId }, orderBy: { createdAt: "asc" } });
    expect(entries.map((entry) => entry.action).sort()).toEqual(["campaign:add-ad", "campaign:update"]);
    const update = entries.find((entry) => entry.action === "campaign:update")!;
    expect(update.changes).toMatchObject({ budget: { from: 1_000_000, to: 1_500_000 } });
    // The answer's version is the campaign's now: the plan exported again carries it.
    const again = await exportCampaign(organizationId, apiKey, campaignId);
    expect(again.campaigns[0].version).toBe(res.json.campaigns[0].version);
  });

  it("a budget and an ad's name changed: the answer's version and review are the campaign's after both writes", async () => {
    const { organizationId, apiKey, campaignId, plan } = await liveCampaign();
    const [entry] = plan.campaigns;
    const [ad] = entry.ads as Record<string, unknown>[];
    const res = await sendPlan(organizationId, apiKey, {
      campaigns: [{ ...entry, budget: 1_500_000, ads: [{ ...ad, name: "Renamed", destinationUrl: "https://example.com/elsewhere" }] }],
    });
    expect(res.status, res.text).toBe(200);
    expect(await prisma.ad.findFirstOrThrow({ where: { campaignId } })).toMatchObject({ name: "Renamed", reviewStatus: "PENDING" });
    expect(res.json.campaigns[0].ads).toMatchObject([{ action: "UPDATE", review: true }]);
    const again = await exportCampaign(organizationId, apiKey, campaignId);
    expect(res.json.campaigns[0].version).toBe(again.campaigns[0].version);
  });

  it("a campaign changed between preview and apply: 409 PLAN_STALE and nothing applied", async () => {
    const { organizationId, apiKey, campaignId, plan } = await liveCampaign();
    const { plan: edited } = await editedPlan(organizationId, plan);
    expect((await sendPlan(organizationId, apiKey, edited, true)).status).toBe(200);
    const patched = await callRoute(patchCampaign, "PATCH", campaignPath(organizationId, campaignId), {
      params: { organizationId, campaignId },
      apiKey,
      body: { name: "Renamed meanwhile" },
    });
    expect(patched.status).toBe(200);
    const before = await snapshot(campaignId);
    const res = await sendPlan(organizationId, apiKey, edited);
    expect(res.status, res.text).toBe(409);
    expect(res.json).toMatchObject({
      reason: "PLAN_STALE",
      committed: false,
      details: [{ path: "campaigns.0.version" }],
      campaigns: [{ error: { reason: "PLAN_STALE" }, version: null }],
    });
    expect(await snapshot(campaignId)).toEqual(before);
    expect(await prisma.auditEntry.count({ where: { requestId: res.json.planId } })).toBe(0);
  });

  it("another organization's campaign is 404 for that entry, and nothing of the plan is applied", async () => {
    const { organizationId, apiKey, campaignId, plan } = await liveCampaign();
    const other = await liveCampaign();
    const before = await snapshot(campaignId);
    const body = {
      campaigns: [
        { ...plan.campaigns[0], budget: 2_000_000 },
        { ...other.plan.campaigns[0], budget: 3_000_000 },
      ],
    };
    const res = await sendPlan(organizationId, apiKey, body);
    expect(res.status, res.text).toBe(404);
    expect(res.json).toMatchObject({ reason: "NOT_FOUND", details: [{ path: "campaigns.1.campaignId" }], committed: false });
    expect(res.json.campaigns[0]).not.toHaveProperty("error");
    expect(res.json.campaigns[1]).toMatchObject({ error: { statusCode: 404 }, changes: [] });
    expect(await snapshot(campaignId)).toEqual(before);
    expect((await snapshot(other.campaignId)).budget).toBe(1_000_000);
  });

  it("a write refused inside the plan keeps nothing, its details under the entry's path", async () => {
    const { organizationId, apiKey, campaignId, plan } = await liveCampaign();
    const before = await snapshot(campaignId);
    const missingAsset = "6740a2b2c3d4e5f601234599";
    const entry = plan.campaigns[0];
    const { productType: _type, ...newAd } = adBody();
    const body = {
      campaigns: [
        { ...entry, budget: 1_200_000, ads: [...(entry.ads as object[]), { ...newAd, creatives: [{ image: { assetId: missingAsset } }] }] },
      ],
    };
    const res = await sendPlan(organizationId, apiKey, body);
    expect(res.status, res.text).toBe(404);
    expect(res.json.details[0].path).toMatch(/^campaigns\.0\.ads\.1/);
    expect(await snapshot(campaignId)).toEqual(before);
  });

  it("an unknown field is 400 naming the entry, the ad and the field", async () => {
    const { organizationId, apiKey, plan } = await liveCampaign();
    const entry = plan.campaigns[0];
    const ads = entry.ads as object[];
    const res = await sendPlan(organizationId, apiKey, { campaigns: [{ ...entry, ads: [{ ...ads[0], colour: "red" }] }] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ reason: "VALIDATION_FAILED", details: [{ path: "campaigns.0.ads.0.colour" }] });
  });

  it("a plan over the body limit is refused before anything is read", async () => {
    const { organizationId, apiKey, plan } = await liveCampaign();
    const big = { campaigns: Array.from({ length: 400 }, () => ({ ...plan.campaigns[0], name: "x".repeat(4000) })) };
    const res = await sendPlan(organizationId, apiKey, big);
    expect(res.status).toBe(400);
    expect(res.json.reason).toBe("BODY_TOO_LARGE");
  });

  it("an entry without ids creates the campaign (a draft here); the organization's export filters as the list does", async () => {
    const { organizationId, apiKey } = await liveCampaign();
    const { ads, ...fields } = campaignBody({ name: "Planned autumn" }) as Record<string, unknown> & { ads: object[] };
    const { cur: _cur, ...entry } = fields;
    const planAds = ads.map(({ productType: _type, ...ad }: { productType?: string }) => ad);
    const res = await sendPlan(organizationId, apiKey, { campaigns: [{ ...entry, draft: true, ads: planAds }] });
    expect(res.status, res.text).toBe(200);
    const [created] = res.json.campaigns;
    expect(created).toMatchObject({ action: "CREATE", review: false, ads: [{ action: "CREATE", review: false }] });
    expect(await prisma.campaign.findUniqueOrThrow({ where: { id: created.campaignId } })).toMatchObject({
      name: "Planned autumn",
      status: "CAMPAIGN_STATUS_DRAFT",
    });
    const exported = await callRoute(GET, "GET", planPath(organizationId), {
      params: { organizationId },
      apiKey,
      query: { name: "autumn" },
    });
    expect(exported.status).toBe(200);
    expect(exported.json.campaigns).toHaveLength(1);
    expect(exported.json.campaigns[0]).toMatchObject({ campaignId: created.campaignId, version: created.version });
  });
});
