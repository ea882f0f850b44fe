import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { campaignPath, createCampaignViaApi } from "@/lib/test/campaigns";
import { patchAd, twoAdCampaign } from "@/lib/test/ads";
import { PATCH as patchCampaign } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/route";
import { POST as campaignStatus } from "@/app/api/core/organization/[organizationId]/campaign/[campaignId]/status/route";
import { PATCH as patchAccount } from "@/app/api/core/organization/[organizationId]/account/route";
import { GET } from "./route";

type Entry = {
  action: string;
  targetId: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  actor: { userId: string };
};

const list = async (organizationId: string, apiKey: string, query: Record<string, string> = {}) => {
  const res = await callRoute(GET, "GET", `/api/core/organization/${organizationId}/audit-log`, {
    params: { organizationId },
    apiKey,
    query,
  });
  expect(res.status).toBe(200);
  return res.json.items as Entry[];
};

describe("audit entries keep what a change set, from what to what", () => {
  it("a campaign's budget change records the old and new budget, once, and its history holds its ads' changes", async () => {
    const { organization, apiKey, user, campaign, adId } = await twoAdCampaign(["First", "Second"]);
    const params = { organizationId: organization.id, campaignId: campaign._id };
    const res = await callRoute(patchCampaign, "PATCH", campaignPath(organization.id, campaign._id), {
      params,
      apiKey,
      body: { budget: 1_500_000, name: "Winter push" },
    });
    expect(res.status).toBe(200);
    const [updated] = await list(organization.id, apiKey, { action: "campaign:update" });
    expect(updated).toMatchObject({ targetId: campaign._id, actor: { userId: user.id } });
    // The name sent as it was is no change: only the budget moved (budgetRemain, the system's, is left out).
    expect(updated.changes).toEqual({ budget: { from: 1_000_000, to: 1_500_000 } });

    expect((await patchAd(organization.id, campaign._id, adId, apiKey, { name: "Renamed", cpm: 5000 })).status).toBe(200);
    const [ad] = await list(organization.id, apiKey, { action: "campaign:update-ad" });
    expect(ad).toMatchObject({ targetId: adId, changes: { name: { from: "Second", to: "Renamed" }, cpm: { from: 3000, to: 5000 } } });

    const paused = await callRoute(campaignStatus, "POST", `${campaignPath(organization.id, campaign._id)}/status`, {
      params,
      apiKey,
      body: { status: "CAMPAIGN_STATUS_PAUSED" },
    });
    expect(paused.status).toBe(200);
    const [status] = await list(organization.id, apiKey, { action: "campaign:change-status" });
    expect(status.changes).toEqual({ status: { from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" } });

    // The campaign as a target: its own entries and its ads', newest first, one per write.
    const history = await list(organization.id, apiKey, { target: campaign._id });
    expect(history.map((entry) => [entry.action, entry.targetId])).toEqual([
      ["campaign:change-status", campaign._id],
      ["campaign:update-ad", adId],
      ["campaign:update", campaign._id],
      ["campaign:create", campaign._id],
    ]);
    expect(history.at(-1)!.changes).toMatchObject({ name: { from: null, to: "Winter push" }, budget: { from: null, to: 1_000_000 } });
    expect((await list(organization.id, apiKey, { target: adId })).map((entry) => entry.action)).toEqual(["campaign:update-ad"]);
  });

  it("the audit log filters by actor, action and time", async () => {
    const { organization, apiKey, user } = await createOwner();
    const campaign = await createCampaignViaApi(organization.id, apiKey);
    const admin = await addMember(organization.id, "admin");
    const params = { organizationId: organization.id, campaignId: campaign._id };
    for (const [budget, key] of [
      [2_000_000, apiKey],
      [3_000_000, admin.apiKey],
    ] as const) {
      const res = await callRoute(patchCampaign, "PATCH", campaignPath(organization.id, campaign._id), {
        params,
        apiKey: key,
        body: { budget },
      });
      expect(res.status).toBe(200);
    }
    const byAdmin = await list(organization.id, apiKey, { actor: admin.user.id });
    expect(byAdmin.map((entry) => entry.changes)).toEqual([{ budget: { from: 2_000_000, to: 3_000_000 } }]);
    expect((await list(organization.id, apiKey, { actor: user.id, action: "campaign:update" })).map((entry) => entry.changes)).toEqual([
      { budget: { from: 1_000_000, to: 2_000_000 } },
    ]);
    expect(await list(organization.id, apiKey, { action: "campaign:*" })).toHaveLength(3);
    expect(await list(organization.id, apiKey, { from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await list(organization.id, apiKey, { to: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(3);
  });

  it("the settlement account's values are never kept: each field changed reads redacted", async () => {
    const { organization, apiKey } = await createOwner();
    const params = { organizationId: organization.id };
    const path = `/api/core/organization/${organization.id}/account`;
    const first = { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "110-234-567890" };
    expect((await callRoute(patchAccount, "PATCH", path, { params, apiKey, body: first })).status).toBe(200);
    const changed = { accountBankName: "Shinhan Bank", accountNumber: "220-111-222333" };
    expect((await callRoute(patchAccount, "PATCH", path, { params, apiKey, body: changed })).status).toBe(200);
    const [update, registration] = await list(organization.id, apiKey, { action: "settlement:update" });
    expect(registration.changes).toEqual({
      accountOwnerName: { from: null, to: "redacted" },
      accountBankName: { from: null, to: "redacted" },
      accountNumber: { from: null, to: "redacted" },
    });
    expect(update.changes).toEqual({
      accountBankName: { from: "redacted", to: "redacted" },
      accountNumber: { from: "redacted", to: "redacted" },
    });
    const all = JSON.stringify(await list(organization.id, apiKey));
    for (const secret of ["Kookmin", "Shinhan", "567890", "222333", "Pixel Forge"]) expect(all).not.toContain(secret);
  });
});
