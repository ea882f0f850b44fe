// What a platform reviewer reads of an organization they do not belong to: the app (without its SDK key), its
// approval history, campaigns and the balance (history and top-up requests they confirm). Nothing else.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { rotateApiKey } from "@/lib/members/rotate-api-key";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { createCustomRole, createOwner, createReviewer, registerApp } from "@/lib/test/fixtures";
import { campaignPath, createCampaignViaApi } from "@/lib/test/campaigns";
import { GET as getOrganization } from "./route";
import { GET as getPermissions } from "./permissions/route";
import { GET as listMembers } from "./members/route";
import { GET as getMember } from "./members/[userId]/route";
import { GET as listRoles } from "./roles/route";
import { GET as listApps } from "./apps/route";
import { GET as getApp } from "./apps/[appId]/route";
import { GET as approvalHistory } from "./apps/[appId]/approval/history/route";
import { GET as organizationReport } from "./report/route";
import { GET as getCampaign } from "./campaign/[campaignId]/route";
import { GET as campaignHistory } from "./campaign/[campaignId]/history/route";
import { GET as balanceHistory } from "./balance-history/route";
import { GET as listTopUps } from "./balance/top-ups/route";
import { GET as getMe } from "./me/route";

async function world() {
  const owner = await createOwner({ name: "Advertiser" });
  const organizationId = owner.organization.id;
  const app = await registerApp(organizationId);
  const campaign = await createCampaignViaApi(organizationId, owner.apiKey);
  return { owner, organizationId, app, campaign, reviewer: await createReviewer() };
}
type World = Awaited<ReturnType<typeof world>>;

const org = (w: World) => `/api/core/organization/${w.organizationId}`;
const get = (w: World, handler: Parameters<typeof callRoute>[0], path: string, apiKey: string, params: Record<string, string> = {}) =>
  callRoute(handler, "GET", `${org(w)}${path}`, { params: { organizationId: w.organizationId, ...params }, apiKey });

const REFUSED: [string, (w: World, apiKey: string) => ReturnType<typeof callRoute>][] = [
  ["the organization's record", (w, key) => get(w, getOrganization, "", key)],
  ["its permission tree", (w, key) => get(w, getPermissions, "/permissions", key)],
  ["its members", (w, key) => get(w, listMembers, "/members", key)],
  ["one member", (w, key) => get(w, getMember, `/members/${w.owner.user.id}`, key, { userId: w.owner.user.id })],
  ["its roles", (w, key) => get(w, listRoles, "/roles", key)],
  ["its list of apps (every SDK key)", (w, key) => get(w, listApps, "/apps", key)],
  ["its report", (w, key) => get(w, organizationReport, "/report", key, {})],
];

const ALLOWED: [string, (w: World, apiKey: string) => ReturnType<typeof callRoute>][] = [
  ["the app", (w, key) => get(w, getApp, `/apps/${w.app.id}`, key, { appId: w.app.id })],
  ["its approval history", (w, key) => get(w, approvalHistory, `/apps/${w.app.id}/approval/history`, key, { appId: w.app.id })],
  [
    "a campaign",
    (w, key) =>
      callRoute(getCampaign, "GET", campaignPath(w.organizationId, w.campaign._id), {
        params: { organizationId: w.organizationId, campaignId: w.campaign._id },
        apiKey: key,
      }),
  ],
  [
    "a campaign's history",
    (w, key) =>
      callRoute(campaignHistory, "GET", `${campaignPath(w.organizationId, w.campaign._id)}/history`, {
        params: { organizationId: w.organizationId, campaignId: w.campaign._id },
        apiKey: key,
      }),
  ],
  ["the balance history", (w, key) => get(w, balanceHistory, "/balance-history", key)],
  ["the top-up requests (reviewers confirm them)", (w, key) => get(w, listTopUps, "/balance/top-ups", key)],
  ["GET me", (w, key) => get(w, getMe, "/me", key)],
];

describe("a platform reviewer in an organization they do not belong to", () => {
  it.each(REFUSED)("regression: is refused %s (403 NOT_A_MEMBER), which its Owner reads", async (_label, call) => {
    const w = await world();
    expect((await call(w, w.owner.apiKey)).status).toBe(200);
    const res = await call(w, w.reviewer.apiKey);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      statusCode: 403,
      code: "Forbidden",
      reason: "NOT_A_MEMBER",
      message: "You are not a member of this organization.",
    });
  });

  it.each(ALLOWED)("reads %s", async (_label, call) => {
    const w = await world();
    const res = await call(w, w.reviewer.apiKey);
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(w.app.sdkKey);
  });

  it("regression: a reviewer who is a member under a narrow role gets no more of that organization from the flag than outsiders", async () => {
    const w = await world();
    const role = await createCustomRole(w.organizationId, [`campaign:read@organization/${w.organizationId}`]);
    const member = await prisma.membership.create({
      data: { id: newObjectId(), organizationId: w.organizationId, userId: w.reviewer.user.id, roleId: role.id },
    });
    const { apiKey } = await rotateApiKey(member.id);
    expect((await get(w, getOrganization, "", apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await get(w, getPermissions, "/permissions", apiKey)).status).toBe(200);
    const app = await get(w, getApp, `/apps/${w.app.id}`, apiKey, { appId: w.app.id });
    expect(app.status).toBe(200);
    expect(app.json).not.toHaveProperty("sdkKey");
  });
});
