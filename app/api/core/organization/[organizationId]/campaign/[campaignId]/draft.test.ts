import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createReviewer } from "@/lib/test/fixtures";
import { campaignBody, campaignPath, campaignsPath, postCampaign, storeSnapshots } from "@/lib/test/campaigns";
import { fundedOwner, postAd } from "@/lib/test/ads";
import { GET as reviewQueue } from "@/app/api/core/review/campaigns/route";
import { GET as adQueue } from "@/app/api/core/review/ads/route";
import { GET as reviewCounts } from "@/app/api/core/review/counts/route";
import { GET as list } from "@/app/api/core/organization/[organizationId]/campaign/route";
import { POST as statusRoute } from "./status/route";
import { GET as history } from "./history/route";
import { PATCH } from "./route";

const changeStatus = (organizationId: string, campaignId: string, apiKey: string, status: string) =>
  callRoute(statusRoute, "POST", `${campaignPath(organizationId, campaignId)}/status`, {
    params: { organizationId, campaignId },
    apiKey,
    body: { status },
  });
const patch = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(PATCH, "PATCH", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey, body });
const queued = async (apiKey: string) => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await callRoute(reviewQueue, "GET", "/api/core/review/campaigns", {
      apiKey,
      query: { limit: "200", ...(cursor ? { cursor } : {}) },
    });
    ids.push(...res.json.items.map((c: { _id: string }) => c._id));
    cursor = res.json.nextCursor;
  } while (cursor);
  return ids;
};
const adsQueued = async (apiKey: string) =>
  (await callRoute(adQueue, "GET", "/api/core/review/ads", { apiKey, query: { limit: "200" } })).json.items.map(
    (item: { campaign: { _id: string } }) => item.campaign._id,
  );
const counts = async (apiKey: string) => (await callRoute(reviewCounts, "GET", "/api/core/review/counts", { apiKey })).json;

describe("a campaign saved as a draft (extension draft: true, CAMPAIGN_STATUS_DRAFT)", () => {
  it("is out of review and not serving, changes in full, and goes to review when submitted", async () => {
    const { organization, apiKey } = await fundedOwner();
    const reviewer = await createReviewer();
    const before = await counts(reviewer.apiKey);
    const created = await postCampaign(organization.id, apiKey, campaignBody({ draft: true }));
    expect(created.status).toBe(200);
    const id = created.json._id;
    expect(created.json.status).toBe("CAMPAIGN_STATUS_DRAFT");
    expect(created.json.serving).toMatchObject({ status: "NOT_SERVING", reasons: [{ reason: "DRAFT" }] });

    // counted nowhere: not in either reviewers' queue nor their counts
    expect(await queued(reviewer.apiKey)).not.toContain(id);
    expect(await counts(reviewer.apiKey)).toEqual(before);
    // a new ad on a draft waits with it, out of the ads' queue
    expect((await postAd(organization.id, id, apiKey, { ...campaignBody().ads[0], name: "Second" })).status).toBe(200);
    expect(await adsQueued(reviewer.apiKey)).not.toContain(id);
    expect(await counts(reviewer.apiKey)).toEqual(before);

    // editable in full: the campaign's own fields (and its start) as well as its ads
    const edited = await patch(organization.id, id, apiKey, { name: "Draft, edited", budget: 5, startOnApproval: true });
    expect(edited.json).toMatchObject({ name: "Draft, edited", budget: 5, status: "CAMPAIGN_STATUS_DRAFT", startOnApproval: true });

    // listed, and found by its status
    const drafts = await callRoute(list, "GET", campaignsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      query: { status: "CAMPAIGN_STATUS_DRAFT" },
    });
    expect(drafts.json.items.map((c: { _id: string }) => c._id)).toEqual([id]);

    // a reviewer cannot decide a draft; a Viewer cannot submit it
    expect((await changeStatus(organization.id, id, reviewer.apiKey, "CAMPAIGN_STATUS_ACTIVE")).json).toMatchObject({
      statusCode: 409,
      reason: "INVALID_STATUS_TRANSITION",
    });
    const viewer = await addMember(organization.id, "viewer");
    expect((await changeStatus(organization.id, id, viewer.apiKey, "CAMPAIGN_STATUS_PENDING")).json).toMatchObject({
      statusCode: 403,
      reason: "PERMISSION_DENIED",
    });
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id } })).status).toBe("CAMPAIGN_STATUS_DRAFT");

    const submitted = await changeStatus(organization.id, id, apiKey, "CAMPAIGN_STATUS_PENDING");
    expect(submitted.status).toBe(200);
    expect(await queued(reviewer.apiKey)).toContain(id);
    expect((await counts(reviewer.apiKey)).campaigns).toBe(before.campaigns + 1);
    const records = (
      await callRoute(history, "GET", `${campaignPath(organization.id, id)}/history`, {
        params: { organizationId: organization.id, campaignId: id },
        apiKey,
      })
    ).json.items.filter((r: { adId?: string }) => !r.adId);
    expect(records.map((r: { statusFrom?: string; statusTo: string }) => [r.statusFrom ?? null, r.statusTo])).toEqual([
      ["CAMPAIGN_STATUS_DRAFT", "CAMPAIGN_STATUS_PENDING"],
      [null, "CAMPAIGN_STATUS_DRAFT"],
    ]);

    // approved as any campaign, its ads with it; "as soon as approved" starts it then
    await storeSnapshots(id);
    expect((await changeStatus(organization.id, id, reviewer.apiKey, "CAMPAIGN_STATUS_ACTIVE")).status).toBe(200);
    const ads = await prisma.ad.findMany({ where: { campaignId: id } });
    expect(ads.map((ad) => ad.reviewStatus)).toEqual(["APPROVED", "APPROVED"]);
  });

  it("draft must be a boolean", async () => {
    const { organization, apiKey } = await fundedOwner();
    const res = await postCampaign(organization.id, apiKey, campaignBody({ draft: "yes" }));
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(res.json.details).toContainEqual(expect.objectContaining({ path: "draft" }));
  });
});
