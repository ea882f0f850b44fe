import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { organizationTarget } from "@/lib/permissions/statements";
import { callRoute } from "@/lib/test/call-route";
import { setCampaign } from "@/lib/test/campaigns";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { addMemberWithRole, createCustomRole, createOwner, createReviewer, seedLedger } from "@/lib/test/fixtures";
import { POST as postDelivery } from "@/app/api/core/delivery/route";
import { GET } from "./route";

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() - offset * DAY).toISOString().slice(0, 10);

const forecast = (organizationId: string, campaignId: string, apiKey: string) =>
  callRoute(GET, "GET", `/api/core/organization/${organizationId}/campaign/${campaignId}/forecast`, {
    params: { organizationId, campaignId },
    apiKey,
  });

/**
 * An organization with 1,000,000 KRW, a campaign that spent 70,000 over the last 7 days (10,000 a day) and another
 * that spent 630,000: every campaign together 100,000 a day, so the 300,000 left lasts 3 days.
 */
async function seeded(budget = 1_000_000) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await seedLedger(organizationId, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date(Date.now() - 60_000) }]);
  const { campaign, ads } = await createCampaignWithAds(organizationId, { budget });
  const other = await createCampaignWithAds(organizationId, { name: "Big spender" });
  const reviewer = await createReviewer();
  const rows = [
    { adId: ads[0].id, date: utcDay(6), impressions: 10_000, clicks: 10, installs: 1, spend: 30_000 },
    { adId: ads[0].id, date: utcDay(0), impressions: 10_000, clicks: 10, installs: 1, spend: 40_000 },
    // before the 7 days: not part of the pace
    { adId: ads[0].id, date: utcDay(7), impressions: 10_000, clicks: 10, installs: 1, spend: 99_000 },
    { adId: other.ads[0].id, date: utcDay(2), impressions: 100_000, clicks: 10, installs: 1, spend: 630_000 },
  ];
  const res = await callRoute(postDelivery, "POST", "/api/core/delivery", { apiKey: reviewer.apiKey, body: { rows } });
  expect(res.status).toBe(200);
  return { owner, organizationId, campaign, other };
}

/** `stopsAt` is `days` after the request was answered (between `before` and now). */
function expectDaysAhead(stopsAt: string, days: number, before: number) {
  const at = Date.parse(stopsAt);
  expect(at).toBeGreaterThanOrEqual(before + days * DAY);
  expect(at).toBeLessThanOrEqual(Date.now() + days * DAY);
}

describe("GET /campaign/{campaignId}/forecast (extension)", () => {
  it("the balance runs out first, at every campaign's pace", async () => {
    const { owner, organizationId, campaign } = await seeded();
    // the balance was 1,000,000: after 99,000 + 70,000 + 630,000 charged, 201,000 is left for 100,000 a day
    const before = Date.now();
    const res = await forecast(organizationId, campaign.id, owner.apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      campaignId: campaign.id,
      reason: "BALANCE",
      pace: 10_000,
      organizationPace: 100_000,
      from: utcDay(6),
      to: utcDay(0),
    });
    expectDaysAhead(res.json.stopsAt, 2.01, before);
  });

  it("the budget is spent first at the campaign's pace; a daily budget slows it", async () => {
    // 231,000 budget: 169,000 charged leaves 62,000, 6.2 days at 10,000 a day; a top-up makes the balance last 102 days
    const { owner, organizationId, campaign } = await seeded(231_000);
    await prisma.ledgerEntry.create({
      data: {
        id: newObjectId(),
        organizationId,
        type: "CHARGE_TYPE_PAID",
        amount: 10_000_000n,
        balanceAfter: 10_201_000n,
        description: "top-up",
        createdAt: new Date(),
      },
    });
    const before = Date.now();
    const res = await forecast(organizationId, campaign.id, owner.apiKey);
    expect(res.json).toMatchObject({ reason: "BUDGET", pace: 10_000 });
    expectDaysAhead(res.json.stopsAt, 6.2, before);

    await prisma.campaign.update({ where: { id: campaign.id }, data: { dailyBudget: 2_000n } });
    const capped = await forecast(organizationId, campaign.id, owner.apiKey);
    expect(capped.json).toMatchObject({ reason: "BUDGET", pace: 2_000 });
    expectDaysAhead(capped.json.stopsAt, 31, before);
  });

  it("the end date when it comes first; nothing for a paused campaign", async () => {
    const { owner, organizationId, campaign } = await seeded();
    const endAt = new Date(Date.now() + DAY);
    await setCampaign(campaign.id, { endAt });
    const ending = await forecast(organizationId, campaign.id, owner.apiKey);
    expect(ending.json).toMatchObject({ reason: "END_DATE", stopsAt: endAt.toISOString() });

    await setCampaign(campaign.id, { status: "CAMPAIGN_STATUS_PAUSED" });
    const paused = await forecast(organizationId, campaign.id, owner.apiKey);
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ stopsAt: null, reason: null, pace: 10_000 });
  });

  it("a campaign that never spent, with no end date and no spend anywhere: no forecast", async () => {
    const owner = await createOwner();
    await seedLedger(owner.organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 500_000, createdAt: new Date() }]);
    const { campaign } = await createCampaignWithAds(owner.organization.id);
    const res = await forecast(owner.organization.id, campaign.id, owner.apiKey);
    expect(res.json).toMatchObject({ stopsAt: null, reason: null, pace: 0, organizationPace: 0 });
  });

  it("a role that may read the campaign but not the balance is not told the organization's pace", async () => {
    const { organizationId, campaign } = await seeded();
    const role = await createCustomRole(organizationId, [`campaign:read@${organizationTarget(organizationId)}`]);
    const reader = await addMemberWithRole(organizationId, role.id);
    const res = await forecast(organizationId, campaign.id, reader.apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ reason: "BALANCE", pace: 10_000, organizationPace: null });
  });

  it("another organization's campaign is 404; without campaign:read 403", async () => {
    const { organizationId, campaign } = await seeded();
    const stranger = await createOwner();
    const res = await forecast(stranger.organization.id, campaign.id, stranger.apiKey);
    expect(res.status).toBe(404);
    const role = await createCustomRole(organizationId, [`balance:read@${organizationTarget(organizationId)}`]);
    const reader = await addMemberWithRole(organizationId, role.id);
    const refused = await forecast(organizationId, campaign.id, reader.apiKey);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ reason: "PERMISSION_DENIED" });
  });
});
