// Helpers for the ad routes' tests: calls, a campaign as its approval leaves it, and what is stored of a campaign.
import { expect } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "./call-route";
import { createOwner, seedLedger } from "./fixtures";
import { adBody, campaignPath, createCampaignViaApi, campaignBody, setCampaign } from "./campaigns";
import { POST as addRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/ad/route";
import { PATCH as updateRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/ad/[adId]/route";
import { POST as statusRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/ad/[adId]/status/route";
import { GET as historyRoute } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/history/route";

export const postAd = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(addRoute, "POST", `${campaignPath(organizationId, campaignId)}/ad`, { params: { organizationId, campaignId }, apiKey, body });

export const patchAd = (organizationId: string, campaignId: string, adId: string, apiKey: string, body: unknown) =>
  callRoute(updateRoute, "PATCH", `${campaignPath(organizationId, campaignId)}/ad/${adId}`, {
    params: { organizationId, campaignId, adId },
    apiKey,
    body,
  });

export const postAdStatus = (organizationId: string, campaignId: string, adId: string, apiKey: string, body: unknown) =>
  callRoute(statusRoute, "POST", `${campaignPath(organizationId, campaignId)}/ad/${adId}/status`, {
    params: { organizationId, campaignId, adId },
    apiKey,
    body,
  });

export const readHistory = async (organizationId: string, campaignId: string, apiKey: string) =>
  (
    await callRoute(historyRoute, "GET", `${campaignPath(organizationId, campaignId)}/history`, {
      params: { organizationId, campaignId },
      apiKey,
    })
  ).json.items;

/** A campaign made through operation 2 and approved (ACTIVE, its ads APPROVED). */
export async function approvedCampaign(organizationId: string, apiKey: string, body: unknown = campaignBody()) {
  const campaign = await createCampaignViaApi(organizationId, apiKey, body);
  await setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
  return campaign;
}

/** Everything stored of a campaign: compared before and after a refused request, nothing may differ. */
export async function storedCampaign(campaignId: string) {
  return prisma.campaign.findUniqueOrThrow({
    where: { id: campaignId },
    include: {
      ads: { orderBy: { position: "asc" }, include: { creatives: { orderBy: { position: "asc" } } } },
      statusRecords: { orderBy: { createdAt: "asc" } },
    },
  });
}

/** An owner whose organization has a balance, so serving shows only the causes a test is about. */
export async function fundedOwner() {
  const owner = await createOwner();
  await seedLedger(owner.organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 1_000_000, createdAt: new Date() }]);
  return owner;
}

/** Sends a request that must be refused, and checks it left everything stored of the campaign as it was. */
export async function refusedWithNothingWritten(campaignId: string, send: () => Promise<{ status: number; json: { reason?: string } }>) {
  const before = await storedCampaign(campaignId);
  const res = await send();
  expect(await storedCampaign(campaignId)).toEqual(before);
  return res;
}

/** A funded owner's approved campaign of two ads named `names` (so one can change while the other serves); adId is the second. */
export async function twoAdCampaign(names: [string, string]) {
  const owner = await fundedOwner();
  const campaign = await approvedCampaign(
    owner.organization.id,
    owner.apiKey,
    campaignBody({ ads: [adBody({ name: names[0] }), adBody({ name: names[1] })] }),
  );
  return { ...owner, campaign, adId: campaign.ads[1]._id as string };
}
