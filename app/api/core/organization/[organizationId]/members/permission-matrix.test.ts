// Who may call which member, role and permission operation: Owner, Admin, Viewer and two custom roles.
import { describe, expect, it } from "vitest";
import { handlerOf, organizationOperation } from "@/lib/http/operation";
import { prisma } from "@/lib/db/client";
import { objectIdSchema } from "@/lib/object-id-schema";
import { appTarget } from "@/lib/permissions/statements";
import { addMember, addMemberWithRole, registerApp, createCustomRole, createOwner, uniqueEmail } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { GET as getMe } from "@/app/api/core/organization/[organizationId]/me/route";
import { GET as getPermissions } from "@/app/api/core/organization/[organizationId]/permissions/route";
import { DELETE as deleteRole, GET as getRole, PUT as putRole } from "@/app/api/core/organization/[organizationId]/roles/[roleId]/route";
import { GET as listRoles, POST as createRole } from "@/app/api/core/organization/[organizationId]/roles/route";
import { POST as addByEmail } from "./by-email/route";
import { PUT as putPolicy } from "./[userId]/api-key-policy/route";
import { POST as rotate } from "./[userId]/api-key/rotate/route";
import { DELETE as deleteMember, GET as getMember, PUT as putMember } from "./[userId]/route";
import { GET as listMembers } from "./route";
import { GET as listApps } from "@/app/api/core/organization/[organizationId]/apps/route";
import { GET as getApp } from "@/app/api/core/organization/[organizationId]/apps/[appId]/route";

const ACTORS = ["owner", "admin", "viewer", "campaigns", "members"] as const;
type ActorName = (typeof ACTORS)[number];

async function world() {
  const owner = await createOwner();
  const orgId = owner.organization.id;
  const app = await registerApp(orgId);
  const roles = Object.fromEntries(
    (await prisma.role.findMany({ where: { organizationId: orgId, systemKey: { not: null } } })).map((r) => [r.systemKey!, r]),
  );
  // A custom role limited to one app's campaigns, and one that manages members but nothing else.
  const campaignsRole = await createCustomRole(
    orgId,
    [`campaign:*@organization/${orgId}/app/${app.id}`, `app:read@organization/${orgId}`],
    "One game",
  );
  const membersRole = await createCustomRole(orgId, [`member:*@organization/${orgId}`, `role:read@organization/${orgId}`], "People");
  const actors = {
    owner,
    admin: await addMember(orgId, "admin"),
    viewer: await addMember(orgId, "viewer"),
    campaigns: await addMemberWithRole(orgId, campaignsRole.id),
    members: await addMemberWithRole(orgId, membersRole.id),
  };
  // The member the managers act on holds a role every manager may hand out; Viewer and Admin are handed out
  // only by those whose own role covers them (Owner and Admin; the "People" role lacks what they read).
  const readersRole = await createCustomRole(orgId, [`member:read@organization/${orgId}`], "Readers");
  const subject = await addMemberWithRole(orgId, readersRole.id);
  const viewerSubject = await addMember(orgId, "viewer");
  const adminSubject = await addMember(orgId, "admin");
  const secondOwner = await addMember(orgId, "owner");
  const spareRole = await createCustomRole(orgId, [`app:read@organization/${orgId}`], "Spare");
  return { orgId, app, roles, actors, subject, viewerSubject, adminSubject, readersRole, secondOwner, spareRole };
}
type World = Awaited<ReturnType<typeof world>>;

const base = (w: World) => `/api/core/organization/${w.orgId}`;
const self = (w: World, who: ActorName) => w.actors[who].user.id;

type Op = {
  name: string;
  call: (w: World, who: ActorName, apiKey: string) => ReturnType<typeof callRoute>;
  allowed: ActorName[];
};

const everyone: ActorName[] = [...ACTORS];
const managers: ActorName[] = ["owner", "admin", "members"];

