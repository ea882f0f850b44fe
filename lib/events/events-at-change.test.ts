import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import type { EventType } from "@/lib/events/event-types";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { adBody, campaignBody, campaignPath, createAsset, createCampaignViaApi } from "@/lib/test/campaigns";
import { addPendingAd, approvedCampaign } from "@/lib/test/ad-review";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { addMember, createOwner, createReviewer, createUser, registerApp, seedLedger, uniqueEmail } from "@/lib/test/fixtures";
import { acceptInvitation } from "@/lib/members/invitations";
import { GET as getCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST as changeStatus } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/status/route";
import { POST as reviewAd } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/ad/[adId]/review/route";
import { POST as reportDelivery } from "@/app/api/core/delivery/route";
import { POST as requestTopUp } from "@/app/api/core/organization/[organizationId]/balance/top-ups/route";
import { POST as confirmTopUp } from "@/app/api/core/organization/[organizationId]/balance/top-ups/[topUpId]/confirm/route";
import { PUT as approvalAction } from "@/app/api/core/organization/[organizationId]/apps/[appId]/approval/[action]/route";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";
import { POST as rotateKey } from "@/app/api/core/organization/[organizationId]/members/[userId]/api-key/rotate/route";
import { utcDayOf } from "@/lib/utc-day";

// Every change that matters writes exactly one event of its type, in its own transaction, with the object as the
// API answers it; a change refused or rolled back writes none.

beforeAll(() => {
  // Event data links media from the configured origin; the routes' answers here from the test's request origin.
  vi.stubEnv("PUBLIC_URL", ORIGIN);
});

