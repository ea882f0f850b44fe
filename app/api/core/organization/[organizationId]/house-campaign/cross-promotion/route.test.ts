import { beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabaseTarget } from "@/lib/db/client";
import { createOrganization } from "@/lib/organizations/create-organization";
import { callRoute } from "@/lib/test/call-route";
import { createCustomRole, addMemberWithRole, createOwner, registerApp, setPlatformStatus } from "@/lib/test/fixtures";
import { crossPromotionBody } from "@/lib/test/cross-promotions";
import { GET, POST } from "./route";

const path = (organizationId: string) => `/api/core/organization/${organizationId}/house-campaign/cross-promotion`;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[0-9a-f]{24}$/;
const S = "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_";
const MISMATCH = "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH";
const NOT_APPROVED = "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_PROMOTED_APP_NOT_APPROVED";
/** A studio (A) with a child (B, whose child is C) and a second child (D, whose child is E); plus a foreign one. */
async function studio() {
  const owner = await createOwner({ name: "Acme Studio" });
  const a = owner.organization;
  const child = (name: string, parent: string) =>
    createOrganization(owner.user.id, { name, parentOrganizationId: parent }).then((r) => r.organization);
  const b = await child("Acme Puzzle", a.id);
  const c = await child("Acme Puzzle Kids", b.id);
  const d = await child("Acme Racing", a.id);
  const e = await child("Acme Racing Kids", d.id);
  const foreign = (await createOwner({ name: "Other Studio" })).organization;
  const app = await registerApp(a.id, { name: "Puzzle Forge" });
  await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
  return { ...owner, a, b, c, d, e, foreign, app };
}

