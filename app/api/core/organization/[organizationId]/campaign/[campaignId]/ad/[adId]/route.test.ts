import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { adBody, createAsset, createCampaignViaApi, HOSTED_IMAGE, setCampaign, S } from "@/lib/test/campaigns";
import {
  approvedCampaign,
  fundedOwner,
  patchAd,
  postAd,
  readHistory,
  storedCampaign,
  refusedWithNothingWritten,
  twoAdCampaign,
} from "@/lib/test/ads";

async function setUp() {
  const setup = await twoAdCampaign(["Old", "Edited"]);
  const patch = (body: unknown, apiKey = setup.apiKey) => patchAd(setup.organization.id, setup.campaign._id, setup.adId, apiKey, body);
  return { ...setup, patch };
}

describe("PATCH /api/core/organization/{organizationId}/campaign/{campaignId}/ad/{adId} (extension)", () => {
  it("name, categories and cpm need no review: the approved version follows them", async () => {
    const { campaign, adId, patch } = await setUp();
    const res = await patch({ name: "Renamed", categories: ["arcade"], cpm: 5000 });
    expect(res.status).toBe(200);
    expect(res.json.ads[1]).toMatchObject({ name: "Renamed", categories: ["arcade"], cpm: 5000, review: { status: "APPROVED" } });
    expect(res.json.serving.status).toBe("SERVING");
    const stored = await prisma.ad.findUniqueOrThrow({ where: { id: adId } });
    expect(stored.approvedVersion).toMatchObject({ name: "Renamed", categories: ["arcade"], cpm: 5000 });
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } })).toBe(1);
  });

  it("a new destination sends the ad alone to review, recorded with what changed", async () => {
    const { organization, apiKey, user, campaign, adId, patch } = await setUp();
    const before = await prisma.ad.findUniqueOrThrow({ where: { id: adId } });
    const res = await patch({ destinationUrl: "https://example.com/winter" });
    expect(res.status).toBe(200);
    expect(res.json.ads.map((ad: { review: { status: string } }) => ad.review.status)).toEqual(["APPROVED", "PENDING"]);
    expect(res.json.serving).toEqual({
      status: "LIMITED",
      reasons: [expect.objectContaining({ reason: "AD_PENDING_REVIEW", adIds: [adId] })],
    });
    const stored = await prisma.ad.findUniqueOrThrow({ where: { id: adId } });
    expect(stored.submittedAt.getTime()).toBeGreaterThanOrEqual(before.submittedAt.getTime());
    expect(stored.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime() - 1);
    // the approved version stays what serves until a reviewer approves the new one
    expect(stored.approvedVersion).toEqual(before.approvedVersion);
    const [record] = await readHistory(organization.id, campaign._id, apiKey);
    expect(record).toMatchObject({
      adId,
      adName: "Edited",
      statusFrom: "APPROVED",
      statusTo: "PENDING",
      changes: ["destinationUrl"],
      changedBy: user.id,
    });
  });

  it("creatives: keeps, adds and removes in the order sent; the ad goes to review", async () => {
    const { organization, apiKey, campaign, adId, patch } = await setUp();
    const two = await patch({
      creatives: [{ _id: campaign.ads[1].creatives[0]._id }, { image: { ...HOSTED_IMAGE, url: "https://cdn.example.com/b.png" } }],
    });
    expect(two.status).toBe(200);
    const [kept, added] = two.json.ads[1].creatives;
    expect(kept._id).toBe(campaign.ads[1].creatives[0]._id);
    expect(added.image.url).toBe("https://cdn.example.com/b.png");
    const asset = await createAsset(organization.id, { kind: "VIDEO" });
    // replace the first, keep the second in front
    const res = await patch({ creatives: [{ _id: added._id }, { video: { assetId: asset.id } }] });
    expect(res.status).toBe(200);
    expect(res.json.ads[1].creatives).toEqual([
      expect.objectContaining({ _id: added._id }),
      expect.objectContaining({ assetId: asset.id, video: expect.any(Object) }),
    ]);
    expect(await prisma.creative.count({ where: { adId } })).toBe(2);
    const history = await readHistory(organization.id, campaign._id, apiKey);
    // the second edit found the ad PENDING already: a new version, a new round
    expect(history.slice(0, 2)).toMatchObject([
      { adId, statusFrom: "PENDING", statusTo: "PENDING", changes: ["creatives"] },
      { adId, statusFrom: "APPROVED", statusTo: "PENDING", changes: ["creatives"] },
    ]);
  });

  it("any edit of a REJECTED ad resubmits it", async () => {
    const { organization, apiKey, campaign, adId, patch } = await setUp();
    await prisma.ad.update({ where: { id: adId }, data: { reviewStatus: "REJECTED", reviewReason: "Blurry" } });
    const res = await patch({ name: "Sharper" });
    expect(res.json.ads[1].review).toEqual({ status: "PENDING" });
    expect((await prisma.ad.findUniqueOrThrow({ where: { id: adId } })).reviewReason).toBeNull();
    const [record] = await readHistory(organization.id, campaign._id, apiKey);
    expect(record).toMatchObject({ adId, statusFrom: "REJECTED", statusTo: "PENDING", changes: ["name"] });
  });

  it("while the campaign is in review the ad stays in the campaign's review; a REJECTED campaign is not resubmitted by it", async () => {
    const { organization, apiKey } = await fundedOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    await setCampaign(campaign._id, { status: S("REJECTED") });
    const res = await patchAd(organization.id, campaign._id, campaign.ads[0]._id, apiKey, { destinationUrl: "https://example.com/fixed" });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(S("REJECTED"));
    expect(res.json.ads[0].review.status).toBe("PENDING");
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } })).toBe(1);
  });

  it("null removes cpm and destinationUrl", async () => {
    const { patch } = await setUp();
    const res = await patch({ cpm: null, destinationUrl: null });
    expect(res.status).toBe(200);
    expect(res.json.ads[1].cpm).toBeUndefined();
    expect(res.json.ads[1].destinationUrl).toBeUndefined();
  });

  it("a request that changes nothing writes nothing", async () => {
    const { campaign, patch } = await setUp();
    const before = await storedCampaign(campaign._id);
    expect((await patch({ name: "Edited", creatives: [{ _id: campaign.ads[1].creatives[0]._id }] })).status).toBe(200);
    expect(await storedCampaign(campaign._id)).toEqual(before);
  });

  it("400 naming the item for a creative the ad does not have (another ad's too), nothing written", async () => {
    const { campaign, patch } = await setUp();
    const res = await refusedWithNothingWritten(campaign._id, () =>
      patch({ creatives: [{ image: HOSTED_IMAGE }, { _id: campaign.ads[0].creatives[0]._id }] }),
    );
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "creatives.1._id" }] });
  });

  it.each([
    [{ creatives: [] }, "creatives"],
    [{ creatives: Array.from({ length: 21 }, () => ({ image: HOSTED_IMAGE })) }, "creatives"],
    [{ creatives: [{ _id: "6740a2b2c3d4e5f601234572" }, { _id: "6740a2b2c3d4e5f601234572" }] }, "creatives.1._id"],
    [{ creatives: [{ _id: "6740a2b2c3d4e5f601234572", image: HOSTED_IMAGE }] }, "creatives.0"],
    [{ name: "" }, "name"],
    [{ name: null }, "name"],
    [{ cpm: 1.5 }, "cpm"],
    [{ destinationUrl: "not a url" }, "destinationUrl"],
    [{ promotedAppId: "6740a2b2c3d4e5f601234572" }, "promotedAppId"],
  ])("400 naming the field (case %#)", async (body, path) => {
    const { campaign, patch } = await setUp();
    const res = await refusedWithNothingWritten(campaign._id, () => patch(body));
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect((res.json as { details: { path: string }[] }).details.map((d) => d.path)).toContain(path);
  });

  it("a new creative's asset is checked as operation 2 checks it: 409 with nothing written", async () => {
    const { organization, campaign, patch } = await setUp();
    const processing = await createAsset(organization.id, { status: "PROCESSING" });
    const res = await refusedWithNothingWritten(campaign._id, () => patch({ creatives: [{ image: { assetId: processing.id } }] }));
    expect(res.json).toMatchObject({ statusCode: 409, reason: "CREATIVE_NOT_READY", assetId: processing.id });
  });

  it("refusals: a Viewer 403, an explicitly ENDED campaign 409, a house campaign 404, an unknown ad 404; nothing written", async () => {
    const { organization, apiKey, campaign, patch } = await setUp();
    const viewer = await addMember(organization.id, "viewer");
    expect((await refusedWithNothingWritten(campaign._id, () => patch({ name: "X" }, viewer.apiKey))).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    const other = await approvedCampaign(organization.id, apiKey);
    const unknown = await refusedWithNothingWritten(campaign._id, () =>
      patchAd(organization.id, campaign._id, other.ads[0]._id, apiKey, { name: "X" }),
    );
    expect(unknown.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
    await setCampaign(campaign._id, { status: S("ENDED") });
    expect((await refusedWithNothingWritten(campaign._id, () => patch({ name: "X" }))).json).toMatchObject({
      statusCode: 409,
      reason: "INVALID_STATUS_TRANSITION",
    });
    await prisma.campaign.update({ where: { id: other._id }, data: { kind: "HOUSE" } });
    const house = await refusedWithNothingWritten(other._id, () =>
      patchAd(organization.id, other._id, other.ads[0]._id, apiKey, { name: "X" }),
    );
    expect(house.json).toMatchObject({ statusCode: 404 });
  });

  it("an ad added later is edited the same way", async () => {
    const { organization, apiKey, campaign } = await setUp();
    const added = (await postAd(organization.id, campaign._id, apiKey, adBody({ name: "Third" }))).json.ads[2];
    const res = await patchAd(organization.id, campaign._id, added._id, apiKey, { name: "Third, renamed" });
    expect(res.json.ads[2]).toMatchObject({ name: "Third, renamed", review: { status: "PENDING" } });
  });

  it("another organization cannot reach the ad", async () => {
    const { campaign, adId } = await setUp();
    const other = await createOwner();
    expect((await patchAd(other.organization.id, campaign._id, adId, other.apiKey, { name: "X" })).json).toMatchObject({ statusCode: 404 });
  });
});
