import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { adVersionOf } from "@/lib/campaigns/ad-version";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { adBody, campaignBody, campaignPath, createStoredCampaignViaApi, setCampaign, S } from "@/lib/test/campaigns";
import { GET as history } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/history/route";
import { GET, PATCH } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST } from "./route";

// A campaign's life beyond the first review: paused while it waits, resubmitted once rejected, revived when its
// endAt moves ahead. Every refusal is 409 with nothing written.

type Ids = { organizationId: string; campaignId: string };
const change = ({ organizationId, campaignId }: Ids, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", `${campaignPath(organizationId, campaignId)}/status`, { params: { organizationId, campaignId }, apiKey, body });
const patch = ({ organizationId, campaignId }: Ids, apiKey: string, body: unknown) =>
  callRoute(PATCH, "PATCH", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey, body });
const read = async ({ organizationId, campaignId }: Ids, apiKey: string) =>
  (await callRoute(GET, "GET", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey })).json;
const readHistory = async ({ organizationId, campaignId }: Ids, apiKey: string) =>
  (
    await callRoute(history, "GET", `${campaignPath(organizationId, campaignId)}/history`, {
      params: { organizationId, campaignId },
      apiKey,
    })
  ).json.items;
const reasons = (campaign: { serving: { reasons: { reason: string }[] } }) => campaign.serving.reasons.map((r) => r.reason);

/** Everything a refused move must leave as it was. */
async function snapshot(campaignId: string) {
  return {
    campaign: await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } }),
    ads: await prisma.ad.findMany({ where: { campaignId }, orderBy: { position: "asc" } }),
    records: await prisma.campaignStatusRecord.count({ where: { campaignId } }),
  };
}

async function pendingCampaign(body = campaignBody()) {
  const owner = await createOwner();
  const campaign = await createStoredCampaignViaApi(owner.organization.id, owner.apiKey, body);
  // funded, so the balance is no reason of its own
  await seedLedger(owner.organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 5000, createdAt: new Date() }]);
  return { owner, ids: { organizationId: owner.organization.id, campaignId: campaign._id as string } };
}

describe("a PENDING campaign paused while it waits for review", () => {
  it("stays PENDING with the pause requested, lists both reasons, and a second pause is 409 with nothing written", async () => {
    const { owner, ids } = await pendingCampaign();
    const res = await change(ids, owner.apiKey, { status: S("PAUSED") });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: S("PENDING"), pauseRequested: true });
    expect(reasons(res.json)).toEqual(["PENDING_REVIEW", "PAUSED"]);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: ids.campaignId } })).pauseRequested).toBe(true);
    const [record] = await readHistory(ids, owner.apiKey);
    expect(record).toMatchObject({ statusFrom: S("PENDING"), statusTo: S("PENDING"), reason: expect.stringContaining("Paused") });

    const before = await snapshot(ids.campaignId);
    const again = await change(ids, owner.apiKey, { status: S("PAUSED") });
    expect(again.json).toMatchObject({ statusCode: 409, reason: "INVALID_STATUS_TRANSITION" });
    expect(await snapshot(ids.campaignId)).toEqual(before);
  });

  it("a member's ACTIVE withdraws the request (still PENDING); a reviewer's ACTIVE approves", async () => {
    const { owner, ids } = await pendingCampaign();
    await change(ids, owner.apiKey, { status: S("PAUSED") });
    const resumed = await change(ids, owner.apiKey, { status: S("ACTIVE") });
    expect(resumed.json.status).toBe(S("PENDING"));
    expect(resumed.json.pauseRequested).toBeUndefined();
    expect(reasons(resumed.json)).toEqual(["PENDING_REVIEW"]);
    // nothing to withdraw any more: the member's ACTIVE is the reviewer's approval, which the member may not give
    expect((await change(ids, owner.apiKey, { status: S("ACTIVE") })).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const reviewer = await createReviewer();
    expect((await change(ids, reviewer.apiKey, { status: S("ACTIVE") })).json.status).toBe(S("ACTIVE"));
  });

  it("a viewer cannot pause it: 403, nothing written", async () => {
    const { owner, ids } = await pendingCampaign();
    const viewer = await addMember(owner.organization.id, "viewer");
    const before = await snapshot(ids.campaignId);
    expect((await change(ids, viewer.apiKey, { status: S("PAUSED") })).json).toMatchObject({ statusCode: 403 });
    expect(await snapshot(ids.campaignId)).toEqual(before);
  });

  it("approval leaves it PAUSED, clears the request, approves its ads with their version; resume then serves", async () => {
    const { owner, ids } = await pendingCampaign(campaignBody({ ads: [adBody(), adBody({ name: "Ad two" })] }));
    await change(ids, owner.apiKey, { status: S("PAUSED") });
    const reviewer = await createReviewer();
    const approved = await change(ids, reviewer.apiKey, { status: S("ACTIVE") });
    expect(approved.json.status).toBe(S("PAUSED"));
    expect(approved.json.pauseRequested).toBeUndefined();
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: ids.campaignId } });
    expect(stored).toMatchObject({ status: S("PAUSED"), pauseRequested: false });
    const ads = await prisma.ad.findMany({
      where: { campaignId: ids.campaignId },
      include: { creatives: { orderBy: { position: "asc" } } },
      orderBy: { position: "asc" },
    });
    for (const ad of ads) {
      expect(ad.reviewStatus).toBe("APPROVED");
      expect(ad.approvedVersion).toEqual(adVersionOf(ad));
    }
    expect(approved.json.ads.map((ad: { review: { status: string } }) => ad.review.status)).toEqual(["APPROVED", "APPROVED"]);
    const [record] = await readHistory(ids, owner.apiKey);
    expect(record).toMatchObject({ statusFrom: S("PENDING"), statusTo: S("PAUSED") });
    expect((await change(ids, owner.apiKey, { status: S("ACTIVE") })).json.status).toBe(S("ACTIVE"));
  });
});