const OPS: Op[] = [
  {
    name: "10 GET members",
    allowed: ["owner", "admin", "viewer", "members"],
    call: (w, _, apiKey) => callRoute(listMembers, "GET", `${base(w)}/members`, { params: { organizationId: w.orgId }, apiKey }),
  },
  {
    name: "11 POST members/by-email (a role every manager covers)",
    allowed: managers,
    call: (w, _, apiKey) =>
      callRoute(addByEmail, "POST", `${base(w)}/members/by-email`, {
        params: { organizationId: w.orgId },
        apiKey,
        body: { email: uniqueEmail(), roleId: w.readersRole.id },
      }),
  },
  {
    name: "11 POST members/by-email (Viewer role)",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(addByEmail, "POST", `${base(w)}/members/by-email`, {
        params: { organizationId: w.orgId },
        apiKey,
        body: { email: uniqueEmail(), roleId: w.roles.viewer.id },
      }),
  },
  {
    name: "11 POST members/by-email (Admin role)",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(addByEmail, "POST", `${base(w)}/members/by-email`, {
        params: { organizationId: w.orgId },
        apiKey,
        body: { email: uniqueEmail(), roleId: w.roles.admin.id },
      }),
  },
  {
    name: "11 POST members/by-email (Owner role)",
    allowed: ["owner"],
    call: (w, _, apiKey) =>
      callRoute(addByEmail, "POST", `${base(w)}/members/by-email`, {
        params: { organizationId: w.orgId },
        apiKey,
        body: { email: uniqueEmail(), roleId: w.roles.owner.id },
      }),
  },
  {
    name: "12 PUT member (another member's expiry)",
    allowed: managers,
    call: (w, _, apiKey) =>
      callRoute(putMember, "PUT", `${base(w)}/members/${w.subject.user.id}`, {
        params: { organizationId: w.orgId, userId: w.subject.user.id },
        apiKey,
        body: { roleId: w.readersRole.id, expiresAt: "2099-01-01T00:00:00Z" },
      }),
  },
  {
    name: "12 PUT member (make a member Admin)",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(putMember, "PUT", `${base(w)}/members/${w.subject.user.id}`, {
        params: { organizationId: w.orgId, userId: w.subject.user.id },
        apiKey,
        body: { roleId: w.roles.admin.id },
      }),
  },
  {
    name: "12 PUT member (make oneself Admin)",
    allowed: ["owner", "admin"],
    call: (w, who, apiKey) =>
      callRoute(putMember, "PUT", `${base(w)}/members/${self(w, who)}`, {
        params: { organizationId: w.orgId, userId: self(w, who) },
        apiKey,
        body: { roleId: w.roles.admin.id },
      }),
  },
  {
    name: "12 PUT member (make a member Viewer)",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(putMember, "PUT", `${base(w)}/members/${w.subject.user.id}`, {
        params: { organizationId: w.orgId, userId: w.subject.user.id },
        apiKey,
        body: { roleId: w.roles.viewer.id },
      }),
  },
  {
    name: "12 PUT member (demote an Owner)",
    allowed: ["owner"],
    call: (w, _, apiKey) =>
      callRoute(putMember, "PUT", `${base(w)}/members/${w.secondOwner.user.id}`, {
        params: { organizationId: w.orgId, userId: w.secondOwner.user.id },
        apiKey,
        body: { roleId: w.roles.admin.id },
      }),
  },
  {
    name: "13 PUT api-key-policy (another member's)",
    allowed: managers,
    call: (w, _, apiKey) =>
      callRoute(putPolicy, "PUT", `${base(w)}/members/${w.subject.user.id}/api-key-policy`, {
        params: { organizationId: w.orgId, userId: w.subject.user.id },
        apiKey,
        body: { name: "Managed" },
      }),
  },
  {
    name: "13 PUT api-key-policy (a Viewer's)",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(putPolicy, "PUT", `${base(w)}/members/${w.viewerSubject.user.id}/api-key-policy`, {
        params: { organizationId: w.orgId, userId: w.viewerSubject.user.id },
        apiKey,
        body: { name: "Managed" },
      }),
  },
  {
    name: "13 PUT api-key-policy (own)",
    allowed: everyone,
    call: (w, who, apiKey) =>
      callRoute(putPolicy, "PUT", `${base(w)}/members/${self(w, who)}/api-key-policy`, {
        params: { organizationId: w.orgId, userId: self(w, who) },
        apiKey,
        body: { name: "Mine" },
      }),
  },
  {
    name: "14 POST api-key/rotate (another member's)",
    allowed: managers,
    call: (w, _, apiKey) =>
      callRoute(rotate, "POST", `${base(w)}/members/${w.subject.user.id}/api-key/rotate`, {
        params: { organizationId: w.orgId, userId: w.subject.user.id },
        apiKey,
      }),
  },
  {
    name: "14 POST api-key/rotate (an Admin's)",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(rotate, "POST", `${base(w)}/members/${w.adminSubject.user.id}/api-key/rotate`, {
        params: { organizationId: w.orgId, userId: w.adminSubject.user.id },
        apiKey,
      }),
  },
  {
    name: "14 POST api-key/rotate (a Viewer's)",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(rotate, "POST", `${base(w)}/members/${w.viewerSubject.user.id}/api-key/rotate`, {
        params: { organizationId: w.orgId, userId: w.viewerSubject.user.id },
        apiKey,
      }),
  },
  {
    name: "14 POST api-key/rotate (an Owner's)",
    allowed: ["owner"],
    call: (w, _, apiKey) =>
      callRoute(rotate, "POST", `${base(w)}/members/${w.secondOwner.user.id}/api-key/rotate`, {
        params: { organizationId: w.orgId, userId: w.secondOwner.user.id },
        apiKey,
      }),
  },
  {
    name: "14 POST api-key/rotate (own)",
    allowed: everyone,
    call: (w, who, apiKey) =>
      callRoute(rotate, "POST", `${base(w)}/members/${self(w, who)}/api-key/rotate`, {
        params: { organizationId: w.orgId, userId: self(w, who) },
        apiKey,
      }),
  },
  {
    name: "15 PUT role",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(putRole, "PUT", `${base(w)}/roles/${w.spareRole.id}`, {
        params: { organizationId: w.orgId, roleId: w.spareRole.id },
        apiKey,
        body: { description: "Edited" },
      }),
  },
  {
    name: "16 GET permissions",
    allowed: everyone,
    call: (w, _, apiKey) => callRoute(getPermissions, "GET", `${base(w)}/permissions`, { params: { organizationId: w.orgId }, apiKey }),
  },
  {
    name: "GET me",
    allowed: everyone,
    call: (w, _, apiKey) => callRoute(getMe, "GET", `${base(w)}/me`, { params: { organizationId: w.orgId }, apiKey }),
  },
  {
    name: "GET roles",
    allowed: ["owner", "admin", "viewer", "members"],
    call: (w, _, apiKey) => callRoute(listRoles, "GET", `${base(w)}/roles`, { params: { organizationId: w.orgId }, apiKey }),
  },
  {
    name: "GET roles/{roleId}",
    allowed: ["owner", "admin", "viewer", "members"],
    call: (w, _, apiKey) =>
      callRoute(getRole, "GET", `${base(w)}/roles/${w.spareRole.id}`, {
        params: { organizationId: w.orgId, roleId: w.spareRole.id },
        apiKey,
      }),
  },
  {
    name: "POST roles",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(createRole, "POST", `${base(w)}/roles`, {
        params: { organizationId: w.orgId },
        apiKey,
        body: { name: "New", statements: [`app:read@organization/${w.orgId}`] },
      }),
  },
  {
    name: "DELETE roles/{roleId}",
    allowed: ["owner", "admin"],
    call: (w, _, apiKey) =>
      callRoute(deleteRole, "DELETE", `${base(w)}/roles/${w.spareRole.id}`, {
        params: { organizationId: w.orgId, roleId: w.spareRole.id },
        apiKey,
      }),
  },
  {
    name: "GET members/{userId} (another member)",
    allowed: ["owner", "admin", "viewer", "members"],
    call: (w, _, apiKey) =>
      callRoute(getMember, "GET", `${base(w)}/members/${w.subject.user.id}`, {
        params: { organizationId: w.orgId, userId: w.subject.user.id },
        apiKey,
      }),
  },
  {
    name: "GET members/{userId} (own)",
    allowed: everyone,
    call: (w, who, apiKey) =>
      callRoute(getMember, "GET", `${base(w)}/members/${self(w, who)}`, {
        params: { organizationId: w.orgId, userId: self(w, who) },
        apiKey,
      }),
  },
  {
    name: "DELETE members/{userId} (another member)",
    allowed: managers,
    call: (w, _, apiKey) =>
      callRoute(deleteMember, "DELETE", `${base(w)}/members/${w.subject.user.id}`, {
        params: { organizationId: w.orgId, userId: w.subject.user.id },
        apiKey,
      }),
  },
  {
    name: "DELETE members/{userId} (an Owner)",
    allowed: ["owner"],
    call: (w, _, apiKey) =>
      callRoute(deleteMember, "DELETE", `${base(w)}/members/${w.secondOwner.user.id}`, {
        params: { organizationId: w.orgId, userId: w.secondOwner.user.id },
        apiKey,
      }),
  },
];