const eventsOf = (organizationId: string, type?: EventType) =>
  prisma.event.findMany({ where: { organizationId, ...(type ? { type } : {}) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

async function campaignAnswer(organizationId: string, campaignId: string, apiKey: string) {
  const res = await callRoute(getCampaign, "GET", campaignPath(organizationId, campaignId), {
    params: { organizationId, campaignId },
    apiKey,
  });
  expect(res.status).toBe(200);
  return res.json;
}

const postStatus = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(changeStatus, "POST", `${campaignPath(organizationId, campaignId)}/status`, {
    params: { organizationId, campaignId },
    apiKey,
    body,
  });

/** The answer as an event keeps it: its serving status and spend are those of the moment it was written. */
const comparable = ({ serving: _serving, spentToday: _spent, ...rest }: Record<string, unknown>) => rest;

async function pendingCampaign() {
  const owner = await createOwner({ name: "Event Studio" });
  const organizationId = owner.organization.id;
  const asset = await createAsset(organizationId);
  const creatives = [{ image: { assetId: asset.id } }];
  const campaign = await createCampaignViaApi(
    organizationId,
    owner.apiKey,
    campaignBody({ ads: [adBody({ name: "First", creatives }), adBody({ name: "Second", creatives })] }),
  );
  return { owner, organizationId, campaign, asset };
}

describe("campaign reviews", () => {
  it("approval: one campaign.approved with the campaign as answered, and one ad.approved per ad it approved", async () => {
    const { owner, organizationId, campaign } = await pendingCampaign();
    const reviewer = await createReviewer();
    const res = await postStatus(organizationId, campaign._id, reviewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" });
    expect(res.status).toBe(200);
    const answer = await campaignAnswer(organizationId, campaign._id, owner.apiKey);

    const events = await eventsOf(organizationId);
    expect(events.map((e) => [e.type, e.objectId])).toEqual([
      ["campaign.approved", campaign._id],
      ["ad.approved", answer.ads[0]._id],
      ["ad.approved", answer.ads[1]._id],
      // the reviewer's write, as every write that changes a campaign: its status from and to
      ["campaign.updated", campaign._id],
    ]);
    expect(events.every((e) => e.organizationId === organizationId)).toBe(true);
    expect(comparable(events[0].data as Record<string, unknown>)).toEqual(comparable(answer));
    expect(events[0].data).toMatchObject({ status: "CAMPAIGN_STATUS_ACTIVE" });
    expect(events[1].data).toEqual(answer.ads[0]);
    expect(events[2].data).toEqual(answer.ads[1]);
  });

  it("rejection: one campaign.rejected with the reason, and one ad.rejected per ad", async () => {
    const { organizationId, campaign } = await pendingCampaign();
    const reviewer = await createReviewer();
    const res = await postStatus(organizationId, campaign._id, reviewer.apiKey, {
      status: "CAMPAIGN_STATUS_REJECTED",
      reason: "Logo of a competitor",
    });
    expect(res.status).toBe(200);
    const events = await eventsOf(organizationId);
    expect(events.map((e) => e.type)).toEqual(["campaign.rejected", "ad.rejected", "ad.rejected", "campaign.updated"]);
    expect(events[0].data).toMatchObject({ _id: campaign._id, status: "CAMPAIGN_STATUS_REJECTED", statusReason: "Logo of a competitor" });
    expect(events[1].data).toMatchObject({ review: { status: "REJECTED", reason: "Logo of a competitor" } });
  });

  it("a refused move writes nothing: the second of two approvals (409), and a Viewer's approval (403)", async () => {
    const { organizationId, campaign } = await pendingCampaign();
    const viewer = await addMember(organizationId, "viewer");
    expect((await postStatus(organizationId, campaign._id, viewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" })).status).toBe(403);
    expect(await eventsOf(organizationId)).toEqual([]);
    const reviewer = await createReviewer();
    expect((await postStatus(organizationId, campaign._id, reviewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" })).status).toBe(200);
    const again = await postStatus(organizationId, campaign._id, reviewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" });
    expect(again.json).toMatchObject({ statusCode: 409, reason: "INVALID_STATUS_TRANSITION" });
    expect(await eventsOf(organizationId, "campaign.approved")).toHaveLength(1);
  });

  it("a move that fails inside its transaction leaves no event (rolled back with it)", async () => {
    const { organizationId, campaign } = await pendingCampaign();
    const reviewer = await createReviewer();
    // The status record is written after the campaign and its ads change: failing there rolls back all of it.
    await prisma.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_record() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`,
    );
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_record BEFORE INSERT ON "CampaignStatusRecord" FOR EACH ROW WHEN (NEW."campaignId" = '${campaign._id}') EXECUTE FUNCTION refuse_record()`,
    );
    try {
      const res = await postStatus(organizationId, campaign._id, reviewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER refuse_record ON "CampaignStatusRecord"`);
    }
    expect(await eventsOf(organizationId)).toEqual([]);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).status).toBe("CAMPAIGN_STATUS_PENDING");
  });

  it("the advertiser's END writes campaign.ended once, and marks it written for the timed sweep", async () => {
    const { owner, organizationId, campaign } = await pendingCampaign();
    const reviewer = await createReviewer();
    await postStatus(organizationId, campaign._id, reviewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" });
    const res = await postStatus(organizationId, campaign._id, owner.apiKey, { status: "CAMPAIGN_STATUS_ENDED" });
    expect(res.status).toBe(200);
    const ended = await eventsOf(organizationId, "campaign.ended");
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ objectId: campaign._id, data: { _id: campaign._id, status: "CAMPAIGN_STATUS_ENDED" } });
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).endedEventAt).not.toBeNull();
  });
});

describe("per-ad review", () => {
  it("ad.approved and ad.rejected, one per decision, with the ad as answered; a second decision (409) writes none", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const { campaign, asset } = await approvedCampaign(organizationId, owner.apiKey);
    const first = await addPendingAd(campaign._id, { name: "New one", creatives: [{ assetId: asset.id }] });
    const second = await addPendingAd(campaign._id, { name: "New two", creatives: [{ assetId: asset.id }] });
    const reviewer = await createReviewer();
    const review = (adId: string, body: unknown) =>
      callRoute(reviewAd, "POST", `${campaignPath(organizationId, campaign._id)}/ad/${adId}/review`, {
        params: { organizationId, campaignId: campaign._id, adId },
        apiKey: reviewer.apiKey,
        body,
      });
    expect((await review(first, { status: "APPROVED" })).status).toBe(200);
    const rejected = await review(second, { status: "REJECTED", reason: "Misleading" });
    expect(rejected.status).toBe(200);
    expect((await review(second, { status: "APPROVED" })).status).toBe(409);

    const events = await eventsOf(organizationId);
    expect(events.map((e) => [e.type, e.objectId])).toEqual([
      ["ad.approved", first],
      ["ad.rejected", second],
    ]);
    const answer = await campaignAnswer(organizationId, campaign._id, owner.apiKey);
    expect(events[0].data).toEqual(answer.ads.find((ad: { _id: string }) => ad._id === first));
    expect(events[1].data).toEqual(answer.ads.find((ad: { _id: string }) => ad._id === second));
  });
});

describe("campaign.budget_exhausted", () => {
  it("written once, by the report that spends the last of the budget; later reports write no other", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
    const { campaign, ads } = await createCampaignWithAds(organizationId, { budget: 10_000 });
    const reviewer = await createReviewer();
    const day = utcDayOf(Date.now());
    const report = (spend: number) =>
      callRoute(reportDelivery, "POST", "/api/core/delivery", {
        apiKey: reviewer.apiKey,
        body: { rows: [{ adId: ads[0].id, date: day, impressions: spend, clicks: 0, installs: 0, spend }] },
      });
    expect((await report(6_000)).status).toBe(200);
    expect(await eventsOf(organizationId, "campaign.budget_exhausted")).toEqual([]);
    expect((await report(12_000)).status).toBe(200);
    expect((await report(15_000)).status).toBe(200);
    const events = await eventsOf(organizationId, "campaign.budget_exhausted");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ objectId: campaign.id, data: { _id: campaign.id, budget: 10_000, budgetRemain: 0 } });
  });
});

describe("top-ups", () => {
  it("top_up.requested and top_up.confirmed, each once, with the top-up as answered; a second confirmation (409) writes none", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const reviewer = await createReviewer();
    const base = `/api/core/organization/${organizationId}/balance/top-ups`;
    const requested = await callRoute(requestTopUp, "POST", base, {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { amount: 300_000 },
    });
    expect(requested.status).toBe(200);
    const topUpId = requested.json._id;
    const confirm = () =>
      callRoute(confirmTopUp, "POST", `${base}/${topUpId}/confirm`, { params: { organizationId, topUpId }, apiKey: reviewer.apiKey });
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    expect((await confirm()).status).toBe(409);

    const events = await eventsOf(organizationId);
    expect(events.filter((e) => e.type.startsWith("top_up.")).map((e) => [e.type, e.objectId, e.data])).toEqual([
      ["top_up.requested", topUpId, requested.json],
      ["top_up.confirmed", topUpId, confirmed.json],
    ]);
  });
});

describe("app platform reviews", () => {
  it("app.platform.approved and app.platform.rejected with the history record; a request for approval writes none", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const app = await registerApp(organizationId, {
      platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
      platformSettings: {
        android: { storeUrl: "https://play.google.com/store/apps/details?id=com.example.game" },
        ios: { storeUrl: "https://apps.apple.com/app/id123456789" },
      },
    });
    const reviewer = await createReviewer();
    const act = (action: string, apiKey: string, body: unknown) =>
      callRoute(approvalAction, "PUT", `/api/core/organization/${organizationId}/apps/${app.id}/approval/${action}`, {
        params: { organizationId, appId: app.id, action },
        apiKey,
        body,
      });
    for (const platform of ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"]) {
      expect((await act("APPROVAL_ACTION_REQUEST_APPROVAL", owner.apiKey, { platform })).status).toBe(200);
    }
    expect(await eventsOf(organizationId)).toEqual([]);
    const approved = await act("APPROVAL_ACTION_APPROVE", reviewer.apiKey, { platform: "APP_PLATFORM_ANDROID" });
    const rejected = await act("APPROVAL_ACTION_REJECT", reviewer.apiKey, { platform: "APP_PLATFORM_IOS", reason: "Crashes on start" });
    expect((await act("APPROVAL_ACTION_APPROVE", reviewer.apiKey, { platform: "APP_PLATFORM_ANDROID" })).status).toBe(409);

    const { submittedByName: _a, ...approvedRecord } = approved.json;
    const { submittedByName: _r, ...rejectedRecord } = rejected.json;
    expect((await eventsOf(organizationId)).map((e) => [e.type, e.objectId, e.data])).toEqual([
      ["app.platform.approved", app.id, approvedRecord],
      ["app.platform.rejected", app.id, rejectedRecord],
    ]);
  });
});

describe("members and keys", () => {
  const addPath = (organizationId: string) => `/api/core/organization/${organizationId}/members/by-email`;

  it("member.joined when a verified account is added, and when an invited person accepts (not when invited)", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const viewerRole = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
    const existing = await createUser({ password: "a long enough password" });
    const added = await callRoute(addByEmail, "POST", addPath(organizationId), {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { email: existing.email, roleId: viewerRole.id },
    });
    expect(added.status).toBe(200);
    const invited = await callRoute(addByEmail, "POST", addPath(organizationId), {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { email: uniqueEmail("invited"), roleId: viewerRole.id },
    });
    expect(invited.json.invitationStatus).toBe("PENDING");
    expect((await eventsOf(organizationId)).map((e) => e.objectId)).toEqual([existing.id]);
    const { inviteUrl: _url, ...addedAnswer } = added.json;
    expect((await eventsOf(organizationId))[0]).toMatchObject({ type: "member.joined", data: addedAnswer });

    const token = (invited.json.inviteUrl as string).split("/invitations/")[1];
    await acceptInvitation(token, null, { fullName: "New Hire", password: "another long password" });
    const joined = await eventsOf(organizationId, "member.joined");
    expect(joined.map((e) => e.objectId)).toEqual([existing.id, invited.json._id]);
    expect(joined[1].data).toMatchObject({ _id: invited.json._id, invitationStatus: "ACCEPTED", profile: { fullName: "New Hire" } });
  });

  it("api_key.rotated for one's own key and another member's, naming the key record, never the key", async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const other = await addMember(organizationId, "viewer");
    const rotate = (userId: string, apiKey: string) =>
      callRoute(rotateKey, "POST", `/api/core/organization/${organizationId}/members/${userId}/api-key/rotate`, {
        params: { organizationId, userId },
        apiKey,
      });
    const own = await rotate(owner.user.id, owner.apiKey);
    expect(own.status).toBe(200);
    // The owner's old key is revoked by the rotation: the new one acts next.
    const theirs = await rotate(other.user.id, own.json.apiKey);
    expect(theirs.status).toBe(200);
    // A Viewer may not rotate another's key: 403, nothing written.
    expect((await rotate(owner.user.id, theirs.json.apiKey)).status).toBe(403);

    const events = await eventsOf(organizationId, "api_key.rotated");
    expect(events.map((e) => [e.objectId, (e.data as { userId: string }).userId])).toEqual([
      [own.json.providerId, owner.user.id],
      [theirs.json.providerId, other.user.id],
    ]);
    expect(events[1].data).toMatchObject({
      providerId: theirs.json.providerId,
      keyPrefix: theirs.json.apiKey.slice(0, 10),
      rotatedBy: owner.user.id,
    });
    const text = JSON.stringify(events.map((e) => e.data));
    expect(text).not.toContain(own.json.apiKey);
    expect(text).not.toContain(theirs.json.apiKey);
  });
});
