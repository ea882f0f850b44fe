import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMemberWithRole, createCustomRole, createOwner, registerApp } from "@/lib/test/fixtures";
import { GET as LIST } from "@/app/api/core/organization/[organizationId]/apps/[appId]/attribution/settings/route";
import { DELETE, GET, PUT } from "./route";

const ANDROID = "APP_PLATFORM_ANDROID";
const IOS = "APP_PLATFORM_IOS";
const IOS_STORE = "https://apps.apple.com/kr/app/puzzle-forge/id123456789";

async function fixture(platforms: string[] = [ANDROID, IOS]) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const app = await registerApp(organizationId, {
    platform: platforms,
    platformSettings: {
      ...(platforms.includes(ANDROID)
        ? { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle" } }
        : {}),
      ...(platforms.includes(IOS) ? { ios: { storeUrl: IOS_STORE } } : {}),
    },
  });
  const base = `/api/core/organization/${organizationId}/apps/${app.id}/attribution/settings`;
  const at = (platform: string) => ({ url: `${base}/${platform}`, params: { organizationId, appId: app.id, platform } });
  return { owner, organizationId, app, base, at, apiKey: owner.apiKey };
}

const appsflyerAndroid = {
  partner: "APPSFLYER",
  partnerAppId: "com.pixelforge.puzzle",
  conversionEvents: ["af_purchase", "af_complete_registration", "af_purchase"],
  revenueEvents: ["af_purchase"],
};

