import { describe, expect, it } from "vitest";
import { getPrisma, prisma } from "@/lib/db/client";
import { addMember, addMemberWithRole, createCustomRole, registerApp } from "@/lib/test/fixtures";
import { adBody, campaignBody, createCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { approvedCampaign, fundedOwner, postAdStatus, refusedWithNothingWritten, twoAdCampaign } from "@/lib/test/ads";

const PAUSED = { status: "AD_STATUS_PAUSED" };
const ACTIVE = { status: "AD_STATUS_ACTIVE" };

async function setUp() {
  const setup = await twoAdCampaign(["One", "Two"]);
  const send = (body: unknown, apiKey = setup.apiKey) => postAdStatus(setup.organization.id, setup.campaign._id, setup.adId, apiKey, body);
  return { ...setup, send };
}

describe("POST /api/core/organization/{organizationId}/campaign/{campaignId}/ad/{adId}/status (extension)", () => {
  it("pauses one ad while the other serves, then resumes it; its review does not change", async () => {
    const { campaign, adId, send } = await setUp();
    const paused = await send(PAUSED);
    expect(paused.status).toBe(200);
    expect(paused.json.ads.map((ad: { status: string }) => ad.status)).toEqual(["AD_STATUS_ACTIVE", "AD_STATUS_PAUSED"]);
    expect(paused.json.ads[1].review).toEqual({ status: "APPROVED" });
    expect(paused.json.serving).toEqual({
      status: "LIMITED",
      reasons: [{ reason: "AD_PAUSED", message: expect.stringContaining('"Two"'), adIds: [adId] }],
    });
    const resumed = await send(ACTIVE);
    expect(resumed.json.ads[1].status).toBe("AD_STATUS_ACTIVE");
    expect(resumed.json.serving).toEqual({ status: "SERVING", reasons: [] });
    // not a review round: the history keeps the campaign's creation only
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } })).toBe(1);
  });

  it("every ad paused: NOT_SERVING", async () => {
    const { organization, apiKey, campaign, send } = await setUp();
    await send(PAUSED);
    const res = await postAdStatus(organization.id, campaign._id, campaign.ads[0]._id, apiKey, PAUSED);
    expect(res.json.serving.status).toBe("NOT_SERVING");
  });

  it("the status it already has is 409 INVALID_STATUS_TRANSITION with nothing written", async () => {
    const { campaign, send } = await setUp();
    const res = await refusedWithNothingWritten(campaign._id, () => send(ACTIVE));
    expect(res.json).toMatchObject({ statusCode: 409, reason: "INVALID_STATUS_TRANSITION" });
  });

  it("a PENDING campaign's ad can be paused; an explicitly ENDED campaign's cannot (409, nothing written)", async () => {
    const { organization, apiKey } = await fundedOwner();
    const pending = await createCampaignViaApi(organization.id, apiKey);
    expect((await postAdStatus(organization.id, pending._id, pending.ads[0]._id, apiKey, PAUSED)).status).toBe(200);
    await setCampaign(pending._id, { status: "CAMPAIGN_STATUS_ENDED" });
    const res = await refusedWithNothingWritten(pending._id, () =>
      postAdStatus(organization.id, pending._id, pending.ads[0]._id, apiKey, ACTIVE),
    );
    expect(res.json).toMatchObject({ statusCode: 409, reason: "INVALID_STATUS_TRANSITION" });
  });

  it("a Viewer, and a role scoped to another app, are 403 with nothing written", async () => {
    const { organization, apiKey } = await fundedOwner();
    const [appA, appB] = [await registerApp(organization.id), await registerApp(organization.id, { name: "Other Game" })];
    const campaign = await approvedCampaign(organization.id, apiKey, campaignBody({ ads: [adBody({ promotedAppId: appA.id })] }));
    const viewer = await addMember(organization.id, "viewer");
    const role = await createCustomRole(organization.id, [`campaign:*@organization/${organization.id}/app/${appB.id}`]);
    const onB = await addMemberWithRole(organization.id, role.id);
    for (const key of [viewer.apiKey, onB.apiKey]) {
      const res = await refusedWithNothingWritten(campaign._id, () =>
        postAdStatus(organization.id, campaign._id, campaign.ads[0]._id, key, PAUSED),
      );
      expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    }
  });

  it("a house campaign is 404", async () => {
    const { campaign, send } = await setUp();
    await prisma.campaign.update({ where: { id: campaign._id }, data: { kind: "HOUSE" } });
    expect((await refusedWithNothingWritten(campaign._id, () => send(PAUSED))).json).toMatchObject({ statusCode: 404 });
  });

  it.each([[{}], [{ status: "PAUSED" }], [{ status: "AD_STATUS_PAUSED", reason: "x" }]])("400 for %j", async (body) => {
    const { campaign, send } = await setUp();
    const res = await refusedWithNothingWritten(campaign._id, () => send(body));
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect((res.json as { details: { path: string }[] }).details.map((d) => d.path)).toContainEqual(
      expect.stringMatching(/^(status|reason)$/),
    );
  });

  it("two pauses at once: exactly one wins, the other is 409 (the campaign's row lock)", async () => {
    const { send, adId } = await setUp();
    const results = await Promise.all([send(PAUSED), send(PAUSED)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await getPrisma().ad.findUniqueOrThrow({ where: { id: adId } })).status).toBe("AD_STATUS_PAUSED");
  });
});
