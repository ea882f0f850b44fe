// Who may do what to campaigns: system roles, a role scoped to one app, a platform reviewer, and a stranger.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { addMember, addMemberWithRole, createCustomRole, createOwner, createReviewer, registerApp } from "@/lib/test/fixtures";
import { adBody, campaignBody, campaignPath, campaignsPath, createStoredCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { GET as read, PATCH as patch } from "./[campaignId]/route";
import { GET as history } from "./[campaignId]/history/route";
import { POST as changeStatus } from "./[campaignId]/status/route";
import { GET as list, POST as create } from "./route";

const ACTORS = ["owner", "admin", "viewer", "appA", "reviewer", "stranger"] as const;
type Actor = (typeof ACTORS)[number];

async function world() {
  const owner = await createOwner();
  const orgId = owner.organization.id;
  const appA = await registerApp(orgId, { name: "A" });
  const appB = await registerApp(orgId, { name: "B" });
  const scopedRole = await createCustomRole(orgId, [`campaign:*@organization/${orgId}/app/${appA.id}`], "Game A");
  const actors: Record<Actor, { apiKey: string }> = {
    owner,
    admin: await addMember(orgId, "admin"),
    viewer: await addMember(orgId, "viewer"),
    appA: await addMemberWithRole(orgId, scopedRole.id),
    reviewer: await createReviewer(),
    stranger: await createOwner(),
  };
  const forA = await createStoredCampaignViaApi(orgId, owner.apiKey, campaignBody({ ads: [adBody({ promotedAppId: appA.id })] }));
  const forB = await createStoredCampaignViaApi(orgId, owner.apiKey, campaignBody({ ads: [adBody({ promotedAppId: appB.id })] }));
  return { orgId, appA, appB, actors, forA, forB };
}
type World = Awaited<ReturnType<typeof world>>;

const on = (w: World, campaignId: string) => ({ params: { organizationId: w.orgId, campaignId } });
type Op = { name: string; allowed: Actor[]; call: (w: World, apiKey: string) => ReturnType<typeof callRoute> };

const OPS: Op[] = [
  {
    name: "create, no promoted app",
    allowed: ["owner", "admin"],
    call: (w, apiKey) =>
      callRoute(create, "POST", campaignsPath(w.orgId), { params: { organizationId: w.orgId }, apiKey, body: campaignBody() }),
  },
  {
    name: "create, promoting app A",
    allowed: ["owner", "admin", "appA"],
    call: (w, apiKey) =>
      callRoute(create, "POST", campaignsPath(w.orgId), {
        params: { organizationId: w.orgId },
        apiKey,
        body: campaignBody({ ads: [adBody({ promotedAppId: w.appA.id })] }),
      }),
  },
  {
    name: "list",
    allowed: ["owner", "admin", "viewer", "appA"],
    call: (w, apiKey) => callRoute(list, "GET", campaignsPath(w.orgId), { params: { organizationId: w.orgId }, apiKey }),
  },
  {
    name: "read app A's campaign",
    allowed: ["owner", "admin", "viewer", "appA", "reviewer"],
    call: (w, apiKey) => callRoute(read, "GET", campaignPath(w.orgId, w.forA._id), { ...on(w, w.forA._id), apiKey }),
  },
  {
    name: "read app B's campaign",
    allowed: ["owner", "admin", "viewer", "reviewer"],
    call: (w, apiKey) => callRoute(read, "GET", campaignPath(w.orgId, w.forB._id), { ...on(w, w.forB._id), apiKey }),
  },
  {
    name: "history of app A's campaign",
    allowed: ["owner", "admin", "viewer", "appA", "reviewer"],
    call: (w, apiKey) => callRoute(history, "GET", `${campaignPath(w.orgId, w.forA._id)}/history`, { ...on(w, w.forA._id), apiKey }),
  },
  {
    name: "PATCH app A's campaign",
    allowed: ["owner", "admin", "appA"],
    call: (w, apiKey) =>
      callRoute(patch, "PATCH", campaignPath(w.orgId, w.forA._id), { ...on(w, w.forA._id), apiKey, body: { name: "Renamed" } }),
  },
  {
    name: "PATCH app B's campaign",
    allowed: ["owner", "admin"],
    call: (w, apiKey) =>
      callRoute(patch, "PATCH", campaignPath(w.orgId, w.forB._id), { ...on(w, w.forB._id), apiKey, body: { name: "Renamed" } }),
  },
  {
    name: "approve",
    allowed: ["reviewer"],
    call: (w, apiKey) =>
      callRoute(changeStatus, "POST", `${campaignPath(w.orgId, w.forA._id)}/status`, {
        ...on(w, w.forA._id),
        apiKey,
        body: { status: "CAMPAIGN_STATUS_ACTIVE" },
      }),
  },
  ...(
    [
      ["resume app A's paused campaign", "forA", "PAUSED", "ACTIVE", ["owner", "admin", "appA"]],
      ["end app A's running campaign", "forA", "ACTIVE", "ENDED", ["owner", "admin", "appA"]],
      ["end app A's paused campaign", "forA", "PAUSED", "ENDED", ["owner", "admin", "appA"]],
      ["resume app B's paused campaign", "forB", "PAUSED", "ACTIVE", ["owner", "admin"]],
      ["end app B's running campaign", "forB", "ACTIVE", "ENDED", ["owner", "admin"]],
    ] as const
  ).map(([name, which, from, to, allowed]): Op => ({
    name,
    allowed: [...allowed],
    call: async (w, apiKey) => {
      await setCampaign(w[which]._id, { status: `CAMPAIGN_STATUS_${from}` });
      const res = await callRoute(changeStatus, "POST", `${campaignPath(w.orgId, w[which]._id)}/status`, {
        ...on(w, w[which]._id),
        apiKey,
        body: { status: `CAMPAIGN_STATUS_${to}` },
      });
      // A refusal writes nothing.
      const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: w[which]._id } });
      expect(stored.status).toBe(`CAMPAIGN_STATUS_${res.status === 200 ? to : from}`);
      return res;
    },
  })),
  {
    name: "pause app A's running campaign",
    allowed: ["owner", "admin", "appA"],
    call: async (w, apiKey) => {
      await setCampaign(w.forA._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
      return callRoute(changeStatus, "POST", `${campaignPath(w.orgId, w.forA._id)}/status`, {
        ...on(w, w.forA._id),
        apiKey,
        body: { status: "CAMPAIGN_STATUS_PAUSED" },
      });
    },
  },
];

describe("campaign permission matrix", () => {
  it.each(OPS)("$name", async (op) => {
    const w = await world();
    for (const actor of ACTORS) {
      const res = await op.call(w, w.actors[actor].apiKey);
      if (op.allowed.includes(actor)) {
        expect(res.status, `${actor}: ${res.text}`).toBe(200);
      } else {
        expect(res.status, `${actor}: ${res.text}`).toBe(403);
        expect(["PERMISSION_DENIED", "NOT_A_MEMBER"]).toContain(res.json.reason);
      }
    }
  });
});