describe.each(OPS)("permission matrix: $name", (op) => {
  it.each(ACTORS)("%s", async (who) => {
    const w = await world();
    const res = await op.call(w, who, w.actors[who].apiKey);
    if (op.allowed.includes(who)) {
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    } else {
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    }
  });
});

describe("a custom role limited to one app", () => {
  it("is granted campaign actions on that app only, as GET me and the wrapper see them", async () => {
    const w = await world();
    const res = await callRoute(getMe, "GET", `${base(w)}/me`, { params: { organizationId: w.orgId }, apiKey: w.actors.campaigns.apiKey });
    // GET me reports organization-wide grants: the app-scoped campaign statements are not among them.
    expect(res.json.permissions).toEqual(["app:read"]);
  });

  it("may manage that app's campaigns through the route wrapper, and nothing else", async () => {
    const w = await world();
    const other = await registerApp(w.orgId, { name: "Other game", platform: ["APP_PLATFORM_IOS"] });
    // A route shaped like the campaign routes: the permission is checked on the app named in the path.
    const handler = handlerOf(
      organizationOperation({
        method: "POST",
        path: "/api/core/organization/{organizationId}/apps/{appId}/campaign",
        operationId: "campaignShaped",
        summary: "A campaign-shaped route",
        tag: "Campaigns",
        audit: "campaign:create",
        permission: "campaign:create",
        params: { appId: objectIdSchema },
        target: ({ params, organizationId }) => appTarget(organizationId, params.appId),
        run: async () => ({ ok: true }),
      }),
    );
    const call = (appId: string, apiKey: string) =>
      callRoute(handler, "POST", `${base(w)}/apps/${appId}/campaign`, { params: { organizationId: w.orgId, appId }, apiKey });
    expect((await call(w.app.id, w.actors.campaigns.apiKey)).status).toBe(200);
    expect((await call(other.id, w.actors.campaigns.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await call(w.app.id, w.actors.viewer.apiKey)).status).toBe(403);
    expect((await call(other.id, w.actors.admin.apiKey)).status).toBe(200);
  });
});

describe("a custom role scoped to one app", () => {
  it("GET me reports its grants on that app, beside the organization-wide permissions", async () => {
    const w = await world();
    const res = await callRoute(getMe, "GET", `${base(w)}/me`, { params: { organizationId: w.orgId }, apiKey: w.actors.campaigns.apiKey });
    const target = appTarget(w.orgId, w.app.id);
    expect(res.json.grants).toEqual([
      { permission: "campaign:read", target },
      { permission: "campaign:create", target },
      { permission: "campaign:update", target },
    ]);
    const owner = await callRoute(getMe, "GET", `${base(w)}/me`, { params: { organizationId: w.orgId }, apiKey: w.actors.owner.apiKey });
    expect(owner.json.grants).toEqual([]);
  });

  it("lists and reads only the apps it may read; a role with no app:read anywhere is refused the list", async () => {
    const w = await world();
    const other = await registerApp(w.orgId, { name: "Other game", platform: ["APP_PLATFORM_IOS"] });
    const oneApp = await createCustomRole(
      w.orgId,
      [`app:read@organization/${w.orgId}/app/${w.app.id}`, `app:update@organization/${w.orgId}/app/${w.app.id}`],
      "One app",
    );
    const scoped = await addMemberWithRole(w.orgId, oneApp.id);
    const list = (apiKey: string) => callRoute(listApps, "GET", `${base(w)}/apps`, { params: { organizationId: w.orgId }, apiKey });
    const read = (appId: string, apiKey: string) =>
      callRoute(getApp, "GET", `${base(w)}/apps/${appId}`, { params: { organizationId: w.orgId, appId }, apiKey });

    const res = await list(scoped.apiKey);
    expect(res.status).toBe(200);
    expect(res.json.items.map((app: { _id: string }) => app._id)).toEqual([w.app.id]);
    expect((await list(w.actors.owner.apiKey)).json.items).toHaveLength(2);
    expect((await read(w.app.id, scoped.apiKey)).status).toBe(200);
    expect((await read(other.id, scoped.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });

    const noApps = await createCustomRole(w.orgId, [`member:read@organization/${w.orgId}`], "No apps");
    const outsider = await addMemberWithRole(w.orgId, noApps.id);
    expect((await list(outsider.apiKey)).json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });

    const me = await callRoute(getMe, "GET", `${base(w)}/me`, { params: { organizationId: w.orgId }, apiKey: scoped.apiKey });
    expect(me.json.permissions).toEqual([]);
    expect(me.json.grants).toEqual([
      { permission: "app:read", target: appTarget(w.orgId, w.app.id) },
      { permission: "app:update", target: appTarget(w.orgId, w.app.id) },
    ]);
  });
});
