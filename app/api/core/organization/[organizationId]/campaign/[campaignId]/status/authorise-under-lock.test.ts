// The status change is authorised on the state read under the campaign's lock, not on an earlier read. The
// route's read of the campaign is hooked so that the campaign changes state right after it, before the lock: the
// same interleaving as an Owner pausing while a Viewer's request is in flight, on either database.
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner } from "@/lib/test/fixtures";
import { campaignPath, createCampaignViaApi, setCampaign, S } from "@/lib/test/campaigns";
import { POST } from "./route";

const between = vi.hoisted(() => ({ readAndLock: null as null | (() => Promise<void>) }));

vi.mock("@/lib/campaigns/get-campaign-or-throw", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/campaigns/get-campaign-or-throw")>();
  return {
    ...actual,
    getCampaignOrThrow: async (...args: Parameters<typeof actual.getCampaignOrThrow>) => {
      const campaign = await actual.getCampaignOrThrow(...args);
      const change = between.readAndLock;
      between.readAndLock = null;
      if (change) await change();
      return campaign;
    },
  };
});

afterEach(() => {
  between.readAndLock = null;
});

describe("POST …/campaign/{campaignId}/status: authorised on the locked read", () => {
  // A Viewer's ACTIVE for an active campaign is no move (409 on its own); paused meanwhile, it would be a RESUME.
  it.each([["ACTIVE", "PAUSED", "ACTIVE"]])(
    "regression: a Viewer's request (campaign %s, %s meanwhile) for %s is refused, not a RESUME",
    async (before, meanwhile, to) => {
      const owner = await createOwner();
      const orgId = owner.organization.id;
      const campaign = await createCampaignViaApi(orgId, owner.apiKey);
      await setCampaign(campaign._id, { status: S(before) });
      const viewer = await addMember(orgId, "viewer");
      // Runs inside the request: what it writes is seen by the locked read and undone with the request's refusal.
      between.readAndLock = () => setCampaign(campaign._id, { status: S(meanwhile) });

      const res = await callRoute(POST, "POST", `${campaignPath(orgId, campaign._id)}/status`, {
        params: { organizationId: orgId, campaignId: campaign._id },
        apiKey: viewer.apiKey,
        body: { status: S(to) },
      });
      expect(between.readAndLock).toBeNull();
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
      expect(res.json.message).toMatch(/campaign:update/);
      expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id, changedById: viewer.user.id } })).toBe(0);
      // The refused request's transaction is undone whole, the pause made inside it too: nothing the Viewer sent stays.
      expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaign._id } })).status).toBe(S(before));
      expect(await prisma.campaignStatusRecord.count({ where: { campaignId: campaign._id } })).toBe(1);
    },
  );

  it("the Owner's same request, paused meanwhile, resumes it: the move found under the lock is the one authorised", async () => {
    const owner = await createOwner();
    const orgId = owner.organization.id;
    const campaign = await createCampaignViaApi(orgId, owner.apiKey);
    await setCampaign(campaign._id, { status: S("ACTIVE") });
    between.readAndLock = () => setCampaign(campaign._id, { status: S("PAUSED") });
    const res = await callRoute(POST, "POST", `${campaignPath(orgId, campaign._id)}/status`, {
      params: { organizationId: orgId, campaignId: campaign._id },
      apiKey: owner.apiKey,
      body: { status: S("ACTIVE") },
    });
    expect(res.status).toBe(200);
    const records = await prisma.campaignStatusRecord.findMany({ where: { campaignId: campaign._id, changedById: owner.user.id } });
    expect(records.map((r) => [r.statusFrom, r.statusTo])).toContainEqual([S("PAUSED"), S("ACTIVE")]);
  });
});
