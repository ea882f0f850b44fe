import { afterEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { addMemberWithRole, createCustomRole, createReviewer, registerApp, setPlatformStatus } from "@/lib/test/fixtures";
import { approvedCampaign, fundedOwner } from "@/lib/test/ads";
import { adBody, campaignBody } from "@/lib/test/campaigns";
import { fullRead } from "@/lib/test/serving-feed";
import { POST as issueKey } from "@/app/api/core/review/integration-keys/route";
import { GET as servingChanges } from "@/app/api/core/serving/changes/route";
import {
  DELETE as DELETE_SETTING,
  PUT as PUT_SETTING,
} from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/settings/[platform]/route";
import { GET } from "./route";

async function integrationKey() {
  const reviewer = await createReviewer();
  const issued = await callRoute(issueKey, "POST", "/api/core/review/integration-keys", {
    apiKey: reviewer.apiKey,
    body: { name: "Ad server" },
  });
  return issued.json.apiKey as string;
}

async function fixture() {
  const owner = await fundedOwner();
  const organizationId = owner.organization.id;
  const app = await registerApp(organizationId, {
    platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"],
    platformSettings: {
      android: { storeUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle" },
      ios: { storeUrl: "https://apps.apple.com/kr/app/puzzle-forge/id123456789" },
    },
  });
  await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
  const campaign = await approvedCampaign(
    organizationId,
    owner.apiKey,
    campaignBody({ name: "Winter push", ads: [adBody({ name: "Snowy levels", promotedAppId: app.id }), adBody({ name: "Plain" })] }),
  );
  const url = `/api/core/organization/${organizationId}/campaign/${campaign._id}/tracking-links`;
  const params = { organizationId, campaignId: campaign._id };
  const setting = (platform: string, body: unknown) =>
    callRoute(PUT_SETTING, "PUT", `/api/core/organization/${organizationId}/apps/${app.id}/attribution/settings/${platform}`, {
      params: { organizationId, appId: app.id, platform },
      apiKey: owner.apiKey,
      body,
    });
  return {
    owner,
    organizationId,
    app,
    campaign,
    url,
    params,
    setting,
    adId: campaign.ads[0]._id as string,
    creativeId: campaign.ads[0].creatives[0]._id as string,
  };
}

afterEach(() => vi.unstubAllEnvs());

describe("GET …/campaign/{campaignId}/tracking-links, and the serving feed's trackingLinks", () => {
  it("answers each promoting ad's link per platform set up and served, in the partner's format, and the feed carries it", async () => {
    vi.stubEnv("ATTRIBUTION_NETWORK_ID_APPSFLYER", "adnet_int");
    const { owner, url, params, setting, adId, creativeId, campaign, app } = await fixture();
    const before = await callRoute(GET, "GET", url, { params, apiKey: owner.apiKey });
    expect(before.status, before.text).toBe(200);
    expect(before.json.items).toEqual([{ adId, adName: "Snowy levels", promotedAppId: app.id, links: [] }]);

    const key = await integrationKey();
    const { changesCursor } = await fullRead(key);
    expect((await setting("APP_PLATFORM_ANDROID", { partner: "APPSFLYER", partnerAppId: "com.pixelforge.puzzle" })).status).toBe(200);
    // iOS is set up too, but the campaign serves Android only: no iOS link.
    expect(
      (await setting("APP_PLATFORM_IOS", { partner: "ADJUST", partnerAppId: "abc123def456", partnerSettings: { trackerToken: "xyz987" } }))
        .status,
    ).toBe(200);

    const res = await callRoute(GET, "GET", url, { params, apiKey: owner.apiKey });
    const expected =
      `https://app.appsflyer.com/com.pixelforge.puzzle?pid=adnet_int&c=Winter%20push&af_c_id=${campaign._id}&af_adset=Snowy%20levels` +
      `&af_adset_id=${adId}&af_ad=${creativeId}&af_ad_id=${creativeId}&af_siteid={publisher_id}&clickid={click_id}` +
      "&advertising_id={device_ifa}&af_ip={ip}&af_ua={user_agent}";
    expect(res.json.items).toEqual([
      {
        adId,
        adName: "Snowy levels",
        promotedAppId: app.id,
        links: [{ platform: "APP_PLATFORM_ANDROID", partner: "APPSFLYER", creativeId, url: expected }],
      },
    ]);

    // The feed: the ad's item carries the link, and the change log says the item changed.
    const feedLink = { platform: "APP_PLATFORM_ANDROID", partner: "APPSFLYER", creativeId, url: expected };
    const { set } = await fullRead(key);
    expect(set.get(adId)?.trackingLinks).toEqual([feedLink]);
    expect(set.get(campaign.ads[1]._id)).not.toHaveProperty("trackingLinks");
    const changes = await callRoute(servingChanges, "GET", "/api/core/serving/changes", { apiKey: key, query: { after: changesCursor } });
    const adChanges = changes.json.items.filter((item: { adId: string | null }) => item.adId === adId);
    expect(adChanges.at(-1)).toMatchObject({ kind: expect.stringMatching(/^(SERVABLE|CHANGED)$/), ad: { trackingLinks: [feedLink] } });

    // Removing the setting takes the link off the item.
    const del = await callRoute(
      DELETE_SETTING,
      "DELETE",
      `/api/core/organization/${params.organizationId}/apps/${app.id}/attribution/settings/APP_PLATFORM_ANDROID`,
      {
        params: { organizationId: params.organizationId, appId: app.id, platform: "APP_PLATFORM_ANDROID" },
        apiKey: owner.apiKey,
      },
    );
    expect(del.status).toBe(200);
    expect((await fullRead(key)).set.get(adId)).not.toHaveProperty("trackingLinks");
  });

  it("without the network's id an AppsFlyer link waits for the operator setting, and the feed leaves it out", async () => {
    vi.stubEnv("ATTRIBUTION_NETWORK_ID_APPSFLYER", "");
    const { owner, url, params, setting, adId, creativeId } = await fixture();
    await setting("APP_PLATFORM_ANDROID", { partner: "APPSFLYER", partnerAppId: "com.pixelforge.puzzle" });
    const res = await callRoute(GET, "GET", url, { params, apiKey: owner.apiKey });
    expect(res.json.items[0].links).toEqual([
      { platform: "APP_PLATFORM_ANDROID", partner: "APPSFLYER", creativeId, url: null, missing: "ATTRIBUTION_NETWORK_ID_APPSFLYER" },
    ]);
    const { set } = await fullRead(await integrationKey());
    expect(set.get(adId)).toBeDefined();
    expect(set.get(adId)).not.toHaveProperty("trackingLinks");
  });

  it("needs campaign:read on the promoted app: a role scoped to another app is 403; an unknown campaign 404", async () => {
    const { url, params, organizationId, owner } = await fixture();
    const other = await registerApp(organizationId, { name: "Other" });
    const role = await createCustomRole(organizationId, [`campaign:read@organization/${organizationId}/app/${other.id}`]);
    const member = await addMemberWithRole(organizationId, role.id);
    const res = await callRoute(GET, "GET", url, { params, apiKey: member.apiKey });
    expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const missing = "0123456789abcdef01234567";
    const notFound = await callRoute(GET, "GET", url.replace(params.campaignId, missing), {
      params: { ...params, campaignId: missing },
      apiKey: owner.apiKey,
    });
    expect(notFound.status).toBe(404);
  });
});
