import { describe, expect, it } from "vitest";
import { systemRoleDefinitions } from "@/lib/permissions/system-roles";
import { isAllowed, organizationTarget } from "@/lib/permissions/statements";
import {
  actorOf,
  checkChangeMember,
  checkGrantStatements,
  checkHandOutRole,
  checkManageKeyOf,
  checkReadMember,
  type Actor,
  type RoleLike,
} from "@/lib/permissions/member-authority";
import {
  assertMayChangeMember,
  assertMayGrantStatements,
  assertMayHandOutRole,
  assertMayManageKeyOf,
  assertMayReadMember,
} from "@/lib/permissions/refusals";
import { checkChangeKeyPolicy, loosenedKeyPolicyField, type KeyPolicyLimits } from "@/lib/permissions/key-policy-authority";

const org = "65a000000000000000000001";
const [ownerDef, adminDef, viewerDef] = systemRoleDefinitions(org);
const role = (def: { name: string; systemKey: string; statements: string[] }): RoleLike => def;
const custom = (statements: string[]): RoleLike => ({ name: "Custom", systemKey: null, statements });

function actor(userId: string, r: RoleLike): Actor {
  return {
    userId,
    statements: r.statements,
    isOwner: r.systemKey === "owner",
    can: (action) => isAllowed(r.statements, action, organizationTarget(org)),
  };
}

const owner = actor("u-owner", role(ownerDef));
const admin = actor("u-admin", role(adminDef));
const viewer = actor("u-viewer", role(viewerDef));
const settlementRole = custom([`settlement:update@organization/${org}`]);
const campaignRole = custom([`campaign:*@organization/${org}`]);
const memberManagerRole = custom([`member:read@organization/${org}`, `member:update@organization/${org}`]);
const memberManager = actor("u-manager", memberManagerRole);

