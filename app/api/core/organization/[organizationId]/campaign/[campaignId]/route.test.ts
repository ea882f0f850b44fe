import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import {
  addMember,
  addMemberWithRole,
  createCustomRole,
  createOwner,
  createReviewer,
  registerApp,
  seedLedger,
  setPlatformStatus,
} from "@/lib/test/fixtures";
import { adBody, campaignBody, campaignPath, createCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { GET, PATCH, POST } from "./route";

const read = (organizationId: string, campaignId: string, apiKey: string) =>
  callRoute(GET, "GET", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey });
const patch = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(PATCH, "PATCH", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey, body });
const reasons = (campaign: { serving: { reasons: { reason: string }[] } }) => campaign.serving.reasons.map((r) => r.reason);

describe("GET /api/core/organization/{organizationId}/campaign/{campaignId} (operation 3)", () => {
  it("answers the campaign as created", async () => {
    const { organization, apiKey } = await createOwner();
    const created = await createCampaignViaApi(organization.id, apiKey);
    const res = await read(organization.id, created._id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(created);
  });

  it("tenancy: another organization's campaign is 404 under your own path, and 403 under theirs", async () => {
    const a = await createOwner();
    const b = await createOwner();
    const theirs = await createCampaignViaApi(b.organization.id, b.apiKey);
    expect((await read(a.organization.id, theirs._id, a.apiKey)).json).toMatchObject({
      statusCode: 404,
      code: "NotFound",
      reason: "NOT_FOUND",
    });
    expect((await read(b.organization.id, theirs._id, a.apiKey)).json).toMatchObject({
      statusCode: 403,
      code: "Forbidden",
      reason: "NOT_A_MEMBER",
    });
    expect((await patch(a.organization.id, theirs._id, a.apiKey, { name: "x" })).json).toMatchObject({
      statusCode: 404,
      reason: "NOT_FOUND",
    });
  });

  it.each([["not-an-id"], ["A".repeat(24)], ["0".repeat(23)]])("400 for the campaign id %s", async (campaignId) => {
    const { organization, apiKey } = await createOwner();
    const res = await read(organization.id, campaignId, apiKey);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
  });

  it("a Viewer and a platform reviewer read it; a role scoped to another app does not", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const otherApp = await registerApp(organization.id);
    const campaign = await createCampaignViaApi(organization.id, apiKey, campaignBody({ ads: [adBody({ promotedAppId: app.id })] }));
    const viewer = await addMember(organization.id, "viewer");
    expect((await read(organization.id, campaign._id, viewer.apiKey)).status).toBe(200);
    const reviewer = await createReviewer();
    expect((await read(organization.id, campaign._id, reviewer.apiKey)).status).toBe(200);
    const role = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}/app/${otherApp.id}`]);
    const scoped = await addMemberWithRole(organization.id, role.id);
    expect((await read(organization.id, campaign._id, scoped.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const ownRole = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}/app/${app.id}`]);
    const own = await addMemberWithRole(organization.id, ownRole.id);
    expect((await read(organization.id, campaign._id, own.apiKey)).status).toBe(200);
  });

  it("serving status: every cause listed, computed when read", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const campaign = await createCampaignViaApi(
      organization.id,
      apiKey,
      campaignBody({ ads: [adBody({ promotedAppId: app.id }), adBody()] }),
    );
    const get = async () => (await read(organization.id, campaign._id, apiKey)).json;

    expect(reasons(await get())).toEqual(["PENDING_REVIEW", "INSUFFICIENT_BALANCE", "PROMOTED_APP_NOT_APPROVED"]);
    await seedLedger(organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 5000, createdAt: new Date() }]);
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    expect((await get()).serving).toMatchObject({ status: "LIMITED", reasons: [{ reason: "PROMOTED_APP_NOT_APPROVED" }] });
    await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
    expect((await get()).serving).toEqual({ status: "SERVING", reasons: [] });
    await setCampaign(campaign._id, { startAt: new Date(Date.now() + 86_400_000), budgetRemain: 0n });
    expect((await get()).serving.status).toBe("NOT_SERVING");
    expect(reasons(await get())).toEqual(["NOT_STARTED", "BUDGET_EXHAUSTED"]);
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_PAUSED" });
    expect(reasons(await get())).toEqual(["PAUSED", "NOT_STARTED", "BUDGET_EXHAUSTED"]);
    await setCampaign(campaign._id, { endAt: new Date(Date.now() - 1000), startAt: new Date(Date.now() - 5000) });
    const ended = await get();
    expect(ended.status).toBe("CAMPAIGN_STATUS_ENDED");
    expect(ended.serving).toEqual({ status: "NOT_SERVING", reasons: [{ reason: "ENDED", message: expect.stringContaining("ended at") }] });
  });

  it("a house campaign is free: no balance needed, budget 0 means no cap", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey, campaignBody({ budget: 0 }));
    // approved as the machine approves (its ads with it), then made a house campaign
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    await prisma.campaign.update({ where: { id: campaign._id }, data: { kind: "HOUSE" } });
    const res = await read(organization.id, campaign._id, apiKey);
    expect(res.json.serving).toEqual({ status: "SERVING", reasons: [] });
    expect(res.json.kind).toBe("HOUSE");
    expect((await patch(organization.id, campaign._id, apiKey, { name: "x" })).json).toMatchObject({
      statusCode: 404,
      reason: "NOT_FOUND",
    });
  });

  it("answers the common error object for methods the route does not have", async () => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(async (req) => POST(req), "POST", campaignPath(organization.id, "0".repeat(24)), { apiKey });
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "METHOD_NOT_ALLOWED" });
    expect(res.headers.get("allow")).toContain("PATCH");
  });
});

