import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { campaignBody, campaignPath, createCampaignViaApi, postCampaign } from "@/lib/test/campaigns";
import { PATCH } from "./route";

const patch = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(PATCH, "PATCH", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey, body });

describe("dailyBudget (extension) on create and PATCH", () => {
  it("is stored and answered with spentToday; PATCH changes it and null removes it", async () => {
    const { organization, apiKey } = await createOwner();
    const created = await createCampaignViaApi(organization.id, apiKey, campaignBody({ dailyBudget: 50_000 }));
    expect(created).toMatchObject({ dailyBudget: 50_000, spentToday: 0 });
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: created._id } })).dailyBudget).toBe(50_000n);
    expect((await patch(organization.id, created._id, apiKey, { dailyBudget: 70_000 })).json).toMatchObject({ dailyBudget: 70_000 });
    const removed = await patch(organization.id, created._id, apiKey, { dailyBudget: null });
    expect(removed.status).toBe(200);
    expect(removed.json.dailyBudget).toBeUndefined();
    expect(removed.json.spentToday).toBe(0);
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: created._id } })).dailyBudget).toBeNull();
  });

  it("a campaign created without one answers no dailyBudget", async () => {
    const { organization, apiKey } = await createOwner();
    const created = await createCampaignViaApi(organization.id, apiKey);
    expect(created.dailyBudget).toBeUndefined();
    expect(created.spentToday).toBe(0);
  });

  it.each([0, -1, 1.5, "100", 1_000_000_000_001])("400 for dailyBudget %j, nothing written", async (dailyBudget) => {
    const { organization, apiKey } = await createOwner();
    const res = await postCampaign(organization.id, apiKey, campaignBody({ dailyBudget }));
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain("dailyBudget");
    expect(await prisma.campaign.count({ where: { organizationId: organization.id } })).toBe(0);
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    expect((await patch(organization.id, campaign._id, apiKey, { dailyBudget })).json).toMatchObject({ statusCode: 400 });
  });
});
