import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, addMemberWithRole, createCustomRole, createOwner, registerApp } from "@/lib/test/fixtures";
import { adBody, campaignBody, createAsset, createCampaignViaApi, setCampaign, S } from "@/lib/test/campaigns";
import { approvedCampaign, fundedOwner, postAd, readHistory, refusedWithNothingWritten } from "@/lib/test/ads";

/** Asserts `res` is the refusal expected and the campaign is stored exactly as before. */
describe("POST /api/core/organization/{organizationId}/campaign/{campaignId}/ad (extension)", () => {
  it("adds an ad to an approved campaign: it waits for its own review while the approved ad keeps serving", async () => {
    const { organization, apiKey, user } = await fundedOwner();
    const campaign = await approvedCampaign(organization.id, apiKey);
    const asset = await createAsset(organization.id);
    const res = await postAd(
      organization.id,
      campaign._id,
      apiKey,
      adBody({ name: "Neon levels", creatives: [{ image: { assetId: asset.id } }] }),
    );
    expect(res.status).toBe(200);
    const [old, added] = res.json.ads;
    expect(res.json.ads).toHaveLength(2);
    expect(old).toMatchObject({ _id: campaign.ads[0]._id, status: "AD_STATUS_ACTIVE", review: { status: "APPROVED" } });
    expect(added).toMatchObject({ name: "Neon levels", status: "AD_STATUS_ACTIVE", review: { status: "PENDING" }, cur: "CURRENCY_KRW" });
    expect(added.creatives[0]).toMatchObject({ assetId: asset.id, image: { width: 640, height: 360, mime: "image/png" } });
    expect(res.json.status).toBe(S("ACTIVE"));
    expect(res.json.serving).toEqual({
      status: "LIMITED",
      reasons: [{ reason: "AD_PENDING_REVIEW", message: expect.stringContaining('"Neon levels"'), adIds: [added._id] }],
    });
    const stored = await prisma.ad.findUniqueOrThrow({ where: { id: added._id } });
    expect(stored.position).toBe(1);
    expect(stored.submittedAt.getTime()).toBeGreaterThan(new Date(campaign.createdAt).getTime() - 1);
    const [record] = await readHistory(organization.id, campaign._id, apiKey);
    expect(record).toMatchObject({
      adId: added._id,
      adName: "Neon levels",
      statusTo: "PENDING",
      changedBy: user.id,
      changes: ["name", "categories", "cpm", "destinationUrl", "creatives"],
    });
    expect(record.statusFrom).toBeUndefined();
  });

  it("while the campaign is in review, the new ad is reviewed with it: no round of its own", async () => {
    const { organization, apiKey } = await fundedOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const res = await postAd(organization.id, campaign._id, apiKey, adBody({ name: "Second" }));
    expect(res.status).toBe(200);
    expect(res.json.ads[1].review).toEqual({ status: "PENDING" });
    expect(res.json.serving).toEqual({ status: "NOT_SERVING", reasons: [expect.objectContaining({ reason: "PENDING_REVIEW" })] });
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } })).toBe(1);
  });

  it("a REJECTED campaign takes the ad and stays REJECTED (the edit does not resubmit it)", async () => {
    const { organization, apiKey } = await fundedOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    await setCampaign(campaign._id, { status: S("REJECTED") });
    const res = await postAd(organization.id, campaign._id, apiKey, adBody({ name: "Fixed" }));
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(S("REJECTED"));
    expect(res.json.ads[1].review.status).toBe("PENDING");
  });

  it("a campaign ended by its endAt still takes ads; one its advertiser ENDED is 409 with nothing written", async () => {
    const { organization, apiKey } = await fundedOwner();
    const byDate = await approvedCampaign(organization.id, apiKey);
    await setCampaign(byDate._id, { endAt: new Date(Date.now() - 1000) });
    expect((await postAd(organization.id, byDate._id, apiKey, adBody())).status).toBe(200);

    const ended = await approvedCampaign(organization.id, apiKey);
    await setCampaign(ended._id, { status: S("ENDED") });
    const res = await refusedWithNothingWritten(ended._id, () => postAd(organization.id, ended._id, apiKey, adBody()));
    expect(res.json).toMatchObject({ statusCode: 409, reason: "INVALID_STATUS_TRANSITION" });
  });

  it(`409 ADS_LIMIT_REACHED at 100 ads, nothing written`, async () => {
    const { organization, apiKey } = await fundedOwner();
    const ads = Array.from({ length: 100 }, (_, i) => adBody({ name: `Ad ${i}` }));
    const campaign = await createCampaignViaApi(organization.id, apiKey, campaignBody({ ads }));
    const res = await refusedWithNothingWritten(campaign._id, () => postAd(organization.id, campaign._id, apiKey, adBody()));
    expect(res.json).toMatchObject({ statusCode: 409, reason: "ADS_LIMIT_REACHED" });
  });

  it("checks assets as operation 2 does: not READY or of the wrong kind 409, another organization's 404, nothing written", async () => {
    const { organization, apiKey } = await fundedOwner();
    const other = await createOwner();
    const campaign = await approvedCampaign(organization.id, apiKey);
    const processing = await createAsset(organization.id, { status: "PROCESSING" });
    const video = await createAsset(organization.id, { kind: "VIDEO" });
    const foreign = await createAsset(other.organization.id);
    const cases: [unknown, number, string][] = [
      [{ image: { assetId: processing.id } }, 409, "CREATIVE_NOT_READY"],
      [{ image: { assetId: video.id } }, 409, "CREATIVE_NOT_READY"],
      [{ image: { assetId: foreign.id } }, 404, "NOT_FOUND"],
    ];
    for (const [creative, statusCode, reason] of cases) {
      const res = await refusedWithNothingWritten(campaign._id, () =>
        postAd(organization.id, campaign._id, apiKey, adBody({ creatives: [creative] })),
      );
      expect(res.json).toMatchObject({ statusCode, reason });
    }
  });

  it("a promoted app must be the organization's (404) and joins the campaign's apps", async () => {
    const { organization, apiKey } = await fundedOwner();
    const other = await createOwner();
    const foreignApp = await registerApp(other.organization.id);
    const app = await registerApp(organization.id);
    const campaign = await approvedCampaign(organization.id, apiKey);
    const res = await refusedWithNothingWritten(campaign._id, () =>
      postAd(organization.id, campaign._id, apiKey, adBody({ promotedAppId: foreignApp.id })),
    );
    expect(res.json).toMatchObject({ statusCode: 404 });
    expect((await postAd(organization.id, campaign._id, apiKey, adBody({ promotedAppId: app.id }))).status).toBe(200);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).promotedAppIds).toEqual([app.id]);
  });

  it("needs campaign:update on the campaign's apps and on the new ad's app: 403 with nothing written", async () => {
    const { organization, apiKey } = await fundedOwner();
    const [appA, appB] = [await registerApp(organization.id), await registerApp(organization.id, { name: "Other Game" })];
    const campaign = await approvedCampaign(organization.id, apiKey, campaignBody({ ads: [adBody({ promotedAppId: appA.id })] }));
    const viewer = await addMember(organization.id, "viewer");
    const scopedTo = async (appId: string) =>
      (
        await addMemberWithRole(
          organization.id,
          (await createCustomRole(organization.id, [`campaign:*@organization/${organization.id}/app/${appId}`])).id,
        )
      ).apiKey;
    const [onA, onB] = [await scopedTo(appA.id), await scopedTo(appB.id)];
    for (const [key, body] of [
      [viewer.apiKey, adBody()],
      [onB, adBody({ promotedAppId: appB.id })],
      [onA, adBody({ promotedAppId: appB.id })],
    ] as const) {
      const res = await refusedWithNothingWritten(campaign._id, () => postAd(organization.id, campaign._id, key, body));
      expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    }
    expect((await postAd(organization.id, campaign._id, onA, adBody({ promotedAppId: appA.id }))).status).toBe(200);
  });

  it("a house campaign is 404 here", async () => {
    const { organization, apiKey } = await fundedOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    await prisma.campaign.update({ where: { id: campaign._id }, data: { kind: "HOUSE" } });
    const res = await refusedWithNothingWritten(campaign._id, () => postAd(organization.id, campaign._id, apiKey, adBody()));
    expect(res.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
  });

  it("another organization's campaign is 404", async () => {
    const { organization, apiKey } = await fundedOwner();
    const other = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    expect((await postAd(other.organization.id, campaign._id, other.apiKey, adBody())).json).toMatchObject({ statusCode: 404 });
  });

  it.each([
    [adBody({ name: "" }), "name"],
    [adBody({ creatives: [] }), "creatives"],
    [adBody({ cpm: -1 }), "cpm"],
    [adBody({ categories: ["a", "a"] }), "categories.1"],
    [adBody({ creatives: [{ image: { url: "https://cdn.example.com/a.png" } }] }), "creatives.0.image.width"],
    [adBody({ inventoryTargets: [] }), "inventoryTargets"],
    [{ ...adBody(), productType: undefined }, "productType"],
  ])("400 naming the field: %#", async (body, path) => {
    const { organization, apiKey } = await fundedOwner();
    const campaign = await approvedCampaign(organization.id, apiKey);
    const res = await refusedWithNothingWritten(campaign._id, () => postAd(organization.id, campaign._id, apiKey, body));
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect((res.json as { details: { path: string }[] }).details.map((d) => d.path)).toContain(path);
  });
});