describe("PATCH /api/core/organization/{organizationId}/campaign/{campaignId} (extension)", () => {
  it("changes name, budget, endAt, targeting and btags; budgetRemain moves with the budget", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    await setCampaign(campaign._id, { budgetRemain: 600_000n }); // 400,000 spent
    const targeting = { platforms: [], devices: [], tags: ["casual"], locations: ["JP"], languages: ["ja"] };
    const res = await patch(organization.id, campaign._id, apiKey, {
      name: "Renamed 🎄",
      budget: 2_000_000,
      endAt: "2100-01-01T00:00:00+09:00",
      targeting,
      btags: ["gambling"],
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "Renamed 🎄",
      budget: 2_000_000,
      budgetRemain: 1_600_000,
      endAt: "2099-12-31T15:00:00.000Z",
      targeting: { ...targeting, inventoryTargets: [] },
      btags: ["gambling"],
      ads: campaign.ads,
    });
    const cleared = await patch(organization.id, campaign._id, apiKey, { endAt: null });
    expect(cleared.json.endAt).toBeUndefined();
  });

  it("409 BUDGET_BELOW_SPEND below what was spent; exactly the spend is allowed", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    await setCampaign(campaign._id, { budgetRemain: 600_000n });
    const below = await patch(organization.id, campaign._id, apiKey, { budget: 399_999 });
    expect(below.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "BUDGET_BELOW_SPEND" });
    const exact = await patch(organization.id, campaign._id, apiKey, { budget: 400_000 });
    expect(exact.json).toMatchObject({ budget: 400_000, budgetRemain: 0 });
    expect(exact.json.serving.reasons.map((r: { reason: string }) => r.reason)).toContain("BUDGET_EXHAUSTED");
  });

  it.each([
    [{ name: "" }, "name"],
    [{ name: "x".repeat(41) }, "name"],
    [{ budget: -1 }, "budget"],
    [{ budget: 2.5 }, "budget"],
    [{ endAt: "2025-12-31T00:00:00Z" }, "endAt"],
    [{ endAt: "tomorrow" }, "endAt"],
    [{ targeting: { platforms: [] } }, "targeting.devices"],
    [{ btags: ["a", "a"] }, "btags.1"],
    [{ ads: [] }, "ads"],
    [{ cur: "CURRENCY_KRW" }, "cur"],
    // a start after the campaign's end (2099-12-31), or a start that is not a boolean
    [{ startAt: "2100-01-01T00:00:00Z" }, "startAt"],
    [{ startOnApproval: "yes" }, "startOnApproval"],
  ])("400 for %j", async (body, path) => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const res = await patch(organization.id, campaign._id, apiKey, body);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("a campaign its advertiser ENDED cannot change (a REJECTED one can); a Viewer cannot change any", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const viewer = await addMember(organization.id, "viewer");
    expect((await patch(organization.id, campaign._id, viewer.apiKey, { name: "x" })).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_REJECTED" });
    expect((await patch(organization.id, campaign._id, apiKey, { name: "Fixed" })).json).toMatchObject({ name: "Fixed" });
    await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ENDED" });
    const before = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } });
    expect((await patch(organization.id, campaign._id, apiKey, { name: "x", endAt: "2199-01-01T00:00:00Z" })).json).toMatchObject({
      statusCode: 409,
      reason: "INVALID_STATUS_TRANSITION",
    });
    expect(await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).toEqual(before);
  });
});
