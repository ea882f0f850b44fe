import type { APIRequestContext } from "@playwright/test";
import { makeJpeg } from "../../lib/test/media";
import { bearer, expect, test, type SeedUser } from "../fixtures";

// The campaign journey over HTTP with bootstrap keys, through the real server: what external clients do.
const base = (organizationId: string) => `/api/core/organization/${organizationId}`;

async function readyImage(request: APIRequestContext, user: SeedUser): Promise<string> {
  const res = await request.post(`${base(user.organizationId)}/ad/assets`, {
    headers: bearer(user.apiKey),
    multipart: { productType: "1", file: { name: "banner.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(640, 100) } },
  });
  expect(res.status()).toBe(202);
  const { statusPath, assetId } = await res.json();
  await expect.poll(async () => (await (await request.get(statusPath, { headers: bearer(user.apiKey) })).json()).status, { timeout: 30_000 }).toBe("READY");
  return assetId;
}

test("create and read a campaign with a bearer key; a reviewer approves it; the owner pauses it; the history lists every change", async ({ request, seed }) => {
  const { owner, reviewer } = seed;
  const assetId = await readyImage(request, owner);
  const name = `API 캠페인 ${Date.now().toString(36)}`;
  const body = {
    name,
    startAt: "2026-01-01T09:00:00.5+09:00",
    endAt: "2099-12-31T23:59:59Z",
    cur: "CURRENCY_KRW",
    budget: 1_000_000,
    targeting: { platforms: ["APP_PLATFORM_ANDROID"], devices: [], tags: [], locations: ["KR"], languages: ["ko"] },
    btags: [],
    ads: [
      {
        name: "Banner",
        categories: ["puzzle"],
        cpm: 1000,
        productType: "AD_PRODUCT_TYPE_INTRINSIC",
        destinationUrl: "https://example.com/game",
        creatives: [{ image: { assetId } }, { image: { url: "https://cdn.example.com/b.png", width: 320, height: 50, mime: "image/png" } }],
      },
    ],
  };
  const created = await request.post(`${base(owner.organizationId)}/campaign`, { headers: bearer(owner.apiKey), data: body });
  expect(created.status()).toBe(200);
  const campaign = await created.json();
  expect(campaign).toMatchObject({
    name,
    advertiser: owner.organizationId,
    status: "CAMPAIGN_STATUS_PENDING",
    cur: "CURRENCY_KRW",
    budget: 1_000_000,
    budgetRemain: 1_000_000,
    startAt: "2026-01-01T00:00:00.500Z",
    targeting: { locations: ["KR"], languages: ["ko"], inventoryTargets: [] },
    serving: { status: "NOT_SERVING" },
  });
  expect(campaign._id).toMatch(/^[0-9a-f]{24}$/);
  const [ad] = campaign.ads;
  expect(ad).toMatchObject({ cur: "CURRENCY_KRW", name: "Banner", cpm: 1000 });
  expect(ad.creatives[0].image).toMatchObject({ width: 640, height: 100, mime: "image/jpeg", aspectRatio: 6.4 });
  expect(ad.creatives[0].image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
  expect(ad.creatives[1].image).toEqual({ url: "https://cdn.example.com/b.png", width: 320, height: 50, mime: "image/png", aspectRatio: 6.4 });
  expect(campaign.serving.reasons.map((r: { reason: string }) => r.reason)).toContain("PENDING_REVIEW");

  const path = `${base(owner.organizationId)}/campaign/${campaign._id}`;
  const read = await request.get(path, { headers: bearer(owner.apiKey) });
  expect(read.status()).toBe(200);
  expect(await read.json()).toEqual(campaign);

  const list = await request.get(`${base(owner.organizationId)}/campaign`, { headers: bearer(owner.apiKey), params: { name, status: "CAMPAIGN_STATUS_PENDING" } });
  expect((await list.json()).items.map((c: { _id: string }) => c._id)).toEqual([campaign._id]);

  // Only a reviewer approves; the owner may not, and may not pause what is not running.
  const status = (apiKey: string, data: object) => request.post(`${path}/status`, { headers: bearer(apiKey), data });
  expect((await status(owner.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" })).status()).toBe(403);
  const early = await status(owner.apiKey, { status: "CAMPAIGN_STATUS_PAUSED" });
  expect(early.status()).toBe(409);
  expect(await early.json()).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INVALID_STATUS_TRANSITION" });
  const approved = await status(reviewer.apiKey, { status: "CAMPAIGN_STATUS_ACTIVE" });
  expect(approved.status()).toBe(200);
  expect((await approved.json()).status).toBe("CAMPAIGN_STATUS_ACTIVE");
  expect((await status(owner.apiKey, { status: "CAMPAIGN_STATUS_PAUSED", reason: "Holiday" })).status()).toBe(200);

  const history = await (await request.get(`${path}/history`, { headers: bearer(owner.apiKey) })).json();
  expect(history.items.map((r: { statusFrom?: string; statusTo: string }) => [r.statusFrom ?? null, r.statusTo])).toEqual([
    ["CAMPAIGN_STATUS_ACTIVE", "CAMPAIGN_STATUS_PAUSED"],
    ["CAMPAIGN_STATUS_PENDING", "CAMPAIGN_STATUS_ACTIVE"],
    [null, "CAMPAIGN_STATUS_PENDING"],
  ]);
  expect(history.items[0].reason).toBe("Holiday");
});

test("refusals answer the common error object with details on the fields", async ({ request, seed }) => {
  const { owner } = seed;
  const res = await request.post(`${base(owner.organizationId)}/campaign`, {
    headers: bearer(owner.apiKey),
    data: {
      name: "",
      startAt: "2026-02-30T00:00:00Z",
      cur: "CURRENCY_USD",
      budget: 1.5,
      targeting: { platforms: [], devices: [], tags: [], locations: ["KR", "KR"], languages: [], inventoryTargets: [] },
      btags: [],
      ads: [{ name: "A", categories: [], productType: "AD_PRODUCT_TYPE_INTRINSIC", creatives: [] }],
    },
  });
  expect(res.status()).toBe(400);
  const error = await res.json();
  expect(error).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
  expect(error.details.map((d: { path: string }) => d.path)).toEqual(
    expect.arrayContaining(["name", "startAt", "cur", "budget", "targeting.locations.1", "targeting.inventoryTargets", "ads.0.creatives"]),
  );
  const missing = await request.get(`${base(owner.organizationId)}/campaign/${"0".repeat(24)}`, { headers: bearer(owner.apiKey) });
  expect(missing.status()).toBe(404);
  expect((await request.get(`${base(owner.organizationId)}/campaign/nope`, { headers: bearer(owner.apiKey) })).status()).toBe(400);
});
