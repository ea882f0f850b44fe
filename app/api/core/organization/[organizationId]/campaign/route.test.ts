import { describe, expect, it } from "vitest";
import type { AssetKind, AssetStatus } from "@/lib/assets/media-types";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import {
  addMember,
  addMemberWithRole,
  createCustomRole,
  createOwner,
  registerApp,
  seedLedger,
  setPlatformStatus,
} from "@/lib/test/fixtures";
import {
  adBody,
  campaignBody,
  campaignsPath,
  createAsset,
  createCampaignViaApi,
  HOSTED_IMAGE,
  postCampaign,
  setCampaign,
} from "@/lib/test/campaigns";
import { GET } from "./route";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[0-9a-f]{24}$/;

describe("POST /api/core/organization/{organizationId}/campaign (operation 2)", () => {
  it("creates a PENDING campaign, field for field, with _id on every ad and creative", async () => {
    const { organization, apiKey } = await createOwner();
    const image = await createAsset(organization.id);
    const video = await createAsset(organization.id, { kind: "VIDEO" });
    const body = campaignBody({
      ads: [
        adBody({ creatives: [{ image: HOSTED_IMAGE }, { image: { assetId: image.id } }] }),
        adBody({
          name: "Ad two",
          cpm: undefined,
          destinationUrl: undefined,
          cur: "CURRENCY_KRW",
          creatives: [{ video: { assetId: video.id } }],
        }),
      ],
    });
    const res = await postCampaign(organization.id, apiKey, body);
    expect(res.status).toBe(200);
    const base = `http://localhost:3000/media/${organization.id}`;
    expect(res.json).toEqual({
      advertiser: organization.id,
      _id: expect.stringMatching(ID),
      status: "CAMPAIGN_STATUS_PENDING",
      budgetRemain: 1_000_000,
      name: "Winter push",
      startAt: "2026-01-01T00:00:00.000Z",
      endAt: "2099-12-31T00:00:00.000Z",
      cur: "CURRENCY_KRW",
      budget: 1_000_000,
      targeting: { ...body.targeting, inventoryTargets: [] },
      btags: [],
      ads: [
        {
          _id: expect.stringMatching(ID),
          cur: "CURRENCY_KRW",
          name: "Ad one",
          categories: ["puzzle"],
          cpm: 3000,
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [
            // Extension: a hosted image names where it came from (its snapshot is stored in the background).
            { _id: expect.stringMatching(ID), sourceUrl: HOSTED_IMAGE.url, image: { ...HOSTED_IMAGE, aspectRatio: 1.9108 } },
            {
              _id: expect.stringMatching(ID),
              assetId: image.id,
              image: { url: `${base}/${image.id}/original.png`, width: 640, height: 360, mime: "image/png", aspectRatio: 1.7778 },
            },
          ],
          destinationUrl: "https://play.google.com/store/apps/details?id=com.example.game",
          // extension fields: a new ad is active and waits for review with its campaign
          status: "AD_STATUS_ACTIVE",
          review: { status: "PENDING" },
          frequencyCap: null,
        },
        {
          _id: expect.stringMatching(ID),
          cur: "CURRENCY_KRW",
          name: "Ad two",
          categories: ["puzzle"],
          productType: "AD_PRODUCT_TYPE_INTRINSIC",
          creatives: [
            {
              _id: expect.stringMatching(ID),
              assetId: video.id,
              video: {
                url: `${base}/${video.id}/original.mp4`,
                width: 640,
                height: 360,
                mime: "video/mp4",
                aspectRatio: 1.7778,
                durationSec: 15.5,
              },
            },
          ],
          status: "AD_STATUS_ACTIVE",
          review: { status: "PENDING" },
          frequencyCap: null,
        },
      ],
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      kind: "REGULAR",
      // extension: KRW charged on the current budget day (UTC: nothing reported by the hour), and when it resets
      spentToday: 0,
      budgetDay: "UTC",
      budgetResetAt: expect.stringMatching(/T00:00:00(\.000)?Z$/),
      // extension: no bid or goal sent: CPM (each ad's cpm) and no goal
      bid: { type: "BID_TYPE_CPM", amount: null, countries: [] },
      goal: { type: "GOAL_TYPE_NONE", target: null },
      goalStatus: { state: "GOAL_STATE_NONE", checkedAt: null, countries: [] },
      // extension: no frequency cap, every hour
      frequencyCap: null,
      schedule: null,
      serving: {
        status: "NOT_SERVING",
        reasons: [
          { reason: "PENDING_REVIEW", message: expect.any(String) },
          { reason: "INSUFFICIENT_BALANCE", message: expect.any(String) },
        ],
      },
    });
    const ids = [
      res.json._id,
      ...res.json.ads.map((a: { _id: string }) => a._id),
      ...res.json.ads.flatMap((a: { creatives: { _id: string }[] }) => a.creatives.map((c) => c._id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(await prisma.campaignStatusRecord.count({ where: { campaignId: res.json._id } })).toBe(1);
  });

  it("accepts the limits: names of 1 and 40 characters in ASCII, Hangul and emoji; budget 0 and 10^12; cpm 0 and 10^9", async () => {
    const { organization, apiKey } = await createOwner();
    const cases = [
      { name: "x" },
      { name: "x".repeat(40) },
      { name: "캠".repeat(40) },
      { name: "\u1100\u1161\u11A8".repeat(40) },
      { name: "👨‍👩‍👧‍👦".repeat(40) },
      { budget: 0 },
      { budget: 1e12 },
      { ads: [adBody({ cpm: 0, name: "광".repeat(40) })] },
      { ads: [adBody({ cpm: 1e9 })] },
      { startAt: "2026-01-01T00:00:00.1+09:00", endAt: "2026-01-01T00:00:00.123456789-09:30" },
      { endAt: undefined },
      { targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] } },
      {
        targeting: {
          platforms: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS", "APP_PLATFORM_WINDOWS", "APP_PLATFORM_H5"],
          devices: ["DEVICE_TYPE_MOBILE_TABLET", "DEVICE_TYPE_DESKTOP"],
          tags: ["t".repeat(50)],
          locations: ["KR", "US", "JP"],
          languages: ["ko", "en"],
        },
      },
      { btags: Array.from({ length: 50 }, (_, i) => `tag-${i}`) },
    ];
    for (const overrides of cases) {
      const res = await postCampaign(organization.id, apiKey, campaignBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(200);
    }
    const res = await postCampaign(organization.id, apiKey, campaignBody({ name: "  padded  " }));
    expect(res.json.name).toBe("padded");
  });

  const ok = campaignBody();
  const bad = (path: string, overrides: Record<string, unknown>) => [path, overrides] as const;
  it.each([
    bad("name", { name: "" }),
    bad("name", { name: "   " }),
    bad("name", { name: "x".repeat(41) }),
    bad("name", { name: "캠".repeat(41) }),
    bad("name", { name: "👍".repeat(41) }),
    bad("name", { name: undefined }),
    bad("name", { name: 5 }),
    bad("ads.0.name", { ads: [adBody({ name: "" })] }),
    bad("ads.0.name", { ads: [adBody({ name: "가".repeat(41) })] }),
    bad("ads.0.creatives", { ads: [adBody({ creatives: [] })] }),
    bad("ads.0.creatives.0", { ads: [adBody({ creatives: [{}] })] }),
    bad("ads.0.creatives.0", { ads: [adBody({ creatives: [{ image: HOSTED_IMAGE, video: { assetId: "a".repeat(24) } }] })] }),
    bad("ads.0.creatives.0.image.url", { ads: [adBody({ creatives: [{ image: { ...HOSTED_IMAGE, url: "ftp://x.example" } }] })] }),
    bad("ads.0.creatives.0.image.width", { ads: [adBody({ creatives: [{ image: { ...HOSTED_IMAGE, width: 0 } }] })] }),
    bad("ads.0.creatives.0.image.height", { ads: [adBody({ creatives: [{ image: { ...HOSTED_IMAGE, height: 1.5 } }] })] }),
    bad("ads.0.creatives.0.image.mime", { ads: [adBody({ creatives: [{ image: { ...HOSTED_IMAGE, mime: "" } }] })] }),
    bad("ads.0.creatives.0.image.mime", { ads: [adBody({ creatives: [{ image: { ...HOSTED_IMAGE, mime: "m".repeat(21) } }] })] }),
    bad("ads.0.creatives.0.image.mime", { ads: [adBody({ creatives: [{ image: { url: HOSTED_IMAGE.url, width: 1, height: 1 } }] })] }),
    bad("ads.0.creatives.0.image.url", { ads: [adBody({ creatives: [{ image: { assetId: "a".repeat(24), url: HOSTED_IMAGE.url } }] })] }),
    bad("ads.0.creatives.0.image.assetId", { ads: [adBody({ creatives: [{ image: { assetId: "XYZ" } }] })] }),
    bad("ads.0.creatives.0.image.assetId", { ads: [adBody({ creatives: [{ image: { assetId: "A".repeat(24) } }] })] }),
    bad("ads.0.creatives.0.image.alt", { ads: [adBody({ creatives: [{ image: { ...HOSTED_IMAGE, alt: "x" } }] })] }),
    bad("ads.0.destinationUrl", { ads: [adBody({ destinationUrl: "https://exa mple.com" })] }),
    bad("ads.0.destinationUrl", { ads: [adBody({ destinationUrl: "example.com" })] }),
    bad("ads.0.promotedAppId", { ads: [adBody({ promotedAppId: "123" })] }),
    bad("ads.0.productType", { ads: [adBody({ productType: "AD_PRODUCT_TYPE_BANNER" })] }),
    bad("ads.0.productType", { ads: [adBody({ productType: undefined })] }),
    bad("ads.0.cpm", { ads: [adBody({ cpm: 1.5 })] }),
    bad("ads.0.cpm", { ads: [adBody({ cpm: -1 })] }),
    bad("ads.0.cpm", { ads: [adBody({ cpm: 1e9 + 1 })] }),
    bad("ads.0.cpm", { ads: [adBody({ cpm: "3000" })] }),
    bad("ads.0.cur", { ads: [adBody({ cur: "CURRENCY_USD" })] }),
    bad("ads.0.categories.1", { ads: [adBody({ categories: ["a", "a"] })] }),
    bad("ads.0.categories.0", { ads: [adBody({ categories: [""] })] }),
    bad("ads.0.categories", { ads: [adBody({ categories: undefined })] }),
    bad("ads", { ads: [] }),
    bad("ads.0.extra", { ads: [adBody({ extra: 1 })] }),
    bad("cur", { cur: "CURRENCY_USD" }),
    bad("cur", { cur: undefined }),
    bad("budget", { budget: 1.5 }),
    bad("budget", { budget: -1 }),
    bad("budget", { budget: 1e12 + 1 }),
    bad("budget", { budget: "1000" }),
    bad("budget", { budget: undefined }),
    bad("startAt", { startAt: "2026-02-30T00:00:00Z" }),
    bad("startAt", { startAt: "2026-01-01T24:00:00Z" }),
    bad("startAt", { startAt: "2026-01-01 00:00:00Z" }),
    bad("startAt", { startAt: "2026-01-01T00:00:00" }),
    bad("startAt", { startAt: "2026-01-01T00:00:00.1234567890Z" }),
    bad("startAt", { startAt: "2026-01-01T00:00:00.Z" }),
    bad("startAt", { startAt: "2026-01-01T00:00:00+0900" }),
    bad("endAt", { endAt: "2025-12-31T00:00:00Z" }),
    bad("endAt", { endAt: "2026-01-01T09:00:00+09:00" }),
    bad("targeting.platforms.0", { targeting: { ...ok.targeting, platforms: ["APP_PLATFORM_PS5"] } }),
    bad("targeting.platforms.1", { targeting: { ...ok.targeting, platforms: ["APP_PLATFORM_IOS", "APP_PLATFORM_IOS"] } }),
    bad("targeting.devices.0", { targeting: { ...ok.targeting, devices: ["DEVICE_TYPE_TV"] } }),
    bad("targeting.locations.1", { targeting: { ...ok.targeting, locations: ["KR", "kr"] } }),
    bad("targeting.locations.1", { targeting: { ...ok.targeting, locations: ["KR", "KR"] } }),
    bad("targeting.locations.0", { targeting: { ...ok.targeting, locations: ["EU"] } }),
    bad("targeting.languages.0", { targeting: { ...ok.targeting, languages: ["KO"] } }),
    bad("targeting.languages.0", { targeting: { ...ok.targeting, languages: ["kor"] } }),
    bad("targeting.languages.2", { targeting: { ...ok.targeting, languages: ["ko", "en", "ko"] } }),
    bad("targeting.tags.0", { targeting: { ...ok.targeting, tags: ["t".repeat(51)] } }),
    bad("targeting.tags", { targeting: { ...ok.targeting, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) } }),
    bad("targeting.languages", { targeting: { ...ok.targeting, languages: undefined } }),
    bad("targeting.inventoryTargets", { targeting: { ...ok.targeting, inventoryTargets: [{ organizationId: "a".repeat(24) }] } }),
    bad("btags.1", { btags: ["x", "x"] }),
    bad("btags", { btags: undefined }),
    bad("budgett", { budgett: 5 }),
  ])("400 VALIDATION_FAILED naming %s", async (path, overrides) => {
    const { organization, apiKey } = await createOwner();
    const res = await postCampaign(organization.id, apiKey, campaignBody(overrides));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await prisma.campaign.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("refuses malformed JSON and a bad organization id", async () => {
    const { organization, apiKey } = await createOwner();
    const { POST } = await import("./route");
    const malformed = await callRoute(POST, "POST", campaignsPath(organization.id), {
      params: { organizationId: organization.id },
      apiKey,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "MALFORMED_JSON" });
    const badId = await postCampaign("not-an-id", apiKey);
    expect(badId.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
  });

  it.each<[AssetStatus, AssetKind, string]>([
    ["QUEUED", "IMAGE", "image"],
    ["PROCESSING", "IMAGE", "image"],
    ["FAILED", "IMAGE", "image"],
    ["READY", "VIDEO", "image"],
    ["READY", "IMAGE", "video"],
  ])("409 CREATIVE_NOT_READY with assetId for a %s %s asset used as %s", async (status, kind, as) => {
    const { organization, apiKey } = await createOwner();
    const asset = await createAsset(organization.id, { status, kind });
    const res = await postCampaign(
      organization.id,
      apiKey,
      campaignBody({ ads: [adBody({ creatives: [{ [as]: { assetId: asset.id } }] })] }),
    );
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "CREATIVE_NOT_READY", assetId: asset.id });
    expect(await prisma.campaign.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("answers an uploaded image creative's stored thumbnail and its size; a video and a hosted image have none", async () => {
    const { organization, apiKey } = await createOwner();
    const image = await createAsset(organization.id, { thumbnail: true });
    const video = await createAsset(organization.id, { kind: "VIDEO" });
    const body = campaignBody({
      ads: [
        adBody({ creatives: [{ image: { assetId: image.id } }, { image: HOSTED_IMAGE }] }),
        adBody({ creatives: [{ video: { assetId: video.id } }] }),
      ],
    });
    const res = await postCampaign(organization.id, apiKey, body);
    expect(res.status).toBe(200);
    const [uploaded, hosted] = res.json.ads[0].creatives;
    // 640×360 fits 320×320 as 320×180.
    expect(uploaded.thumbnail).toEqual({
      url: `http://localhost:3000/media/${organization.id}/${image.id}/thumbnail.webp`,
      width: 320,
      height: 180,
    });
    expect(uploaded.image.url).toBe(`http://localhost:3000/media/${organization.id}/${image.id}/original.png`);
    expect(hosted.thumbnail).toBeUndefined();
    expect(res.json.ads[1].creatives[0].thumbnail).toBeUndefined();
    const read = await callRoute(GET, "GET", campaignsPath(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(read.json.items[0].ads[0].creatives[0].thumbnail).toEqual(uploaded.thumbnail);
  });

  it("404 for another organization's asset or app, and for an unknown one", async () => {
    const mine = await createOwner();
    const other = await createOwner();
    const theirAsset = await createAsset(other.organization.id);
    const theirApp = await registerApp(other.organization.id);
    for (const ad of [
      adBody({ creatives: [{ image: { assetId: theirAsset.id } }] }),
      adBody({ creatives: [{ image: { assetId: "0123456789abcdef01234567" } }] }),
      adBody({ promotedAppId: theirApp.id }),
      adBody({ promotedAppId: "0123456789abcdef01234567" }),
    ]) {
      const res = await postCampaign(mine.organization.id, mine.apiKey, campaignBody({ ads: [ad] }));
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "NOT_FOUND" });
    }
    expect(await prisma.campaign.count({ where: { organizationId: mine.organization.id } })).toBe(0);
  });

  it("promotes an app of the organization; its approval decides whether those ads serve", async () => {
    const { organization, apiKey } = await createOwner();
    await seedLedger(organization.id, [{ type: "CHARGE_TYPE_PAID", amount: 10000, createdAt: new Date() }]);
    const approved = await registerApp(organization.id, { name: "Approved Game" });
    await setPlatformStatus(approved.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
    const waiting = await registerApp(organization.id, { name: "Waiting Game" });
    const campaign = await createCampaignViaApi(
      organization.id,
      apiKey,
      campaignBody({ ads: [adBody({ promotedAppId: approved.id }), adBody({ name: "Ad two", promotedAppId: waiting.id })] }),
    );
    expect(campaign.ads.map((a: { promotedAppId: string }) => a.promotedAppId)).toEqual([approved.id, waiting.id]);
    expect(campaign.serving.reasons.map((r: { reason: string }) => r.reason)).toEqual(["PENDING_REVIEW", "PROMOTED_APP_NOT_APPROVED"]);
    expect(campaign.serving.reasons[1]).toMatchObject({ adIds: [campaign.ads[1]._id], message: expect.stringContaining("Waiting Game") });
  });

  it("a Viewer cannot create; a role scoped to one app creates only campaigns promoting that app", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const denied = await postCampaign(organization.id, viewer.apiKey);
    expect(denied.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });

    const app = await registerApp(organization.id);
    const otherApp = await registerApp(organization.id);
    const role = await createCustomRole(organization.id, [`campaign:*@organization/${organization.id}/app/${app.id}`]);
    const scoped = await addMemberWithRole(organization.id, role.id);
    const own = await postCampaign(organization.id, scoped.apiKey, campaignBody({ ads: [adBody({ promotedAppId: app.id })] }));
    expect(own.status).toBe(200);
    for (const ads of [
      [adBody()],
      [adBody({ promotedAppId: otherApp.id })],
      [adBody({ promotedAppId: app.id }), adBody({ promotedAppId: otherApp.id })],
    ]) {
      const res = await postCampaign(organization.id, scoped.apiKey, campaignBody({ ads }));
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    }
  });

  it("403 NOT_A_MEMBER in another organization", async () => {
    const mine = await createOwner();
    const other = await createOwner();
    const res = await postCampaign(other.organization.id, mine.apiKey);
    expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "NOT_A_MEMBER" });
  });
});

describe("GET /api/core/organization/{organizationId}/campaign (extension: list)", () => {
  const list = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
    callRoute(GET, "GET", campaignsPath(organizationId), { params: { organizationId }, apiKey, query });

  it("pages newest first with a keyset cursor, never repeating or skipping (createdAt ties included)", async () => {
    const { organization, apiKey } = await createOwner();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createCampaignViaApi(organization.id, apiKey, campaignBody({ name: `C${i}` })));
    // Two campaigns in the same millisecond: the id breaks the tie.
    const tie = new Date("2026-06-01T00:00:00.000Z");
    await prisma.campaign.updateMany({ where: { id: { in: [made[1]._id, made[2]._id] } }, data: { createdAt: tie } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(organization.id, apiKey, { limit: "2", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.json.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.json.items.map((c: { _id: string }) => c._id));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const rows = await prisma.campaign.findMany({
      where: { organizationId: organization.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    expect(seen).toEqual(rows.map((r) => r.id));
  });

  it("filters by status as read (endAt passed is ENDED), name and promoted app", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const pending = await createCampaignViaApi(organization.id, apiKey, campaignBody({ name: "Alpha Pending" }));
    const active = await createCampaignViaApi(
      organization.id,
      apiKey,
      campaignBody({ name: "Beta Active", ads: [adBody({ promotedAppId: app.id })] }),
    );
    const expired = await createCampaignViaApi(organization.id, apiKey, campaignBody({ name: "Gamma expired" }));
    await setCampaign(active._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    await setCampaign(expired._id, { status: "CAMPAIGN_STATUS_ACTIVE", endAt: new Date(Date.now() - 1000) });
    const ids = async (query: Record<string, string>) =>
      (await list(organization.id, apiKey, query)).json.items.map((c: { _id: string }) => c._id);
    expect(await ids({ status: "CAMPAIGN_STATUS_ACTIVE" })).toEqual([active._id]);
    expect(await ids({ status: "CAMPAIGN_STATUS_ENDED" })).toEqual([expired._id]);
    expect(await ids({ status: "CAMPAIGN_STATUS_PENDING" })).toEqual([pending._id]);
    expect(await ids({ name: "beta" })).toEqual([active._id]);
    expect(await ids({ promotedAppId: app.id })).toEqual([active._id]);
    const all = await list(organization.id, apiKey);
    expect(all.json.items.find((c: { _id: string }) => c._id === expired._id).status).toBe("CAMPAIGN_STATUS_ENDED");
  });

  it.each([
    [{ status: "CAMPAIGN_STATUS_NOPE" }, "status"],
    [{ limit: "0" }, "limit"],
    [{ limit: "201" }, "limit"],
    [{ cursor: "garbage" }, "cursor"],
    [{ promotedAppId: "x" }, "promotedAppId"],
    [{ sort: "name" }, "sort"],
  ])("400 for the query %j", async (query, path) => {
    const { organization, apiKey } = await createOwner();
    const res = await list(organization.id, apiKey, query as Record<string, string>);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details[0].path).toBe(path);
  });

  it("a role scoped to one app lists only the campaigns promoting that app; no campaign:read at all is 403", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const otherApp = await registerApp(organization.id);
    const mine = await createCampaignViaApi(organization.id, apiKey, campaignBody({ ads: [adBody({ promotedAppId: app.id })] }));
    await createCampaignViaApi(organization.id, apiKey, campaignBody({ ads: [adBody({ promotedAppId: otherApp.id })] }));
    await createCampaignViaApi(
      organization.id,
      apiKey,
      campaignBody({ ads: [adBody({ promotedAppId: app.id }), adBody({ promotedAppId: otherApp.id })] }),
    );
    await createCampaignViaApi(organization.id, apiKey);
    const role = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}/app/${app.id}`]);
    const scoped = await addMemberWithRole(organization.id, role.id);
    const res = await list(organization.id, scoped.apiKey);
    expect(res.json.items.map((c: { _id: string }) => c._id)).toEqual([mine._id]);

    const noCampaigns = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`]);
    const outsider = await addMemberWithRole(organization.id, noCampaigns.id);
    expect((await list(organization.id, outsider.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });

  it("lists only this organization's campaigns", async () => {
    const a = await createOwner();
    const b = await createOwner();
    await createCampaignViaApi(a.organization.id, a.apiKey);
    const res = await list(b.organization.id, b.apiKey);
    expect(res.json).toEqual({ items: [], nextCursor: null });
  });
});
