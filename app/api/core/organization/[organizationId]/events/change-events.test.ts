import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { appTarget, organizationTarget } from "@/lib/permissions/statements";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { callRoute } from "@/lib/test/call-route";
import { adBody, campaignBody, campaignPath, createCampaignViaApi, S, setCampaign } from "@/lib/test/campaigns";
import { patchAd, twoAdCampaign } from "@/lib/test/ads";
import { addMemberWithRole, createCustomRole, createOwner, registerApp } from "@/lib/test/fixtures";
import { PATCH as patchCampaignRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST as statusRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/status/route";
import { GET as exportPlanRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/plan/route";
import { POST as batchRoute } from "@/app/api/core/organization/[organizationId]/batch/route";
import { POST as planRoute } from "@/app/api/core/organization/[organizationId]/plan/route";
import { GET } from "./route";

type Listed = { type: string; objectId: string; data: Record<string, unknown> };

const events = async (organizationId: string, apiKey: string, type: string): Promise<Listed[]> => {
  const res = await callRoute(GET, "GET", `/api/core/organization/${organizationId}/events?type=${type}`, {
    params: { organizationId },
    apiKey,
  });
  expect(res.status).toBe(200);
  return res.json.items;
};

const patchCampaign = (organizationId: string, campaignId: string, apiKey: string, body: unknown, query?: Record<string, string>) =>
  callRoute(patchCampaignRoute, "PATCH", campaignPath(organizationId, campaignId), {
    params: { organizationId, campaignId },
    apiKey,
    body,
    ...(query ? { query } : {}),
  });

describe("campaign.updated and ad.updated: one event per write that changed something", () => {
  it("PATCH campaign budget: campaign.updated with the budget's from and to and who made it", async () => {
    const { organization, apiKey, user } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const res = await patchCampaign(organization.id, campaign._id, apiKey, { budget: 1_200_000 });
    expect(res.status).toBe(200);
    const [event, ...rest] = await events(organization.id, apiKey, "campaign.updated");
    expect(rest).toEqual([]);
    expect(event.objectId).toBe(campaign._id);
    expect(event.data).toEqual({
      campaignId: campaign._id,
      promotedAppIds: [],
      changes: { budget: { from: 1_000_000, to: 1_200_000 } },
      actor: { type: "user", id: user.id, via: "apiKey", apiKeyId: expect.any(String) },
    });
    // the audit entry of the same write holds the same changes
    const entry = await prisma.auditEntry.findFirstOrThrow({ where: { organizationId: organization.id, action: "campaign:update" } });
    expect(entry.changes).toEqual(event.data.changes);
    // the dispatcher's fan-out to people makes no notification of it (nor mail): it is for the log and webhooks only
    const row = await prisma.event.findFirstOrThrow({ where: { organizationId: organization.id, type: "campaign.updated" } });
    await transaction((tx) => createNotifications(tx, [row]));
    expect(await prisma.notification.count({ where: { eventId: row.id } })).toBe(0);
  });

  it("a dry run, and a write that changes nothing, record none", async () => {
    const { organization, apiKey } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const dry = await patchCampaign(organization.id, campaign._id, apiKey, { budget: 1_300_000 }, { dryRun: "true" });
    expect(dry.status).toBe(200);
    expect(dry.headers.get("Dry-Run")).toBe("true");
    const same = await patchCampaign(organization.id, campaign._id, apiKey, { budget: 1_000_000 });
    expect(same.status).toBe(200);
    expect(await events(organization.id, apiKey, "campaign.updated")).toEqual([]);
  });

  it("an atomic batch of 3 updates: 3 events, each naming the batch", async () => {
    const { organization, apiKey } = await createOwner();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createCampaignViaApi(organization.id, apiKey))._id);
    const operations = ids.map((campaignId, i) => ({ op: "updateCampaign", params: { campaignId }, body: { budget: 1_100_000 + i } }));
    const res = await callRoute(batchRoute, "POST", `/api/core/organization/${organization.id}/batch`, {
      params: { organizationId: organization.id },
      apiKey,
      body: { atomic: true, operations },
    });
    expect(res.status).toBe(200);
    const listed = await events(organization.id, apiKey, "campaign.updated");
    expect(listed).toHaveLength(3);
    expect(listed.map((event) => event.objectId).sort()).toEqual([...ids].sort());
    for (const event of listed) {
      expect(event.data.batchId).toBe(res.json.batchId);
      expect(event.data).not.toHaveProperty("planId");
      const index = ids.indexOf(event.objectId);
      expect(event.data.changes).toEqual({ budget: { from: 1_000_000, to: 1_100_000 + index } });
    }
    // a batch's dry run records none
    const dry = await callRoute(batchRoute, "POST", `/api/core/organization/${organization.id}/batch`, {
      params: { organizationId: organization.id },
      apiKey,
      body: {
        atomic: true,
        operations: ids.map((campaignId) => ({ op: "updateCampaign", params: { campaignId }, body: { budget: 900_000 } })),
      },
      query: { dryRun: "true" },
    });
    expect(dry.status).toBe(200);
    expect(await events(organization.id, apiKey, "campaign.updated")).toHaveLength(3);
  });

  it("PATCH ad: ad.updated with the ad's and its campaign's ids", async () => {
    const { organization, apiKey, user, campaign, adId } = await twoAdCampaign(["Old", "Edited"]);
    const res = await patchAd(organization.id, campaign._id, adId, apiKey, { name: "Renamed" });
    expect(res.status).toBe(200);
    const [event, ...rest] = await events(organization.id, apiKey, "ad.updated");
    expect(rest).toEqual([]);
    expect(event.objectId).toBe(adId);
    expect(event.data).toMatchObject({
      campaignId: campaign._id,
      adId,
      changes: { name: { from: "Edited", to: "Renamed" } },
      actor: { type: "user", id: user.id },
    });
  });

  it("a status change is a campaign.updated; a plan's writes each name the plan", async () => {
    const { organization, apiKey } = await createOwner();
    const organizationId = organization.id;
    const campaign = await createCampaignViaApi(organizationId, apiKey);
    await setCampaign(campaign._id, { status: S("ACTIVE") });
    const paused = await callRoute(statusRoute, "POST", `${campaignPath(organizationId, campaign._id)}/status`, {
      params: { organizationId, campaignId: campaign._id },
      apiKey,
      body: { status: S("PAUSED") },
    });
    expect(paused.status, paused.text).toBe(200);
    const [statusEvent] = await events(organizationId, apiKey, "campaign.updated");
    expect(statusEvent.data.changes).toEqual({ status: { from: S("ACTIVE"), to: S("PAUSED") } });

    const exported = await callRoute(exportPlanRoute, "GET", `${campaignPath(organizationId, campaign._id)}/plan`, {
      params: { organizationId, campaignId: campaign._id },
      apiKey,
    });
    expect(exported.status, exported.text).toBe(200);
    const [entry] = exported.json.campaigns;
    const applied = await callRoute(planRoute, "POST", `/api/core/organization/${organizationId}/plan`, {
      params: { organizationId },
      apiKey,
      body: { campaigns: [{ ...entry, budget: 1_500_000 }] },
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json.committed).toBe(true);
    const [planEvent, ...earlier] = await events(organizationId, apiKey, "campaign.updated");
    expect(earlier).toHaveLength(1);
    expect(planEvent.data).toMatchObject({ planId: applied.json.planId, changes: { budget: { from: 1_000_000, to: 1_500_000 } } });
    expect(planEvent.data).not.toHaveProperty("batchId");
  });

  it("a role scoped to an app reads the changes of the campaigns promoting it, not the others'", async () => {
    const { organization, apiKey } = await createOwner();
    const organizationId = organization.id;
    const [reached, other] = [await registerApp(organizationId), await registerApp(organizationId)];
    const campaignOf = async (appId: string) =>
      (await createCampaignViaApi(organizationId, apiKey, campaignBody({ ads: [adBody({ promotedAppId: appId })] })))._id as string;
    const [mine, theirs] = [await campaignOf(reached.id), await campaignOf(other.id)];
    for (const campaignId of [mine, theirs])
      expect((await patchCampaign(organizationId, campaignId, apiKey, { budget: 1_100_000 })).status).toBe(200);
    const role = await createCustomRole(organizationId, [
      `event:read@${organizationTarget(organizationId)}`,
      `campaign:read@${appTarget(organizationId, reached.id)}`,
    ]);
    const scoped = await addMemberWithRole(organizationId, role.id);
    const seen = await events(organizationId, scoped.apiKey, "campaign.updated");
    expect(seen.map((event) => event.objectId)).toEqual([mine]);
    expect(seen[0].data.promotedAppIds).toEqual([reached.id]);
  });
});
