import type { APIRequestContext } from "@playwright/test";
import { crossPromotionBody } from "@/lib/test/cross-promotions";
import { bearer, createOrganizationAs, expect, test } from "@/e2e/fixtures";

const ELIGIBILITY = "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_";
const MISMATCH = "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH";

async function ok(request: APIRequestContext, method: "get" | "post" | "put", path: string, apiKey: string, data?: unknown) {
  const res = await request[method](path, { headers: bearer(apiKey), data });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(200);
  return res;
}

test("cross promotions with bearer keys: create (op 4), list (op 5) page by page through the Link header, update (op 6)", async ({
  request,
  seed,
}) => {
  const suffix = Date.now().toString(36);
  const org = seed.owner.organizationId;
  const base = `/api/core/organization/${org}`;
  const key = seed.owner.apiKey;
  // Organizations are made with the owner's session: no key may create one.
  const child = await createOrganizationAs(request, seed.owner, { name: `Kids ${suffix}`, parentOrganizationId: org });
  const app = await (
    await ok(request, "post", `${base}/apps`, key, {
      name: `Forge ${suffix}`,
      platformSettings: { android: { storeUrl: `https://play.google.com/store/apps/details?id=com.e2e.forge${suffix}` } },
    })
  ).json();
  const approval = (action: string) => `${base}/apps/${app._id}/approval/${action}`;
  await ok(request, "put", approval("APPROVAL_ACTION_REQUEST_APPROVAL"), key, { platform: "APP_PLATFORM_ANDROID" });
  await ok(request, "put", approval("APPROVAL_ACTION_APPROVE"), seed.reviewer.apiKey, { platform: "APP_PLATFORM_ANDROID" });

  // Operation 4: the house campaign and its record, answered as the spec shapes them.
  const created = await (
    await ok(
      request,
      "post",
      `${base}/house-campaign/cross-promotion`,
      key,
      crossPromotionBody(app._id, [org, child._id], { name: "첫 번째 🎮" }),
    )
  ).json();
  expect(Object.keys(created).sort()).toEqual([
    "_id",
    "campaignId",
    "createdAt",
    "houseCampaign",
    "organizationId",
    "promotedAppId",
    "updatedAt",
  ]);
  expect(created).toMatchObject({
    organizationId: org,
    promotedAppId: app._id,
    campaignId: created.houseCampaign.campaign._id,
    houseCampaign: {
      campaign: { kind: "HOUSE", status: "CAMPAIGN_STATUS_PENDING", budget: 0, budgetRemain: 0, cur: "CURRENCY_KRW", name: "첫 번째 🎮" },
      servingEligibility: { status: `${ELIGIBILITY}ELIGIBLE`, issues: [] },
      crossPromotionId: created._id,
      promotedAppId: app._id,
    },
  });
  expect(created.houseCampaign.campaign.ads[0]).toMatchObject({ cur: "CURRENCY_KRW", promotedAppId: app._id });
  expect(created.houseCampaign.campaign.targeting.inventoryTargets).toEqual([{ organizationId: org }, { organizationId: child._id }]);
  const second = await (
    await ok(request, "post", `${base}/house-campaign/cross-promotion`, key, crossPromotionBody(app._id, [org], { name: "Second" }))
  ).json();

  // Operation 5: an array, newest first, one per page here; the next page's address is in the Link header.
  const seen: string[] = [];
  let next: string | null = `${base}/house-campaign/cross-promotion?promotedAppId=${app._id}&limit=1`;
  for (let page = 0; next && page < 5; page++) {
    const res = await ok(request, "get", next, key);
    const items = await res.json();
    expect(Array.isArray(items)).toBe(true);
    seen.push(...items.map((record: { _id: string }) => record._id));
    const link = res.headers()["link"];
    const target = link ? new URL(/^<([^>]+)>; rel="next"$/.exec(link)![1], "http://link.invalid") : null;
    next = target ? `${target.pathname}${target.search}` : null;
  }
  expect(seen).toEqual([second._id, created._id]);
  const bad = await request.get(`${base}/house-campaign/cross-promotion?limit=0`, { headers: bearer(key) });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    statusCode: 400,
    code: "BadRequest",
    reason: "VALIDATION_FAILED",
    details: [{ path: "limit" }],
  });

  // Operation 6: a target outside this organization's tree is an issue of its own; the answer is the four members.
  const foreign = "0".repeat(24);
  const { name, targeting, btags } = crossPromotionBody(app._id, [org, foreign]);
  const updated = await (
    await ok(request, "put", `${base}/house-campaign/${created.campaignId}`, key, { name, budget: 10000, targeting, btags })
  ).json();
  expect(Object.keys(updated).sort()).toEqual(["campaign", "crossPromotionId", "promotedAppId", "servingEligibility"]);
  expect(updated).toMatchObject({
    crossPromotionId: created._id,
    promotedAppId: app._id,
    campaign: { _id: created.campaignId, budget: 10000 },
    servingEligibility: {
      status: `${ELIGIBILITY}PARTIALLY_ELIGIBLE`,
      issues: [{ reason: MISMATCH, inventoryTarget: { organizationId: foreign } }],
    },
  });

  // A regular campaign's id is not a house campaign: 404.
  const regular = await (
    await ok(request, "post", `${base}/campaign`, key, {
      name: `Regular ${suffix}`,
      startAt: "2026-01-01T00:00:00Z",
      cur: "CURRENCY_KRW",
      budget: 1000,
      targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
      btags: [],
      ads: crossPromotionBody(app._id, []).ads,
    })
  ).json();
  const notHouse = await request.put(`${base}/house-campaign/${regular._id}`, { headers: bearer(key), data: { name, targeting, btags } });
  expect(notHouse.status()).toBe(404);
  expect(await notHouse.json()).toMatchObject({ statusCode: 404, code: "NotFound", reason: "NOT_FOUND" });

  // Leave the reviewers' queue (shared by every journey of the run) as it was.
  for (const campaignId of [created.campaignId, second.campaignId, regular._id]) {
    await ok(request, "post", `${base}/campaign/${campaignId}/status`, seed.reviewer.apiKey, {
      status: "CAMPAIGN_STATUS_REJECTED",
      reason: "Journey data",
    });
  }
});
