import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer } from "@/lib/test/fixtures";
import { createAsset, setCampaign } from "@/lib/test/campaigns";
import { addPendingAd, approvedCampaign, changeApprovedAd } from "@/lib/test/ad-review";
import { GET as counts } from "@/app/api/core/review/counts/route";
import { GET } from "./route";

type Item = {
  ad: { _id: string; name: string; creatives: { image?: { url: string } }[] };
  approvedVersion: null | { destinationUrl?: string; creatives: { assetId?: string; image?: { url: string } }[] };
  changes: string[];
  campaign: { _id: string; name: string; status: string };
  organizationId: string;
  organizationName: string;
  status: string;
  submittedAt: string;
};

const queue = (apiKey: string, query: Record<string, string> = {}) => callRoute(GET, "GET", "/api/core/review/ads", { apiKey, query });

/** Every page of the queue, following nextCursor, with `limit` items a page. */
async function wholeQueue(apiKey: string, limit: string) {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const res = await queue(apiKey, { limit, ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    expect(res.json.items.length).toBeLessThanOrEqual(Number(limit));
    items.push(...res.json.items);
    cursor = res.json.nextCursor;
  } while (cursor);
  return items;
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe("GET /api/core/review/ads (extension)", () => {
  it("lists every organization's PENDING ads of campaigns approved before, oldest submission first, page by page", async () => {
    const reviewer = await createReviewer();
    const a = await createOwner({ name: "Alpha" });
    const b = await createOwner({ name: "Beta" });
    const running = await approvedCampaign(a.organization.id, a.apiKey, "Alpha running");
    const paused = await approvedCampaign(b.organization.id, b.apiKey, "Beta paused");
    await setCampaign(paused.campaign._id, { status: "CAMPAIGN_STATUS_PAUSED" });
    const asset = await createAsset(a.organization.id);

    const newest = await addPendingAd(running.campaign._id, { name: "newest", creatives: [{ assetId: asset.id }], submittedAt: at(1) });
    const oldest = await addPendingAd(paused.campaign._id, { name: "oldest", creatives: [{ assetId: asset.id }], submittedAt: at(30) });
    // Same submission time: the id breaks the tie, and paging neither repeats nor skips one.
    const tie = at(10);
    const tieA = await addPendingAd(running.campaign._id, { name: "tie a", creatives: [{ assetId: asset.id }], submittedAt: tie });
    const tieB = await addPendingAd(paused.campaign._id, { name: "tie b", creatives: [{ assetId: asset.id }], submittedAt: tie });
    const changed = running.campaign.ads[0]._id;
    await changeApprovedAd(changed, { destinationUrl: "https://example.com/new-landing" }, at(20));

    // Not listed: an ad already decided, and PENDING ads of campaigns in review or explicitly ended.
    const inReview = await approvedCampaign(a.organization.id, a.apiKey, "resubmitted");
    await setCampaign(inReview.campaign._id, { status: "CAMPAIGN_STATUS_PENDING" });
    const hidden = [await addPendingAd(inReview.campaign._id, { creatives: [{ assetId: asset.id }] })];
    for (const status of ["CAMPAIGN_STATUS_REJECTED", "CAMPAIGN_STATUS_ENDED"] as const) {
      const other = await approvedCampaign(a.organization.id, a.apiKey, status);
      await setCampaign(other.campaign._id, { status });
      hidden.push(await addPendingAd(other.campaign._id, { creatives: [{ assetId: asset.id }] }));
    }
    const rejected = await addPendingAd(running.campaign._id, { creatives: [{ assetId: asset.id }] });
    await prisma.ad.update({ where: { id: rejected }, data: { reviewStatus: "REJECTED", reviewReason: "No" } });
    hidden.push(rejected);

    const [tieFirst, tieSecond] = [tieA, tieB].sort();
    for (const limit of ["1", "2", "200"]) {
      const ids = (await wholeQueue(reviewer.apiKey, limit)).map((item) => item.ad._id);
      expect(ids).toEqual([oldest, changed, tieFirst, tieSecond, newest]);
      for (const id of hidden) expect(ids).not.toContain(id);
    }

    const items = await wholeQueue(reviewer.apiKey, "200");
    const byId = new Map(items.map((item) => [item.ad._id, item]));
    expect(byId.get(newest)).toMatchObject({
      organizationId: a.organization.id,
      organizationName: "Alpha",
      status: "PENDING",
      submittedAt: expect.any(String),
      campaign: { _id: running.campaign._id, name: "Alpha running", status: "CAMPAIGN_STATUS_ACTIVE" },
      ad: { _id: newest, name: "newest", status: "AD_STATUS_ACTIVE", review: { status: "PENDING" } },
      approvedVersion: null,
      changes: ["name", "categories", "cpm", "destinationUrl", "creatives"],
    });
    expect(byId.get(oldest)).toMatchObject({ organizationName: "Beta", campaign: { status: "CAMPAIGN_STATUS_PAUSED" } });
    // A changed ad: the version approved beside it, its creative answered with its media url, and what differs.
    const item = byId.get(changed)!;
    expect(item.changes).toEqual(["destinationUrl"]);
    expect(item.approvedVersion).toEqual({
      name: "Approved ad",
      categories: ["puzzle"],
      cpm: 3000,
      destinationUrl: "https://play.google.com/store/apps/details?id=com.example.game",
      creatives: [
        {
          assetId: running.asset.id,
          image: {
            width: 640,
            height: 360,
            mime: "image/png",
            aspectRatio: 1.7778,
            url: expect.stringMatching(new RegExp(`/media/${running.asset.originalKey}$`)),
          },
        },
      ],
    });
    expect(item.ad.creatives[0].image!.url).toBe(item.approvedVersion!.creatives[0].image!.url);
    expect(item).toMatchObject({ ad: { destinationUrl: "https://example.com/new-landing" } });
  });

  it("a campaign past its endAt (not explicitly ended) keeps its ads in the queue: extending endAt revives it", async () => {
    const reviewer = await createReviewer();
    const owner = await createOwner();
    const { campaign, asset } = await approvedCampaign(owner.organization.id, owner.apiKey);
    await setCampaign(campaign._id, { endAt: at(5) });
    const adId = await addPendingAd(campaign._id, { creatives: [{ assetId: asset.id }] });
    const item = (await wholeQueue(reviewer.apiKey, "200")).find((i) => i.ad._id === adId);
    expect(item?.campaign.status).toBe("CAMPAIGN_STATUS_ENDED");
  });

  it("a hosted creative without its snapshot is listed as it is; the reviewers' counts include the ad queue", async () => {
    const reviewer = await createReviewer();
    const owner = await createOwner();
    const { campaign } = await approvedCampaign(owner.organization.id, owner.apiKey);
    const before = (await callRoute(counts, "GET", "/api/core/review/counts", { apiKey: reviewer.apiKey })).json;
    const adId = await addPendingAd(campaign._id, { creatives: [{ url: "https://cdn.example.com/a.png" }] });
    const after = (await callRoute(counts, "GET", "/api/core/review/counts", { apiKey: reviewer.apiKey })).json;
    expect(after.ads).toBe(before.ads + 1);
    expect(after.ads).toBe((await wholeQueue(reviewer.apiKey, "200")).length);
    const item = (await wholeQueue(reviewer.apiKey, "200")).find((i) => i.ad._id === adId)!;
    expect(item.ad.creatives[0]).toMatchObject({ image: { url: "https://cdn.example.com/a.png" } });
    expect(item.ad.creatives[0]).not.toHaveProperty("assetId");
  });

  it("is for platform reviewers only: a member, even an Owner, is 403; a bad cursor is 400", async () => {
    const owner = await createOwner();
    const viewer = await addMember(owner.organization.id, "viewer");
    for (const apiKey of [owner.apiKey, viewer.apiKey]) {
      expect((await queue(apiKey)).json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    }
    const reviewer = await createReviewer();
    expect((await queue(reviewer.apiKey, { cursor: "nope" })).json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
  });
});