describe("PUT/GET/DELETE …/apps/{appId}/attribution/settings/{platform}", () => {
  it("sets an AppsFlyer platform up, reads it back, lists it, audits it, and removes it", async () => {
    const { at, apiKey, organizationId, app, base } = await fixture();
    const { url, params } = at(ANDROID);
    const put = await callRoute(PUT, "PUT", url, { params, apiKey, body: appsflyerAndroid });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({
      appId: app.id,
      platform: ANDROID,
      partner: "APPSFLYER",
      partnerAppId: "com.pixelforge.puzzle",
      partnerSettings: {},
      conversionEvents: ["af_purchase", "af_complete_registration"],
      revenueEvents: ["af_purchase"],
    });
    expect((await callRoute(GET, "GET", url, { params, apiKey })).json).toEqual(put.json);
    const ios = at(IOS);
    const iosPut = await callRoute(PUT, "PUT", ios.url, {
      params: ios.params,
      apiKey,
      body: { partner: "APPSFLYER", partnerAppId: "id123456789" },
    });
    expect(iosPut.status).toBe(200);
    const list = await callRoute(LIST, "GET", base, { params: { organizationId, appId: app.id }, apiKey });
    expect(list.json.items.map((item: { platform: string }) => item.platform)).toEqual([ANDROID, IOS]);
    const audit = await prisma.auditEntry.findMany({ where: { organizationId, action: "attribution:update" } });
    expect(audit).toHaveLength(2);
    expect(audit[0].targetId).toBe(app.id);

    const del = await callRoute(DELETE, "DELETE", url, { params, apiKey });
    expect(del.status).toBe(200);
    expect((await callRoute(GET, "GET", url, { params, apiKey })).json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
    expect((await callRoute(DELETE, "DELETE", url, { params, apiKey })).status).toBe(404);
    expect(await prisma.auditEntry.count({ where: { organizationId, action: "attribution:delete" } })).toBe(1);
  });

  it("replaces the whole setting, keeping only the new partner's extras", async () => {
    const { at, apiKey } = await fixture();
    const { url, params } = at(ANDROID);
    const adjust = { partner: "ADJUST", partnerAppId: "abc123def456", partnerSettings: { trackerToken: "xyz9876" } };
    expect((await callRoute(PUT, "PUT", url, { params, apiKey, body: adjust })).json.partnerSettings).toEqual({ trackerToken: "xyz9876" });
    const res = await callRoute(PUT, "PUT", url, { params, apiKey, body: appsflyerAndroid });
    expect(res.json.partnerSettings).toEqual({});
    expect(res.json.partner).toBe("APPSFLYER");
  });

  it.each([
    [ANDROID, { partner: "APPSFLYER", partnerAppId: "id123456789" }, "partnerAppId"],
    [IOS, { partner: "APPSFLYER", partnerAppId: "com.pixelforge.puzzle" }, "partnerAppId"],
    [ANDROID, { partner: "ADJUST", partnerAppId: "ABC", partnerSettings: { trackerToken: "xyz9876" } }, "partnerAppId"],
    [ANDROID, { partner: "ADJUST", partnerAppId: "abc123def456" }, "partnerSettings.trackerToken"],
    [
      ANDROID,
      { partner: "SINGULAR", partnerAppId: "com.pixelforge.puzzle", partnerSettings: { linkBase: "https://evil.example/x" } },
      "partnerSettings.linkBase",
    ],
    [
      ANDROID,
      { partner: "GENERIC", partnerAppId: "puzzle", partnerSettings: { linkTemplate: "https://t.example/c?cid={campaign_id}" } },
      "partnerSettings.linkTemplate",
    ],
    [
      ANDROID,
      { partner: "GENERIC", partnerAppId: "puzzle", partnerSettings: { linkTemplate: "https://t.example/c?c={click_id}&x={nope}" } },
      "partnerSettings.linkTemplate",
    ],
    [
      ANDROID,
      { partner: "APPSFLYER", partnerAppId: "com.pixelforge.puzzle", partnerSettings: { trackerToken: "xyz9876" } },
      "partnerSettings.trackerToken",
    ],
    [ANDROID, { partner: "BRANCH", partnerAppId: "com.pixelforge.puzzle" }, "partner"],
    [ANDROID, { partner: "APPSFLYER", partnerAppId: "com.pixelforge.puzzle", conversionEvents: [""] }, "conversionEvents.0"],
  ])("%s %j is 400 naming %s, and nothing is written", async (platform, body, path) => {
    const { at, apiKey, app } = await fixture();
    const { url, params } = at(platform);
    const res = await callRoute(PUT, "PUT", url, { params, apiKey, body });
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((detail: { path: string }) => detail.path)).toContain(path);
    expect(await prisma.attributionSetting.count({ where: { appId: app.id } })).toBe(0);
  });

  it("accepts each partner's documented ids", async () => {
    const { at, apiKey } = await fixture();
    const bodies = [
      { partner: "ADJUST", partnerAppId: "abc123def456", partnerSettings: { trackerToken: "abc123" } },
      {
        partner: "SINGULAR",
        partnerAppId: "com.pixelforge.puzzle",
        partnerSettings: { linkBase: "https://pixelforge.sng.link/Ab1cd/ef2g" },
      },
      {
        partner: "GENERIC",
        partnerAppId: "puzzle-1",
        partnerSettings: { linkTemplate: "https://t.example/c?c={click_id}&ad={ad_id}&ifa={device_ifa}" },
      },
    ];
    for (const body of bodies) {
      const { url, params } = at(IOS);
      const res = await callRoute(PUT, "PUT", url, { params, apiKey, body });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
  });

  it("refuses a platform the app does not have (400) and one that is not Android or iOS (400)", async () => {
    const { at, apiKey, app } = await fixture([ANDROID]);
    const ios = at(IOS);
    const res = await callRoute(PUT, "PUT", ios.url, {
      params: ios.params,
      apiKey,
      body: { partner: "APPSFLYER", partnerAppId: "id123456789" },
    });
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "platform" }] });
    const h5 = at("APP_PLATFORM_H5");
    const bad = await callRoute(PUT, "PUT", h5.url, { params: h5.params, apiKey, body: appsflyerAndroid });
    expect(bad.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(await prisma.attributionSetting.count({ where: { appId: app.id } })).toBe(0);
  });

  it("a caller of another organization is 403; a deleted app is 404", async () => {
    const { at, apiKey, app } = await fixture();
    const stranger = await createOwner();
    const { url, params } = at(ANDROID);
    const res = await callRoute(PUT, "PUT", url, { params, apiKey: stranger.apiKey, body: appsflyerAndroid });
    expect(res.status).toBe(403);
    await prisma.app.update({ where: { id: app.id }, data: { deletedAt: new Date() } });
    expect((await callRoute(PUT, "PUT", url, { params, apiKey, body: appsflyerAndroid })).status).toBe(404);
    expect(await prisma.attributionSetting.count({ where: { appId: app.id } })).toBe(0);
  });

  it("app:read reads, app:update changes; a key scoped to one app reaches that app only", async () => {
    const { at, apiKey, organizationId, app } = await fixture();
    const other = await registerApp(organizationId, { name: "Other" });
    const { url, params } = at(ANDROID);
    await callRoute(PUT, "PUT", url, { params, apiKey, body: appsflyerAndroid });

    const reader = await addMemberWithRole(
      organizationId,
      (await createCustomRole(organizationId, [`app:read@organization/${organizationId}`])).id,
    );
    expect((await callRoute(GET, "GET", url, { params, apiKey: reader.apiKey })).status).toBe(200);
    const denied = await callRoute(PUT, "PUT", url, { params, apiKey: reader.apiKey, body: { ...appsflyerAndroid, revenueEvents: [] } });
    expect(denied.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await callRoute(DELETE, "DELETE", url, { params, apiKey: reader.apiKey })).status).toBe(403);

    const scoped = await addMemberWithRole(
      organizationId,
      (
        await createCustomRole(organizationId, [
          `app:read@organization/${organizationId}/app/${app.id}`,
          `app:update@organization/${organizationId}/app/${app.id}`,
        ])
      ).id,
    );
    expect((await callRoute(PUT, "PUT", url, { params, apiKey: scoped.apiKey, body: appsflyerAndroid })).status).toBe(200);
    const otherParams = { organizationId, appId: other.id, platform: ANDROID };
    const otherUrl = `/api/core/organization/${organizationId}/apps/${other.id}/attribution/settings/${ANDROID}`;
    const elsewhere = await callRoute(PUT, "PUT", otherUrl, { params: otherParams, apiKey: scoped.apiKey, body: appsflyerAndroid });
    expect(elsewhere.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await callRoute(GET, "GET", otherUrl, { params: otherParams, apiKey: scoped.apiKey })).status).toBe(403);
    expect(await prisma.attributionSetting.count({ where: { appId: other.id } })).toBe(0);
    // The setting as it was: the reader's refused PUT changed nothing.
    expect(
      (await prisma.attributionSetting.findUniqueOrThrow({ where: { appId_platform: { appId: app.id, platform: ANDROID } } }))
        .revenueEvents,
    ).toEqual(["af_purchase"]);
  });
});
