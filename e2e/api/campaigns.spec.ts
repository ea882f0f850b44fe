import { makeJpeg } from "@/lib/test/media";
import { bearer, expect, hostedImage, hostedImageUrl, test, waitForSnapshots } from "@/e2e/fixtures";

const CDN_IMAGE = { url: "https://cdn.example.com/ads/snow.png", width: 1200, height: 628, mime: "image/png" };

/** A campaign of one hosted-image ad: by default at a documentation name, whose copy can never be stored. */
const body = (name: string, image: Record<string, unknown> = CDN_IMAGE) => ({
  name,
  startAt: "2026-01-01T00:00:00+09:00",
  endAt: "2099-01-01T00:00:00Z",
  cur: "CURRENCY_KRW",
  budget: 5_000_000,
  targeting: {
    platforms: ["APP_PLATFORM_ANDROID"],
    devices: ["DEVICE_TYPE_MOBILE_TABLET"],
    tags: [],
    locations: ["KR"],
    languages: ["ko"],
  },
  btags: [],
  ads: [
    {
      name: "Snowy levels",
      categories: ["puzzle"],
      cpm: 3000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [{ image } as { image: Record<string, unknown> }],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.example.puzzle",
    },
  ],
});

type Answer = { ads: { creatives: { snapshotError?: { reason: string } }[] }[] };

/** A read less its ads' creatives: what a background copy of a hosted image changes. */
const withoutCreatives = (campaign: { ads: { creatives: unknown }[] }) => ({
  ...campaign,
  ads: campaign.ads.map(({ creatives: _creatives, ...ad }) => ad),
});

/**
 * A read of a campaign with hosted images, less the snapshot failures recorded since it was created (cdn.example.com
 * is a documentation name, never a public host: its copy fails at once).
 */
function withoutSnapshotFailures<T extends Answer>(campaign: T): T {
  for (const ad of campaign.ads) {
    for (const creative of ad.creatives) {
      if (creative.snapshotError) expect(creative.snapshotError.reason).toBe("ADDRESS_NOT_PUBLIC");
      delete creative.snapshotError;
    }
  }
  return campaign;
}

