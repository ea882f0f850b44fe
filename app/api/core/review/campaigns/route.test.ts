import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer } from "@/lib/test/fixtures";
import { campaignBody, createCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { GET } from "./route";

const queue = (apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", "/api/core/review/campaigns", { apiKey, query });

describe("GET /api/core/review/campaigns (extension)", () => {
  it("lists every organization's PENDING campaigns, oldest first, for reviewers only", async () => {
    const reviewer = await createReviewer();
    const a = await createOwner({ name: "Alpha" });
    const b = await createOwner({ name: "Beta" });
    const first = await createCampaignViaApi(a.organization.id, a.apiKey, campaignBody({ name: "first" }));
    const second = await createCampaignViaApi(b.organization.id, b.apiKey, campaignBody({ name: "second" }));
    const approved = await createCampaignViaApi(a.organization.id, a.apiKey, campaignBody({ name: "approved" }));
    const third = await createCampaignViaApi(a.organization.id, a.apiKey, campaignBody({ name: "third" }));
    await setCampaign(approved._id, { status: "CAMPAIGN_STATUS_ACTIVE" });

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await queue(reviewer.apiKey, { limit: "2", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      ids.push(...res.json.items.map((c: { _id: string }) => c._id));
      cursor = res.json.nextCursor;
    } while (cursor);
    const mine = ids.filter((id) => [first._id, second._id, third._id, approved._id].includes(id));
    expect(mine).toEqual([first._id, second._id, third._id]);

    const page = await queue(reviewer.apiKey, { limit: "200" });
    const item = page.json.items.find((c: { _id: string }) => c._id === second._id);
    expect(item).toMatchObject({
      organizationName: "Beta",
      advertiser: b.organization.id,
      ads: second.ads,
      serving: { status: "NOT_SERVING" },
    });

    expect((await queue(a.apiKey)).json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
  });
});
