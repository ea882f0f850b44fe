import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, addMemberWithRole, createCustomRole, createOwner, uniqueEmail } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";
import { POST } from "./route";

const roleOf = (organizationId: string, systemKey: string) => prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } });

async function invite(organizationId: string, apiKey: string, roleId: string) {
  const res = await callRoute(addByEmail, "POST", `/api/core/organization/${organizationId}/members/by-email`, {
    params: { organizationId },
    apiKey,
    body: { email: uniqueEmail("invited"), roleId },
  });
  expect(res.json).toMatchObject({ invitationStatus: "PENDING" });
  return res.json as { _id: string; membershipId?: string };
}

function reissue(organizationId: string, userId: string, apiKey: string, send = false) {
  return callRoute(POST, "POST", `/api/core/organization/${organizationId}/members/${userId}/invitation`, {
    params: { organizationId, userId },
    apiKey,
    body: { send },
  });
}

describe("POST members/{userId}/invitation (extension)", () => {
  it("regression: a role of [member:read, member:create, role:read] gets no link to a pending Admin invitation (403, no link made)", async () => {
    const { organization, apiKey } = await createOwner();
    const orgId = organization.id;
    const admin = await roleOf(orgId, "admin");
    const invited = await invite(orgId, apiKey, admin.id);
    const inviters = await createCustomRole(orgId, [
      `member:read@organization/${orgId}`,
      `member:create@organization/${orgId}`,
      `role:read@organization/${orgId}`,
    ]);
    const mallory = await addMemberWithRole(orgId, inviters.id);
    const tokens = await prisma.authToken.count({ where: { purpose: "INVITATION" } });

    for (const send of [false, true]) {
      const res = await reissue(orgId, invited._id, mallory.apiKey, send);
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
      expect(res.json.inviteUrl).toBeUndefined();
    }
    expect(await prisma.authToken.count({ where: { purpose: "INVITATION" } })).toBe(tokens);

    // The Owner gets a fresh link; the same member may reissue an invitation to a role of its own powers.
    const again = await reissue(orgId, invited._id, apiKey);
    expect(again.status).toBe(200);
    expect(again.json.inviteUrl).toMatch(/\/invitations\//);
    const ownRole = await invite(orgId, apiKey, inviters.id);
    expect((await reissue(orgId, ownRole._id, mallory.apiKey)).status).toBe(200);
  });

  it("an Admin invites a Viewer and resends or copies that invitation's link (Admin holds every statement Viewer does)", async () => {
    const { organization } = await createOwner();
    const orgId = organization.id;
    const admin = await addMember(orgId, "admin");
    const viewer = await roleOf(orgId, "viewer");
    const invited = await invite(orgId, admin.apiKey, viewer.id);
    for (const send of [false, true]) {
      const res = await reissue(orgId, invited._id, admin.apiKey, send);
      expect(res.status).toBe(200);
      expect(res.json.inviteUrl).toMatch(/\/invitations\//);
    }
  });
});