test.describe("campaigns with bearer keys", () => {
  test("create (op 2), read (op 3), a reviewer approves from the queue, pause, resume, history", async ({ request, seed }) => {
    const owner = bearer(seed.owner.apiKey);
    const reviewer = bearer(seed.reviewer.apiKey);
    const campaigns = `/api/core/organization/${seed.owner.organizationId}/campaign`;

    // Its image is hosted on the loopback image host: a campaign is approved once its hosted images are stored.
    const created = await request.post(campaigns, { headers: owner, data: body("API campaign 캠페인", hostedImage("api-snow")) });
    expect(created.status()).toBe(200);
    const campaign = await created.json();
    expect(campaign).toMatchObject({
      advertiser: seed.owner.organizationId,
      status: "CAMPAIGN_STATUS_PENDING",
      budgetRemain: 5_000_000,
      cur: "CURRENCY_KRW",
    });
    expect(campaign.serving.reasons[0].reason).toBe("PENDING_REVIEW");
    const one = `${campaigns}/${campaign._id}`;
    expect(withoutCreatives(await (await request.get(one, { headers: owner })).json())).toEqual(withoutCreatives(campaign));
    await waitForSnapshots(request, seed.owner.organizationId, campaign._id, owner);
    const stored = (await (await request.get(one, { headers: owner })).json()).ads[0].creatives[0];
    expect(stored).toMatchObject({
      _id: campaign.ads[0].creatives[0]._id,
      sourceUrl: hostedImageUrl("api-snow"),
      assetId: expect.any(String),
    });
    expect(stored.image).toMatchObject({ width: 1200, height: 628, mime: "image/png" });
    expect(stored.image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);

    const queue = await (await request.get("/api/core/review/campaigns", { headers: reviewer, params: { limit: 200 } })).json();
    expect(queue.items).toContainEqual(expect.objectContaining({ _id: campaign._id, organizationName: "E2E Studio" }));
    const status = (headers: Record<string, string>, data: unknown) => request.post(`${one}/status`, { headers, data });
    expect((await status(owner, { status: "CAMPAIGN_STATUS_ACTIVE" })).status()).toBe(403);
    expect(await (await status(reviewer, { status: "CAMPAIGN_STATUS_ACTIVE" })).json()).toMatchObject({ status: "CAMPAIGN_STATUS_ACTIVE" });
    expect(await (await status(owner, { status: "CAMPAIGN_STATUS_PAUSED" })).json()).toMatchObject({
      status: "CAMPAIGN_STATUS_PAUSED",
      serving: { status: "NOT_SERVING" },
    });
    expect(await (await status(owner, { status: "CAMPAIGN_STATUS_ACTIVE" })).json()).toMatchObject({ status: "CAMPAIGN_STATUS_ACTIVE" });
    const again = await status(reviewer, { status: "CAMPAIGN_STATUS_REJECTED", reason: "late" });
    expect(await again.json()).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INVALID_STATUS_TRANSITION" });

    const history = await (await request.get(`${one}/history`, { headers: owner })).json();
    expect(history.items.map((r: { statusTo: string }) => r.statusTo)).toEqual([
      "CAMPAIGN_STATUS_ACTIVE",
      "CAMPAIGN_STATUS_PAUSED",
      "CAMPAIGN_STATUS_ACTIVE",
      "CAMPAIGN_STATUS_PENDING",
    ]);
    const list = await (
      await request.get(campaigns, { headers: owner, params: { status: "CAMPAIGN_STATUS_ACTIVE", name: "api campaign" } })
    ).json();
    expect(list.items.map((c: { _id: string }) => c._id)).toContain(campaign._id);
  });

  test("refuses bad bodies with the common error object", async ({ request, seed }) => {
    const owner = bearer(seed.owner.apiKey);
    const campaigns = `/api/core/organization/${seed.owner.organizationId}/campaign`;
    const res = await request.post(campaigns, {
      headers: owner,
      data: { ...body("x".repeat(41)), targeting: { ...body("x").targeting, inventoryTargets: [] } },
    });
    expect(res.status()).toBe(400);
    const error = await res.json();
    expect(error).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(["name", "targeting.inventoryTargets"]));
  });
});

test("a creative from an uploaded asset answers the asset's full image object, on create and on read", async ({ request, seed }) => {
  const owner = bearer(seed.owner.apiKey);
  const base = `/api/core/organization/${seed.owner.organizationId}`;
  const upload = await request.post(`${base}/ad/assets`, {
    headers: owner,
    multipart: { productType: "1", file: { name: "banner.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(640, 100) } },
  });
  expect(upload.status()).toBe(202);
  const { statusPath, assetId } = await upload.json();
  await expect
    .poll(async () => (await (await request.get(statusPath, { headers: owner })).json()).status, { timeout: 30_000 })
    .toBe("READY");

  const data = body("Uploaded creative");
  data.ads[0].creatives = [{ image: { assetId } } as never, ...data.ads[0].creatives];
  const created = await request.post(`${base}/campaign`, { headers: owner, data });
  expect(created.status()).toBe(200);
  const campaign = await created.json();
  const [uploaded, hosted] = campaign.ads[0].creatives;
  expect(uploaded._id).toMatch(/^[0-9a-f]{24}$/);
  expect(uploaded.image).toMatchObject({ width: 640, height: 100, mime: "image/jpeg", aspectRatio: 6.4 });
  expect(uploaded.image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
  expect(hosted.image).toEqual({
    url: "https://cdn.example.com/ads/snow.png",
    width: 1200,
    height: 628,
    mime: "image/png",
    aspectRatio: expect.closeTo(1200 / 628, 3),
  });
  expect(hosted.sourceUrl).toBe("https://cdn.example.com/ads/snow.png");
  expect(withoutSnapshotFailures(await (await request.get(`${base}/campaign/${campaign._id}`, { headers: owner })).json())).toEqual(
    campaign,
  );
});