describe("member authority", () => {
  it.each([
    ["owner hands out Owner", owner, role(ownerDef), null],
    ["admin hands out Owner", admin, role(ownerDef), "OWNER_ONLY_GRANT"],
    ["admin hands out Admin", admin, role(adminDef), null],
    // A system role is compared like any other: Admin holds every Viewer statement (settlement:read included).
    ["admin hands out Viewer", admin, role(viewerDef), null],
    ["a member manager hands out Admin", memberManager, role(adminDef), "ROLE_TOO_WIDE"],
    ["a member manager hands out Viewer", memberManager, role(viewerDef), "ROLE_TOO_WIDE"],
    ["a member manager hands out their own role", memberManager, memberManagerRole, null],
    ["a viewer hands out Viewer", viewer, role(viewerDef), null],
    ["admin hands out a custom role within its powers", admin, campaignRole, null],
    ["admin hands out a custom role with settlement", admin, settlementRole, "ROLE_TOO_WIDE"],
    ["owner hands out any custom role", owner, settlementRole, null],
  ])("%s", (_label, who, r, code) => {
    expect(checkHandOutRole(who, r)?.code ?? null).toBe(code);
  });

  it.each([
    ["admin changes an Owner", admin, { userId: "u-owner", role: role(ownerDef) }, "OWNER_ONLY_CHANGE"],
    ["owner changes an Owner", owner, { userId: "u-other", role: role(ownerDef) }, null],
    ["admin changes a Viewer", admin, { userId: "u-viewer", role: role(viewerDef) }, null],
  ])("%s", (_label, who, target, code) => {
    expect(checkChangeMember(who, target)?.code ?? null).toBe(code);
  });

  it.each([
    ["a viewer, their own key", viewer, { userId: "u-viewer", role: role(viewerDef) }, null],
    ["a viewer, an admin's key", viewer, { userId: "u-admin", role: role(adminDef) }, "MISSING_PERMISSION"],
    ["an admin, an Owner's key", admin, { userId: "u-owner", role: role(ownerDef) }, "OWNER_ONLY_CHANGE"],
    ["an admin, a settlement member's key", admin, { userId: "u-x", role: settlementRole }, "ROLE_TOO_WIDE"],
    ["an admin, another Admin's key", admin, { userId: "u-admin-2", role: role(adminDef) }, null],
    ["an admin, a Viewer's key", admin, { userId: "u-viewer", role: role(viewerDef) }, null],
    ["a member manager, an Admin's key", memberManager, { userId: "u-admin", role: role(adminDef) }, "ROLE_TOO_WIDE"],
    ["an admin, a campaign manager's key", admin, { userId: "u-c", role: campaignRole }, null],
    ["an owner, anyone's key", owner, { userId: "u-x", role: settlementRole }, null],
  ])("keys: %s", (_label, who, target, code) => {
    expect(checkManageKeyOf(who, target)?.code ?? null).toBe(code);
  });

  it("grants statements only within the actor's role, and reads others only with member:read", () => {
    expect(checkGrantStatements(admin, [`settlement:update@organization/${org}`])).toEqual({
      code: "STATEMENT_TOO_WIDE",
      statement: `settlement:update@organization/${org}`,
    });
    expect(checkGrantStatements(admin, [`settlement:read@organization/${org}`])).toBeNull();
    expect(checkGrantStatements(admin, [`app:update@organization/${org}`])).toBeNull();
    expect(checkGrantStatements(owner, [`*@organization/${org}`])).toBeNull();
    const narrow = actor("u-n", campaignRole);
    expect(checkReadMember(narrow, "u-n")).toBeNull();
    expect(checkReadMember(narrow, "u-other")?.code).toBe("MISSING_PERMISSION");
    expect(checkReadMember(viewer, "u-other")).toBeNull();
  });

  const day = 86_400_000;
  const now = Date.now();
  const set: KeyPolicyLimits = {
    expiresAt: new Date(now + 10 * day),
    ipWhitelist: ["10.0.0.0/8", "::1"],
    rateLimit: { requests: 100, windowSeconds: 60 },
  };
  it.each<[string, KeyPolicyLimits, KeyPolicyLimits, string | null]>([
    ["nothing set: anything goes", {}, { expiresAt: null, ipWhitelist: [], rateLimit: null }, null],
    ["the same limits", set, set, null],
    ["an earlier expiry", set, { ...set, expiresAt: new Date(now + day) }, null],
    ["a later expiry", set, { ...set, expiresAt: new Date(now + 11 * day) }, "expiresAt"],
    ["no expiry", set, { ...set, expiresAt: null }, "expiresAt"],
    ["a sub-range and one address", set, { ...set, ipWhitelist: ["10.2.0.0/16", "::1"] }, null],
    ["an IPv4-mapped address inside", set, { ...set, ipWhitelist: ["::ffff:10.0.0.5"] }, null],
    ["an empty whitelist", set, { ...set, ipWhitelist: [] }, "ipWhitelist"],
    ["a wider range", set, { ...set, ipWhitelist: ["10.0.0.0/7"] }, "ipWhitelist"],
    ["one address inside and one outside", set, { ...set, ipWhitelist: ["10.0.0.5", "192.168.0.1"] }, "ipWhitelist"],
    ["another family", set, { ...set, ipWhitelist: ["::2"] }, "ipWhitelist"],
    ["fewer requests, longer window", set, { ...set, rateLimit: { requests: 10, windowSeconds: 600 } }, null],
    ["more requests", set, { ...set, rateLimit: { requests: 101, windowSeconds: 60 } }, "rateLimit"],
    ["a shorter window", set, { ...set, rateLimit: { requests: 100, windowSeconds: 30 } }, "rateLimit"],
    ["no limit", set, { ...set, rateLimit: null }, "rateLimit"],
  ])("key policy: %s", (_label, current, next, field) => {
    expect(loosenedKeyPolicyField(current, next)).toBe(field);
  });

  it.each([
    ["a viewer loosens their own key", viewer, { userId: "u-viewer", role: role(viewerDef) }, "KEY_POLICY_LOOSENED"],
    ["an admin loosens a viewer's key", admin, { userId: "u-viewer", role: role(viewerDef) }, null],
    ["an admin loosens a settlement member's key", admin, { userId: "u-x", role: settlementRole }, "ROLE_TOO_WIDE"],
    ["an admin loosens a campaign manager's key", admin, { userId: "u-c", role: campaignRole }, null],
    ["an admin loosens their own key", admin, { userId: "u-admin", role: role(adminDef) }, null],
    ["an admin loosens an Owner's key", admin, { userId: "u-owner", role: role(ownerDef) }, "OWNER_ONLY_CHANGE"],
    ["an owner loosens their own key", owner, { userId: "u-owner", role: role(ownerDef) }, null],
  ])("%s", (_label, who, target, code) => {
    expect(checkChangeKeyPolicy(who, target, set, { ...set, rateLimit: null })?.code ?? null).toBe(code);
    expect(checkChangeKeyPolicy(who, target, set, { ...set, expiresAt: new Date(now + day) })?.code ?? null).toBe(
      code === "KEY_POLICY_LOOSENED" ? null : code,
    );
  });
});

