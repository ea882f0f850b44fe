// Every read of an organization — lists, single objects, reports, exports and their file downloads — is gated by a
// permission: a member whose role grants nothing is refused (403 PERMISSION_DENIED) on each, walked over every GET
// of the document so a read added later is held to it. Only the member's own views answer them: who they are, what
// they may do, and whether the organization asks them for two-factor. The Owner is answered on the same paths, so
// the refusals are the role's, not a wrong path.
import { describe, expect, it } from "vitest";
import { handlerOf, type Operation } from "@/lib/http/operation";
import { newObjectId } from "@/lib/new-object-id";
import { ROUTES } from "@/lib/openapi/registry";
import { callRoute } from "@/lib/test/call-route";
import { createCampaignViaApi } from "@/lib/test/campaigns";
import { crossPromotionBody } from "@/lib/test/cross-promotions";
import { addMemberWithRole, createCustomRole, createOwner, registerApp, setPlatformStatus } from "@/lib/test/fixtures";
import { POST as createCrossPromotion } from "@/app/api/core/organization/[organizationId]/house-campaign/cross-promotion/route";

/** A member's own views, answered whatever the role grants. */
const OWN = ["/me", "/permissions", "/two-factor"].map((tail) => `/api/core/organization/{organizationId}${tail}`);
/** The caller's own notification settings: a console session's only (any key is refused SESSION_REQUIRED). */
const PERSON = ["/api/core/organization/{organizationId}/me/notification-preferences"];

/** Path parameters that are not ids: a value of the right shape (a month that has ended). */
const NAMED: Record<string, string> = { platform: "APP_PLATFORM_ANDROID", month: "2026-01" };

const reads = ROUTES.filter((route) => route.method === "GET" && route.path.includes("{organizationId}"));

async function world() {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  const nothing = await createCustomRole(organizationId, [], "Grants nothing");
  const member = await addMemberWithRole(organizationId, nothing.id);
  // routes that find their object before the permission (a campaign's app decides who may read it) get a real one
  const campaign = await createCampaignViaApi(organizationId, owner.apiKey);
  const app = await registerApp(organizationId, { name: "Cross promoted" });
  await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_APPROVED");
  const promotion = await callRoute(
    createCrossPromotion,
    "POST",
    `/api/core/organization/${organizationId}/house-campaign/cross-promotion`,
    {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: crossPromotionBody(app.id, [organizationId]),
    },
  );
  expect(promotion.status).toBe(200);
  const house = { _id: promotion.json.campaignId as string };
  const call = (route: (typeof reads)[number], apiKey: string) => {
    const params: Record<string, string> = { organizationId };
    for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
      if (name === "campaignId") params[name] = route.path.includes("/house-campaign/") ? house._id : campaign._id;
      else if (name in NAMED) params[name] = NAMED[name];
      else if (name !== "organizationId") params[name] = newObjectId();
    }
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
    return callRoute(handlerOf(route as Operation), "GET", path, { params, apiKey });
  };
  return { owner, member, call };
}

describe("every read of an organization needs a permission", () => {
  it("a member whose role grants nothing is refused every read but their own views", async () => {
    const { member, call } = await world();
    expect(reads.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const route of reads) {
      const res = await call(route, member.apiKey);
      const reason = (res.json as { reason?: string } | undefined)?.reason;
      if (OWN.includes(route.path)) expect(res.status, route.path).toBe(200);
      else if (PERSON.includes(route.path)) expect(reason, route.path).toBe("SESSION_REQUIRED");
      else if (res.status !== 403 || reason !== "PERMISSION_DENIED") answered.push(`${res.status} ${reason ?? ""} ${route.path}`);
    }
    expect(answered).toEqual([]);
  });

  it("the Owner is not refused on the same paths (a missing object is 404, never 403)", async () => {
    const { owner, call } = await world();
    const refused: string[] = [];
    for (const route of reads.filter((route) => !PERSON.includes(route.path))) {
      const res = await call(route, owner.apiKey);
      if (res.status === 403 || res.status >= 500) refused.push(`${res.status} ${route.path}`);
    }
    expect(refused).toEqual([]);
  });
});
