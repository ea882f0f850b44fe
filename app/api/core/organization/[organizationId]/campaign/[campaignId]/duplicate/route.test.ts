import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { copyName } from "@/lib/campaigns/duplicate-campaign";
import { graphemeCount } from "@/lib/text-length";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { adBody, campaignBody, campaignPath, createAsset, createCampaignViaApi, setCampaign, HOSTED_IMAGE } from "@/lib/test/campaigns";
import { POST } from "./route";

const duplicate = (organizationId: string, campaignId: string, apiKey: string) =>
  callRoute(POST, "POST", `${campaignPath(organizationId, campaignId)}/duplicate`, { params: { organizationId, campaignId }, apiKey });

describe("POST /api/core/organization/{organizationId}/campaign/{campaignId}/duplicate (extension)", () => {
  it("answers a new DRAFT campaign (out of review until submitted) with the same ads, creatives, targeting and budgets", async () => {
    const { organization, apiKey } = await createOwner();
    const asset = await createAsset(organization.id);
    const video = await createAsset(organization.id, { kind: "VIDEO" });
    const source = await createCampaignViaApi(
      organization.id,
      apiKey,
      campaignBody({
        dailyBudget: 30_000,
        btags: ["casino"],
        ads: [
          adBody({ creatives: [{ image: { assetId: asset.id } }, { image: HOSTED_IMAGE }] }),
          adBody({ name: "Video ad", creatives: [{ video: { assetId: video.id } }], cpm: undefined }),
        ],
      }),
    );
    await setCampaign(source._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    const res = await duplicate(organization.id, source._id, apiKey);
    expect(res.status).toBe(200);
    const copy = res.json;
    expect(copy._id).not.toBe(source._id);
    expect(copy).toMatchObject({
      name: "Copy of Winter push",
      status: "CAMPAIGN_STATUS_DRAFT",
      budget: source.budget,
      budgetRemain: source.budget,
      dailyBudget: 30_000,
      targeting: source.targeting,
      btags: ["casino"],
      endAt: source.endAt,
    });
    const strip = (ads: { _id: string; creatives: { _id: string }[] }[]) =>
      ads.map(({ _id, creatives, ...ad }) => ({ ...ad, creatives: creatives.map(({ _id: id, ...creative }) => creative) }));
    expect(strip(copy.ads)).toEqual(strip(source.ads));
    expect(copy.ads.map((ad: { review: { status: string } }) => ad.review.status)).toEqual(["PENDING", "PENDING"]);
    // the source campaign is untouched; the copy has its own history
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: source._id } })).status).toBe("CAMPAIGN_STATUS_ACTIVE");
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: copy._id } })).toBe(1);
  });

  it("starts now when the source's start has passed, and drops an endAt already passed", async () => {
    const { organization, apiKey } = await createOwner();
    const source = await createCampaignViaApi(organization.id, apiKey);
    await setCampaign(source._id, { endAt: new Date(Date.now() - 1000) });
    const before = Date.now();
    const copy = (await duplicate(organization.id, source._id, apiKey)).json;
    expect(Date.parse(copy.startAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(copy.endAt).toBeUndefined();
    expect(copy.dailyBudget).toBeUndefined();
  });

  it("keeps a start still ahead", async () => {
    const { organization, apiKey } = await createOwner();
    const source = await createCampaignViaApi(organization.id, apiKey, campaignBody({ startAt: "2099-01-01T00:00:00Z" }));
    expect((await duplicate(organization.id, source._id, apiKey)).json.startAt).toBe("2099-01-01T00:00:00.000Z");
  });

  it("cuts the name to 40 characters as a person counts them", () => {
    expect(copyName("A".repeat(40))).toBe(`Copy of ${"A".repeat(32)}`);
    const emoji = copyName("👨‍👩‍👧".repeat(40));
    expect(graphemeCount(emoji)).toBe(40);
    expect(emoji.startsWith("Copy of 👨‍👩‍👧")).toBe(true);
    expect(copyName("여름 이벤트")).toBe("Copy of 여름 이벤트");
  });

  it("a Viewer (no campaign:create) is 403, another organization's or a house campaign is 404; nothing written", async () => {
    const { organization, apiKey } = await createOwner();
    const source = await createCampaignViaApi(organization.id, apiKey);
    const viewer = await addMember(organization.id, "viewer");
    expect((await duplicate(organization.id, source._id, viewer.apiKey)).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    const other = await createOwner();
    expect((await duplicate(other.organization.id, source._id, other.apiKey)).json).toMatchObject({ statusCode: 404 });
    await prisma.campaign.update({ where: { id: source._id }, data: { kind: "HOUSE" } });
    expect((await duplicate(organization.id, source._id, apiKey)).json).toMatchObject({ statusCode: 404 });
    expect(await prisma.campaign.count({ where: { organizationId: { in: [organization.id, other.organization.id] } } })).toBe(1);
  });
});