describe("a REJECTED campaign is edited and resubmitted", () => {
  it("rejection rejects its pending ads with the reason; PATCH then resubmission puts them back in review", async () => {
    const { owner, ids } = await pendingCampaign();
    const reviewer = await createReviewer();
    const rejected = await change(ids, reviewer.apiKey, { status: S("REJECTED"), reason: "Blurry creative" });
    expect(rejected.json).toMatchObject({ status: S("REJECTED"), statusReason: "Blurry creative" });
    expect(rejected.json.ads[0].review).toEqual({ status: "REJECTED", reason: "Blurry creative" });
    const submittedBefore = (await prisma.ad.findFirstOrThrow({ where: { campaignId: ids.campaignId } })).submittedAt;

    // a viewer may not resubmit: nothing written
    const viewer = await addMember(owner.organization.id, "viewer");
    const before = await snapshot(ids.campaignId);
    expect((await change(ids, viewer.apiKey, { status: S("PENDING") })).json).toMatchObject({ statusCode: 403 });
    expect(await snapshot(ids.campaignId)).toEqual(before);

    expect((await patch(ids, owner.apiKey, { name: "Winter push, fixed", budget: 2_000_000 })).json).toMatchObject({
      name: "Winter push, fixed",
      status: S("REJECTED"),
    });
    const resubmitted = await change(ids, owner.apiKey, { status: S("PENDING") });
    expect(resubmitted.json.status).toBe(S("PENDING"));
    expect(resubmitted.json.statusReason).toBeUndefined();
    expect(resubmitted.json.ads[0].review).toEqual({ status: "PENDING" });
    expect(reasons(resubmitted.json)).toEqual(["PENDING_REVIEW"]);
    const ad = await prisma.ad.findFirstOrThrow({ where: { campaignId: ids.campaignId } });
    expect(ad.submittedAt.getTime()).toBeGreaterThan(submittedBefore.getTime());
    // a second resubmission has nothing to resubmit
    const pending = await snapshot(ids.campaignId);
    expect((await change(ids, owner.apiKey, { status: S("PENDING") })).json).toMatchObject({ statusCode: 409 });
    expect(await snapshot(ids.campaignId)).toEqual(pending);

    const rounds = await readHistory(ids, owner.apiKey);
    expect(rounds.map((r: { statusFrom?: string; statusTo: string }) => `${r.statusFrom ?? "-"}→${r.statusTo}`)).toEqual([
      `${S("REJECTED")}→${S("PENDING")}`,
      `${S("PENDING")}→${S("REJECTED")}`,
      `-→${S("PENDING")}`,
    ]);
    expect(rounds[1]).toMatchObject({ reason: "Blurry creative" });
    // the next review approves it
    expect((await change(ids, reviewer.apiKey, { status: S("ACTIVE") })).json.ads[0].review).toEqual({ status: "APPROVED" });
  });

  it("a pause requested before the rejection survives the resubmission", async () => {
    const { owner, ids } = await pendingCampaign();
    const reviewer = await createReviewer();
    await change(ids, owner.apiKey, { status: S("PAUSED") });
    await change(ids, reviewer.apiKey, { status: S("REJECTED"), reason: "No" });
    expect(reasons(await read(ids, owner.apiKey))).toEqual(["REJECTED"]);
    expect((await change(ids, owner.apiKey, { status: S("PENDING") })).json).toMatchObject({ status: S("PENDING"), pauseRequested: true });
    expect((await change(ids, reviewer.apiKey, { status: S("ACTIVE") })).json.status).toBe(S("PAUSED"));
  });
});

describe("an end date is a reason, not a tomb", () => {
  it("a campaign ENDED because endAt passed comes back when PATCH moves endAt ahead, PAUSED as it was", async () => {
    const { owner, ids } = await pendingCampaign();
    await setCampaign(ids.campaignId, { status: S("PAUSED"), endAt: new Date(Date.now() - 1000) });
    const ended = await read(ids, owner.apiKey);
    expect(ended).toMatchObject({ status: S("ENDED"), endedByEndAt: true });
    const revived = await patch(ids, owner.apiKey, { endAt: "2199-01-01T00:00:00Z" });
    expect(revived.json).toMatchObject({ status: S("PAUSED"), endAt: "2199-01-01T00:00:00.000Z" });
    expect(revived.json.endedByEndAt).toBeUndefined();
    expect((await change(ids, owner.apiKey, { status: S("ACTIVE") })).json.status).toBe(S("ACTIVE"));
  });

  it("removing endAt revives it too", async () => {
    const { owner, ids } = await pendingCampaign();
    await setCampaign(ids.campaignId, { status: S("ACTIVE"), endAt: new Date(Date.now() - 1000) });
    expect((await patch(ids, owner.apiKey, { endAt: null })).json.status).toBe(S("ACTIVE"));
  });

  it("the member's explicit END is final: PATCH is 409, nothing written", async () => {
    const { owner, ids } = await pendingCampaign();
    await setCampaign(ids.campaignId, { status: S("ACTIVE") });
    await change(ids, owner.apiKey, { status: S("ENDED") });
    const before = await snapshot(ids.campaignId);
    const res = await patch(ids, owner.apiKey, { endAt: "2199-01-01T00:00:00Z" });
    expect(res.json).toMatchObject({ statusCode: 409, reason: "INVALID_STATUS_TRANSITION" });
    expect(await snapshot(ids.campaignId)).toEqual(before);
    expect((await read(ids, owner.apiKey)).endedByEndAt).toBeUndefined();
  });
});