describe("actorOf and the assert… functions the API uses", () => {
  it("builds the actor from a membership, or an empty one without", () => {
    const can = () => true;
    expect(actorOf({ userId: "u1", role: { systemKey: "owner", statements: ["x"] } }, can)).toEqual({
      userId: "u1",
      statements: ["x"],
      isOwner: true,
      can,
    });
    expect(actorOf({ userId: "u2", role: { systemKey: "admin", statements: [] } }, can).isOwner).toBe(false);
    expect(actorOf({ userId: "u3", role: { systemKey: null, statements: [] } }, can).isOwner).toBe(false);
    expect(actorOf(null, can)).toEqual({ userId: "", statements: [], isOwner: false, can });
  });

  it("members always manage their own key, even without member:update", () => {
    const self = actor("u-self", custom([`app:read@organization/${org}`]));
    expect(checkManageKeyOf(self, { userId: "u-self", role: custom([`app:read@organization/${org}`]) })).toBeNull();
    expect(checkManageKeyOf(self, { userId: "u-else", role: custom([`app:read@organization/${org}`]) })).toEqual({
      code: "MISSING_PERMISSION",
      permission: "member:update",
    });
  });

  const refusedWith = (message: string | RegExp) =>
    expect.objectContaining({ statusCode: 403, reason: "PERMISSION_DENIED", message: expect.stringMatching(message) });

  it("throws 403 PERMISSION_DENIED with a message naming why, and nothing when allowed", () => {
    expect(() => assertMayHandOutRole(admin, role(ownerDef))).toThrow(refusedWith(/^Only an Owner can grant the Owner role\.$/));
    expect(() => assertMayHandOutRole(admin, settlementRole)).toThrow(
      refusedWith(/^The role "Custom" grants "settlement:update@organization\/\w+", which your own role does not\.$/),
    );
    expect(() => assertMayChangeMember(admin, { userId: "u-owner", role: role(ownerDef) })).toThrow(
      refusedWith(/^Only an Owner can change or remove an Owner\.$/),
    );
    expect(() => assertMayManageKeyOf(viewer, { userId: "u-admin", role: role(adminDef) })).toThrow(
      refusedWith(/^Your role does not allow member:update here\.$/),
    );
    expect(() => assertMayManageKeyOf(admin, { userId: "u-x", role: settlementRole })).toThrow(refusedWith(/^The role "Custom" grants/));
    expect(() => assertMayGrantStatements(admin, [`settlement:update@organization/${org}`])).toThrow(
      refusedWith(/^You cannot grant "settlement:update@organization\/\w+": your own role does not allow it\.$/),
    );
    expect(() => assertMayReadMember(actor("u-n", campaignRole), "u-other")).toThrow(
      refusedWith(/^Your role does not allow member:read here\.$/),
    );
    expect(() => assertMayHandOutRole(owner, role(ownerDef))).not.toThrow();
    expect(() => assertMayChangeMember(owner, { userId: "u-x", role: role(ownerDef) })).not.toThrow();
    expect(() => assertMayManageKeyOf(viewer, { userId: "u-viewer", role: role(viewerDef) })).not.toThrow();
    expect(() => assertMayGrantStatements(owner, [`*@organization/${org}`])).not.toThrow();
    expect(() => assertMayReadMember(viewer, "u-other")).not.toThrow();
  });
});
