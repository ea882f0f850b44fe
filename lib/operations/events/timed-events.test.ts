import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import type { CampaignStatus } from "@/lib/campaigns/statuses";
import { campaignPath } from "@/lib/test/campaigns";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner } from "@/lib/test/fixtures";
import { PATCH as updateCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { EVENT_RETENTION_DAYS } from "@/lib/events/event-types";
import { writeTimedEvents } from "./timed-events";

const DAY_MS = 86_400_000;

const endedEvents = (organizationId: string) =>
  prisma.event.findMany({ where: { organizationId, type: "campaign.ended" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

async function campaignEnding(endAt: Date, status: CampaignStatus = "CAMPAIGN_STATUS_ACTIVE") {
  const owner = await createOwner();
  const { campaign } = await createCampaignWithAds(owner.organization.id, { status });
  await prisma.campaign.update({ where: { id: campaign.id }, data: { endAt } });
  return { owner, organizationId: owner.organization.id, campaign };
}

describe("writeTimedEvents: campaign.ended", () => {
  it("once per campaign whose endAt passed while it ran, with the campaign as answered (ENDED); not before, not twice", async () => {
    const now = new Date();
    const { organizationId, campaign } = await campaignEnding(new Date(now.getTime() + 60_000));
    await writeTimedEvents(now);
    expect(await endedEvents(organizationId)).toEqual([]);

    const later = new Date(now.getTime() + 120_000);
    expect(await writeTimedEvents(later)).toBeGreaterThanOrEqual(1);
    await writeTimedEvents(later);
    const events = await endedEvents(organizationId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      objectId: campaign.id,
      data: { _id: campaign.id, status: "CAMPAIGN_STATUS_ENDED", endedByEndAt: true },
    });
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).endedEventAt).toEqual(later);
  });

  it("a campaign in review, rejected or ended by its advertiser is not announced by the sweep", async () => {
    const past = new Date(Date.now() - 60_000);
    const pending = await campaignEnding(past, "CAMPAIGN_STATUS_PENDING");
    const rejected = await campaignEnding(past, "CAMPAIGN_STATUS_REJECTED");
    const ended = await campaignEnding(past, "CAMPAIGN_STATUS_ENDED");
    await writeTimedEvents();
    for (const { organizationId } of [pending, rejected, ended]) expect(await endedEvents(organizationId)).toEqual([]);
  });

  it("moving endAt ahead (PATCH) revives the campaign and clears the mark: when it passes again, a second campaign.ended", async () => {
    const { owner, organizationId, campaign } = await campaignEnding(new Date(Date.now() - 60_000));
    await writeTimedEvents();
    expect(await endedEvents(organizationId)).toHaveLength(1);
    const endAt = new Date(Date.now() + 3_600_000);
    const res = await callRoute(updateCampaign, "PATCH", campaignPath(organizationId, campaign.id), {
      params: { organizationId, campaignId: campaign.id },
      apiKey: owner.apiKey,
      body: { endAt: endAt.toISOString() },
    });
    expect(res.status).toBe(200);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).endedEventAt).toBeNull();
    await writeTimedEvents();
    expect(await endedEvents(organizationId)).toHaveLength(1);
    await writeTimedEvents(new Date(endAt.getTime() + 1));
    expect(await endedEvents(organizationId)).toHaveLength(2);
  });

  it("two sweeps at once write each campaign's event once (rows the other holds are skipped)", async () => {
    const past = new Date(Date.now() - 60_000);
    const campaigns = await Promise.all([1, 2, 3].map(() => campaignEnding(past)));
    await Promise.all([writeTimedEvents(), writeTimedEvents()]);
    for (const { organizationId } of campaigns) expect(await endedEvents(organizationId)).toHaveLength(1);
  });
});

describe("writeTimedEvents: retention", () => {
  it(`deletes events older than ${EVENT_RETENTION_DAYS} days (with their notifications) and keeps the rest`, async () => {
    const owner = await createOwner();
    const organizationId = owner.organization.id;
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    const event = (createdAt: Date) => ({
      id: newObjectId(createdAt.getTime()),
      organizationId,
      type: "top_up.requested",
      objectId: null,
      data: {},
      createdAt,
    });
    const old = event(at(EVENT_RETENTION_DAYS + 1));
    const kept = event(at(EVENT_RETENTION_DAYS - 1));
    await prisma.event.createMany({ data: [old, kept] });
    await prisma.notification.create({ data: { id: newObjectId(), userId: owner.user.id, organizationId, eventId: old.id } });

    await writeTimedEvents(new Date(now));
    expect((await prisma.event.findMany({ where: { organizationId }, select: { id: true } })).map((e) => e.id)).toEqual([kept.id]);
    expect(await prisma.notification.count({ where: { eventId: old.id } })).toBe(0);
  });
});
