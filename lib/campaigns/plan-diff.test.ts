import { describe, expect, it } from "vitest";
import { diffEntry } from "./plan-diff";
import { planBody, type ExportedCampaign } from "./plan-schemas";

const CAMPAIGN = "65f1c0ffee0000000000c001";
const AD = "65f1c0ffee0000000000a001";
const ASSET = "6740a2b2c3d4e5f601234572";
const NEW_ASSET = "6740a2b2c3d4e5f601234573";
const HOSTED = { url: "https://cdn.example.com/a.png", width: 1200, height: 628, mime: "image/png" };

const current: ExportedCampaign = {
  campaignId: CAMPAIGN,
  version: "0123456789abcdef",
  name: "Winter",
  startAt: "2026-01-01T00:00:00.000Z",
  endAt: null,
  budget: 1_000_000,
  dailyBudget: null,
  targeting: { platforms: [], devices: [], tags: [], locations: ["KR", "JP"], languages: [] },
  btags: [],
  bid: { type: "BID_TYPE_CPM", amount: null, countries: [{ country: "JP", amount: 10 }] },
  goal: { type: "GOAL_TYPE_NONE", target: null },
  frequencyCap: null,
  schedule: null,
  ads: [
    {
      adId: AD,
      name: "Banner",
      categories: ["puzzle"],
      cpm: 3000,
      creatives: [{ image: { assetId: ASSET } }, { image: HOSTED }],
      destinationUrl: null,
      frequencyCap: null,
    },
  ],
};

/** The entry as the route parses it, then compared with the campaign above. */
const diff = (entry: Record<string, unknown>) => {
  const [parsed] = planBody.parse({ campaigns: [{ campaignId: CAMPAIGN, version: current.version, ...entry }] }).campaigns;
  return diffEntry(parsed, 0, current, () => ["c1", "c2"]);
};

describe("diffEntry", () => {
  it("the campaign as it is changes nothing: the same instants, sets in another order, bid members left out", () => {
    const result = diff({
      startAt: "2026-01-01T09:00:00+09:00",
      targeting: { locations: ["JP", "KR"] },
      bid: { type: "BID_TYPE_CPM" },
      ads: [
        {
          adId: AD,
          creatives: [{ image: { assetId: ASSET } }, { image: { mime: "image/png", url: HOSTED.url, height: 628, width: 1200 } }],
        },
      ],
    });
    expect(result).toMatchObject({ action: "UNCHANGED", changes: [], writes: [], errors: [] });
    expect(result.ads).toEqual([{ index: 0, adId: AD, name: "Banner", action: "UNCHANGED", changes: [] }]);
  });

  it("one updateCampaign with every changed field; targeting sent whole; the ad's kept creatives by _id", () => {
    const result = diff({
      budget: 2_000_000,
      endAt: "2027-01-01T00:00:00Z",
      targeting: { locations: ["KR"] },
      bid: { countries: [] },
      ads: [
        { adId: AD, creatives: [{ image: HOSTED }, { video: { assetId: NEW_ASSET } }] },
        { name: "New", creatives: [{ image: HOSTED }] },
      ],
    });
    expect(result.changes.map((change) => change.field)).toEqual(["endAt", "budget", "targeting.locations", "bid"]);
    expect(result.writes).toEqual([
      {
        op: "updateCampaign",
        params: { campaignId: CAMPAIGN },
        body: {
          budget: 2_000_000,
          endAt: new Date("2027-01-01T00:00:00Z"),
          targeting: { ...current.targeting, locations: ["KR"] },
          bid: { countries: [] },
        },
        at: "campaigns.0",
      },
      {
        op: "updateAd",
        params: { campaignId: CAMPAIGN, adId: AD },
        body: { creatives: [{ _id: "c2" }, { video: { assetId: NEW_ASSET } }] },
        at: "campaigns.0.ads.0",
        adIndex: 0,
      },
      {
        op: "addAd",
        params: { campaignId: CAMPAIGN },
        body: { name: "New", creatives: [{ image: HOSTED }], productType: "AD_PRODUCT_TYPE_INTRINSIC" },
        at: "campaigns.0.ads.1",
        adIndex: 1,
      },
    ]);
  });

  it("an adId the campaign lacks, or a new promoted app on an ad, is refused with its path", () => {
    const result = diff({ ads: [{ adId: "65f1c0ffee0000000000a009" }, { adId: AD, promotedAppId: "65f1c0ffee0000000000b001" }] });
    expect(result.errors.map((error) => error.path)).toEqual(["campaigns.0.ads.0.adId", "campaigns.0.ads.1.promotedAppId"]);
    expect(result.writes).toEqual([]);
  });

  it("a start on approval replaces the start; a new campaign is one createCampaign", () => {
    expect(diff({ startOnApproval: true }).writes[0].body).toEqual({ startOnApproval: true });
    const [entry] = planBody.parse({
      campaigns: [{ name: "New", budget: 5, endAt: null, ads: [{ name: "Ad", creatives: [{ image: HOSTED }] }] }],
    }).campaigns;
    const created = diffEntry(entry, 3, null, () => []);
    expect(created).toMatchObject({ action: "CREATE", ads: [{ action: "CREATE", adId: null, name: "Ad" }] });
    expect(created.writes).toEqual([
      {
        op: "createCampaign",
        params: {},
        body: {
          name: "New",
          budget: 5,
          cur: "CURRENCY_KRW",
          ads: [{ name: "Ad", creatives: [{ image: HOSTED }], productType: "AD_PRODUCT_TYPE_INTRINSIC" }],
        },
        at: "campaigns.3",
      },
    ]);
  });
});