const create = (organizationId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", path(organizationId), { params: { organizationId }, apiKey, body });
const list = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", path(organizationId), { params: { organizationId }, apiKey, query });

let s: Awaited<ReturnType<typeof studio>>;
beforeAll(async () => {
  s = await studio();
});

describe("POST cross promotion (operation 4)", () => {
  it("creates a house campaign (budget 0, PENDING, KRW, ads promoting the app) and the record, answered as the spec shapes it", async () => {
    const res = await create(s.a.id, s.apiKey, crossPromotionBody(s.app.id, [s.a.id, s.b.id]));
    expect(res.status).toBe(200);
    const record = res.json;
    expect(record).toEqual({
      _id: expect.stringMatching(ID),
      organizationId: s.a.id,
      campaignId: expect.stringMatching(ID),
      promotedAppId: s.app.id,
      houseCampaign: {
        campaign: expect.objectContaining({
          _id: record.campaignId,
          advertiser: s.a.id,
          kind: "HOUSE",
          status: "CAMPAIGN_STATUS_PENDING",
          budget: 0,
          budgetRemain: 0,
          cur: "CURRENCY_KRW",
          name: "Play Puzzle Forge",
          targeting: expect.objectContaining({ inventoryTargets: [{ organizationId: s.a.id }, { organizationId: s.b.id }] }),
        }),
        servingEligibility: { status: `${S}ELIGIBLE`, issues: [] },
        crossPromotionId: record._id,
        promotedAppId: s.app.id,
      },
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const campaign = record.houseCampaign.campaign;
    expect(campaign.ads).toHaveLength(1);
    expect(campaign.ads[0]).toMatchObject({ name: "Forge banner", cur: "CURRENCY_KRW", promotedAppId: s.app.id });
    expect(campaign.serving.reasons.map((r: { reason: string }) => r.reason)).toContain("PENDING_REVIEW");
    expect(await prisma.crossPromotion.count({ where: { id: record._id, campaignId: campaign._id } })).toBe(1);
  });

  it.each([
    ["the organization itself", (x: typeof s) => [x.a.id], `${S}ELIGIBLE`, () => []],
    ["a child organization", (x: typeof s) => [x.b.id], `${S}ELIGIBLE`, () => []],
    ["a grand-child", (x: typeof s) => [x.c.id], `${S}ELIGIBLE`, () => []],
    ["a foreign organization", (x: typeof s) => [x.foreign.id], `${S}INELIGIBLE`, (x: typeof s) => [[MISMATCH, x.foreign.id]]],
    [
      "own, child and a foreign one",
      (x: typeof s) => [x.a.id, x.b.id, x.foreign.id],
      `${S}PARTIALLY_ELIGIBLE`,
      (x: typeof s) => [[MISMATCH, x.foreign.id]],
    ],
    ["an organization id that exists nowhere", () => ["0".repeat(24)], `${S}INELIGIBLE`, () => [[MISMATCH, "0".repeat(24)]]],
  ])("targets %s", async (_, targets, status, issues) => {
    const res = await create(s.a.id, s.apiKey, crossPromotionBody(s.app.id, targets(s)));
    expect(res.status).toBe(200);
    const eligibility = res.json.houseCampaign.servingEligibility;
    expect(eligibility.status).toBe(status);
    expect(
      eligibility.issues.map((i: { reason: string; inventoryTarget: { organizationId: string } }) => [
        i.reason,
        i.inventoryTarget.organizationId,
      ]),
    ).toEqual(issues(s));
  });

  it("from a child organization: its own child is eligible, its sibling's child and its parent are not", async () => {
    const app = await registerApp(s.b.id, { name: "Kids Puzzle" });
    await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
    const key = (
      await addMemberWithRole(s.b.id, (await prisma.role.findFirstOrThrow({ where: { organizationId: s.b.id, systemKey: "owner" } })).id)
    ).apiKey;
    const res = await create(s.b.id, key, crossPromotionBody(app.id, [s.c.id, s.e.id, s.a.id]));
    expect(res.status).toBe(200);
    expect(res.json.houseCampaign.servingEligibility).toEqual({
      status: `${S}PARTIALLY_ELIGIBLE`,
      issues: [
        { reason: MISMATCH, inventoryTarget: { organizationId: s.e.id } },
        { reason: MISMATCH, inventoryTarget: { organizationId: s.a.id } },
      ],
    });
    expect(res.json.houseCampaign.campaign.serving.reasons.map((r: { reason: string }) => r.reason)).toContain("INVENTORY_NOT_ELIGIBLE");
  });

  it("an app without an APPROVED platform: PROMOTED_APP_NOT_APPROVED on every target; the list recomputes once approved", async () => {
    const app = await registerApp(s.a.id, { name: "Not Yet" });
    const res = await create(s.a.id, s.apiKey, crossPromotionBody(app.id, [s.a.id, s.b.id, s.foreign.id]));
    expect(res.json.houseCampaign.servingEligibility).toEqual({
      status: `${S}INELIGIBLE`,
      issues: [
        { reason: NOT_APPROVED, inventoryTarget: { organizationId: s.a.id } },
        { reason: NOT_APPROVED, inventoryTarget: { organizationId: s.b.id } },
        { reason: MISMATCH, inventoryTarget: { organizationId: s.foreign.id } },
        { reason: NOT_APPROVED, inventoryTarget: { organizationId: s.foreign.id } },
      ],
    });
    const serving = res.json.houseCampaign.campaign.serving;
    expect(serving.status).toBe("NOT_SERVING");
    expect(serving.reasons.map((r: { reason: string }) => r.reason)).toContain("PROMOTED_APP_NOT_APPROVED");

    await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
    const after = await list(s.a.id, s.apiKey, { promotedAppId: app.id });
    expect(after.json).toHaveLength(1);
    expect(after.json[0].houseCampaign.servingEligibility).toEqual({
      status: `${S}PARTIALLY_ELIGIBLE`,
      issues: [{ reason: MISMATCH, inventoryTarget: { organizationId: s.foreign.id } }],
    });
    expect(after.json[0].houseCampaign.campaign.serving.reasons.map((r: { reason: string }) => r.reason)).not.toContain(
      "PROMOTED_APP_NOT_APPROVED",
    );
  });

  const body = () => crossPromotionBody(s.app.id, [s.a.id]);
  const withTargeting = (patch: Record<string, unknown>) => ({ ...body(), targeting: { ...body().targeting, ...patch } });
  it.each([
    ["no inventoryTargets", () => withTargeting({ inventoryTargets: undefined }), "targeting.inventoryTargets"],
    ["empty inventoryTargets", () => withTargeting({ inventoryTargets: [] }), "targeting.inventoryTargets"],
    [
      "a repeated target",
      () => withTargeting({ inventoryTargets: [{ organizationId: s.a.id }, { organizationId: s.a.id }] }),
      "targeting.inventoryTargets.1.organizationId",
    ],
    [
      "a target that is not an ObjectId",
      () => withTargeting({ inventoryTargets: [{ organizationId: "acme" }] }),
      "targeting.inventoryTargets.0.organizationId",
    ],
    [
      "an unknown field in a target",
      () => withTargeting({ inventoryTargets: [{ organizationId: s.a.id, name: "x" }] }),
      "targeting.inventoryTargets.0.name",
    ],
    ["an unknown country", () => withTargeting({ locations: ["XX"] }), "targeting.locations.0"],
    ["a repeated language", () => withTargeting({ languages: ["ko", "ko"] }), "targeting.languages.1"],
    ["no promotedAppId", () => ({ ...body(), promotedAppId: undefined }), "promotedAppId"],
    ["a malformed promotedAppId", () => ({ ...body(), promotedAppId: "APP" }), "promotedAppId"],
    ["a name of 41 characters", () => ({ ...body(), name: "x".repeat(41) }), "name"],
    ["endAt before startAt", () => ({ ...body(), endAt: "2026-11-30T00:00:00Z" }), "endAt"],
    ["February 30", () => ({ ...body(), startAt: "2026-02-30T00:00:00Z" }), "startAt"],
    ["budget (house campaigns are created with none)", () => ({ ...body(), budget: 1000 }), "budget"],
    [
      "an ad naming its own promotedAppId",
      () => ({ ...body(), ads: [{ ...body().ads[0], promotedAppId: s.app.id }] }),
      "ads.0.promotedAppId",
    ],
    ["no ads", () => ({ ...body(), ads: [] }), "ads"],
    ["an ad without creatives", () => ({ ...body(), ads: [{ ...body().ads[0], creatives: [] }] }), "ads.0.creatives"],
  ])("400 for %s", async (_, make, detailPath) => {
    const res = await create(s.a.id, s.apiKey, make());
    expect({ statusCode: res.json.statusCode, code: res.json.code, reason: res.json.reason }).toEqual({
      statusCode: 400,
      code: "BadRequest",
      reason: "VALIDATION_FAILED",
    });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(detailPath);
  });

  it("a name of 40 emoji counts 40 characters", async () => {
    const res = await create(s.a.id, s.apiKey, { ...body(), name: "🎮".repeat(40) });
    expect(res.status).toBe(200);
  });

  it("404 for another organization's app, and for a deleted one", async () => {
    const other = await createOwner();
    const theirs = await registerApp(other.organization.id);
    const res = await create(s.a.id, s.apiKey, crossPromotionBody(theirs.id, [s.a.id]));
    expect({ statusCode: res.json.statusCode, code: res.json.code, reason: res.json.reason }).toEqual({
      statusCode: 404,
      code: "NotFound",
      reason: "NOT_FOUND",
    });
    expect(await prisma.campaign.count({ where: { organizationId: s.a.id, promotedAppIds: { has: theirs.id } } })).toBe(0);
  });
});

describe("GET cross promotions (operation 5)", () => {
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let apps: { id: string }[];
  const ids: string[] = [];
  beforeAll(async () => {
    owner = await createOwner({ name: "Lister" });
    apps = [await registerApp(owner.organization.id, { name: "One" }), await registerApp(owner.organization.id, { name: "Two" })];
    for (let i = 0; i < 5; i++) {
      const res = await create(
        owner.organization.id,
        owner.apiKey,
        crossPromotionBody(apps[i % 2].id, [owner.organization.id], { name: `Promo ${i}` }),
      );
      ids.push(res.json._id);
    }
  });

  it("answers an array, newest first", async () => {
    const res = await list(owner.organization.id, owner.apiKey);
    expect(res.status).toBe(200);
    expect(res.json.map((r: { _id: string }) => r._id)).toEqual([...ids].reverse());
    expect(res.headers.get("link")).toBeNull();
  });

  it("filters by promotedAppId", async () => {
    const res = await list(owner.organization.id, owner.apiKey, { promotedAppId: apps[1].id });
    expect(res.json.map((r: { _id: string }) => r._id)).toEqual([ids[3], ids[1]]);
    expect(res.json.every((r: { promotedAppId: string }) => r.promotedAppId === apps[1].id)).toBe(true);
  });

  it("pages with limit and a cursor in the Link header, never repeating or skipping", async () => {
    const seen: string[] = [];
    let query: Record<string, string> = { limit: "2" };
    for (let page = 0; page < 5; page++) {
      const res = await list(owner.organization.id, owner.apiKey, query);
      seen.push(...res.json.map((r: { _id: string }) => r._id));
      const link = res.headers.get("link");
      if (!link) break;
      const next = new URL(/^<([^>]+)>; rel="next"$/.exec(link)![1], "http://x");
      expect(next.pathname).toBe(path(owner.organization.id));
      query = Object.fromEntries(next.searchParams);
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it.each([
    [{ limit: "0" }, "limit"],
    [{ limit: "201" }, "limit"],
    [{ limit: "ten" }, "limit"],
    [{ cursor: "nope" }, "cursor"],
    [{ promotedAppId: "xyz" }, "promotedAppId"],
    [{ status: "ACTIVE" }, "status"],
  ])("400 with details for %o", async (query, detailPath) => {
    const res = await list(owner.organization.id, owner.apiKey, query);
    expect({ statusCode: res.json.statusCode, code: res.json.code, reason: res.json.reason }).toEqual({
      statusCode: 400,
      code: "BadRequest",
      reason: "VALIDATION_FAILED",
    });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(detailPath);
  });

  it("costs the same number of queries for a page of 1 and a page of 5 (no query per record)", async () => {
    const target = getDatabaseTarget();
    if (target.kind !== "pglite") return; // counted on the embedded database, where every statement passes one method
    const pglite = target.pglite as unknown as Record<string, (...args: unknown[]) => unknown>;
    const counted = async (limit: string) => {
      let count = 0;
      const originals = { query: pglite.query, exec: pglite.exec };
      for (const name of ["query", "exec"] as const) {
        pglite[name] = function (this: unknown, ...args: unknown[]) {
          count += 1;
          return originals[name].apply(this, args);
        };
      }
      try {
        const res = await list(owner.organization.id, owner.apiKey, { limit });
        expect(res.json).toHaveLength(Number(limit));
      } finally {
        Object.assign(pglite, originals);
      }
      return count;
    };
    const one = await counted("1");
    expect(one).toBeGreaterThan(3);
    expect(await counted("5")).toBe(one);
  });
});

describe("cross promotions: tenancy and permissions", () => {
  it("another organization's caller is 403 on this path; this organization's list never shows theirs", async () => {
    const other = await createOwner();
    const res = await list(s.a.id, other.apiKey);
    expect({ statusCode: res.json.statusCode, code: res.json.code, reason: res.json.reason }).toEqual({
      statusCode: 403,
      code: "Forbidden",
      reason: "NOT_A_MEMBER",
    });
    const theirs = await list(other.organization.id, other.apiKey);
    expect(theirs.json).toEqual([]);
    const filtered = await list(other.organization.id, other.apiKey, { promotedAppId: s.app.id });
    expect(filtered.json).toEqual([]);
  });

  it("a role scoped to one app creates and lists that app's cross promotions only", async () => {
    const other = await registerApp(s.a.id, { name: "Other Game" });
    const role = await createCustomRole(s.a.id, [`house-campaign:*@organization/${s.a.id}/app/${s.app.id}`]);
    const { apiKey } = await addMemberWithRole(s.a.id, role.id);
    expect((await create(s.a.id, apiKey, crossPromotionBody(s.app.id, [s.a.id]))).status).toBe(200);
    const denied = await create(s.a.id, apiKey, crossPromotionBody(other.id, [s.a.id]));
    expect({ statusCode: denied.json.statusCode, reason: denied.json.reason }).toEqual({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await list(s.a.id, apiKey, { promotedAppId: s.app.id })).status).toBe(200);
    expect((await list(s.a.id, apiKey)).json.reason).toBe("PERMISSION_DENIED");
  });

  it("a Viewer lists but cannot create", async () => {
    const viewerRole = await prisma.role.findFirstOrThrow({ where: { organizationId: s.a.id, systemKey: "viewer" } });
    const { apiKey } = await addMemberWithRole(s.a.id, viewerRole.id);
    expect((await list(s.a.id, apiKey)).status).toBe(200);
    expect((await create(s.a.id, apiKey, crossPromotionBody(s.app.id, [s.a.id]))).json.reason).toBe("PERMISSION_DENIED");
  });

  it("unsupported methods answer 404 METHOD_NOT_ALLOWED", async () => {
    const { PUT } = await import("./route");
    const res = await callRoute(PUT as never, "PUT", path(s.a.id), { params: { organizationId: s.a.id } });
    expect(res.json.reason).toBe("METHOD_NOT_ALLOWED");
  });
});
