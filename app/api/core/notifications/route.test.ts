import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { appTarget } from "@/lib/permissions/statements";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, addMemberWithRole, createCustomRole, createOwner, sessionCookie } from "@/lib/test/fixtures";
import { notify } from "@/lib/test/notifications";
import { GET } from "./route";
import { POST as markRead } from "./[notificationId]/read/route";
import { POST as markAllRead } from "./read-all/route";

const PATH = "/api/core/notifications";
const session = async (userId: string) => ({ cookie: await sessionCookie(userId), headers: { origin: ORIGIN } });

async function list(userId: string, query: Record<string, string> = {}) {
  return callRoute(GET, "GET", PATH, { ...(await session(userId)), query });
}

describe("GET /api/core/notifications (extension: the caller's notifications)", () => {
  it("lists the caller's notifications across organizations, newest first, with the unread count and the words' data", async () => {
    const first = await createOwner({ name: "Alpha" });
    const second = await createOwner({ name: "Beta" });
    await addMember(second.organization.id, "admin", first.user.id);
    const campaignId = "6741b2c3d4e5f60123456789";
    await notify(first.organization.id, {
      type: "campaign.rejected",
      objectId: campaignId,
      data: { name: "Summer", statusReason: "Broken landing page" },
      at: new Date("2026-11-20T10:00:00Z"),
    });
    await notify(second.organization.id, { type: "asset.ready", data: { originalName: "hero.png" }, at: new Date("2026-11-21T10:00:00Z") });

    const res = await list(first.user.id);
    expect(res.status).toBe(200);
    expect(res.json.unreadCount).toBe(2);
    expect(res.json.nextCursor).toBeNull();
    expect(res.json.items.map((item: { type: string }) => item.type)).toEqual(["asset.ready", "campaign.rejected"]);
    expect(res.json.items[1]).toMatchObject({
      organizationId: first.organization.id,
      organizationName: "Alpha",
      type: "campaign.rejected",
      group: "reviews",
      objectId: campaignId,
      data: { name: "Summer", statusReason: "Broken landing page" },
      readAt: null,
    });
  });

  it("pages by keyset without repeating or skipping, and filters unread", async () => {
    const { user, organization } = await createOwner();
    const at = new Date("2026-11-22T00:00:00Z");
    // Five at one instant: the id breaks the tie.
    await notify(organization.id, ...Array.from({ length: 5 }, () => ({ type: "member.joined" as const, at })));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(user.id, { limit: "2", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...res.json.items.map((item: { _id: string }) => item._id));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);

    await callRoute(markRead, "POST", `${PATH}/${seen[0]}/read`, { ...(await session(user.id)), params: { notificationId: seen[0] } });
    const unread = await list(user.id, { unread: "true" });
    expect(unread.json.items).toHaveLength(4);
    expect(unread.json.unreadCount).toBe(4);
  });

  it("refuses a bad cursor and an unknown parameter with the common error object, and a caller without a session", async () => {
    const { user } = await createOwner();
    expect((await list(user.id, { cursor: "nope" })).json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect((await list(user.id, { sort: "asc" })).json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect((await callRoute(GET, "GET", PATH)).status).toBe(401);
  });

  it("tells a member only of events whose object their role lets them read", async () => {
    const { user: owner, organization } = await createOwner();
    const appId = "6741b2c3d4e5f60123450001";
    const otherAppId = "6741b2c3d4e5f60123450002";
    const scoped = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`campaign:read@${appTarget(organization.id, appId)}`])).id,
    );
    const viewer = await addMember(organization.id, "viewer");
    await notify(
      organization.id,
      { type: "balance.low", data: { balance: 1000 } },
      { type: "campaign.approved", data: { name: "Mine", ads: [{ promotedAppId: appId }] } },
      { type: "campaign.approved", data: { name: "Theirs", ads: [{ promotedAppId: otherAppId }] } },
      { type: "member.joined", data: {} },
    );
    const names = async (userId: string) =>
      (await list(userId)).json.items
        .map((item: { type: string; data: { name?: string } }) => `${item.type}:${item.data.name ?? ""}`)
        .sort();
    expect(await names(owner.id)).toEqual(["balance.low:", "campaign.approved:Mine", "campaign.approved:Theirs", "member.joined:"]);
    expect(await names(viewer.user.id)).toEqual(["balance.low:", "campaign.approved:Mine", "campaign.approved:Theirs", "member.joined:"]);
    expect(await names(scoped.user.id)).toEqual(["campaign.approved:Mine"]);
  });

  it("hides an organization's notifications once the caller is no longer its member, and tells no expired member", async () => {
    const { organization } = await createOwner();
    const leaving = await addMember(organization.id, "admin");
    const expired = await addMember(organization.id, "admin");
    await prisma.membership.update({ where: { id: expired.membership.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await notify(organization.id, { type: "member.joined" });
    expect((await list(leaving.user.id)).json.unreadCount).toBe(1);
    expect(await prisma.notification.count({ where: { userId: expired.user.id } })).toBe(0);
    await prisma.membership.delete({ where: { id: leaving.membership.id } });
    const after = await list(leaving.user.id);
    expect(after.json).toMatchObject({ items: [], unreadCount: 0 });
  });
});

describe("POST /api/core/notifications/{notificationId}/read and /read-all", () => {
  it("marks one read (keeping its first readAt), and another person's notification is 404 and stays unread", async () => {
    const { user, organization } = await createOwner();
    const other = await addMember(organization.id, "admin");
    await notify(organization.id, { type: "member.joined" });
    const mine = await prisma.notification.findFirstOrThrow({ where: { userId: user.id } });
    const theirs = await prisma.notification.findFirstOrThrow({ where: { userId: other.user.id } });

    const read = await callRoute(markRead, "POST", `${PATH}/${mine.id}/read`, {
      ...(await session(user.id)),
      params: { notificationId: mine.id },
    });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ _id: mine.id, readAt: expect.any(String) });
    const again = await callRoute(markRead, "POST", `${PATH}/${mine.id}/read`, {
      ...(await session(user.id)),
      params: { notificationId: mine.id },
    });
    expect(again.json.readAt).toBe(read.json.readAt);

    const refused = await callRoute(markRead, "POST", `${PATH}/${theirs.id}/read`, {
      ...(await session(user.id)),
      params: { notificationId: theirs.id },
    });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "NOT_FOUND" });
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();

    const malformed = await callRoute(markRead, "POST", `${PATH}/xyz/read`, {
      ...(await session(user.id)),
      params: { notificationId: "xyz" },
    });
    expect(malformed.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
  });

  it("marks all of the caller's read and no one else's", async () => {
    const { user, organization } = await createOwner();
    const other = await addMember(organization.id, "admin");
    await notify(organization.id, { type: "member.joined" }, { type: "balance.empty" }, { type: "api_key.rotated" });
    const res = await callRoute(markAllRead, "POST", `${PATH}/read-all`, await session(user.id));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ marked: 3, unreadCount: 0 });
    expect((await list(user.id)).json.unreadCount).toBe(0);
    expect((await list(other.user.id)).json.unreadCount).toBe(3);
  });

  it("refuses a cross-site POST of a session", async () => {
    const { user } = await createOwner();
    const res = await callRoute(markAllRead, "POST", `${PATH}/read-all`, {
      cookie: await sessionCookie(user.id),
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
