import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { appTarget, organizationTarget } from "@/lib/permissions/statements";
import { addMember, addMemberWithRole, createCustomRole, createOwner, createReviewer, registerApp } from "@/lib/test/fixtures";
import { GET } from "./route";

const path = (organizationId: string) => `/api/core/organization/${organizationId}/events`;
const list = (organizationId: string, apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", `${path(organizationId)}?${new URLSearchParams(query)}`, { params: { organizationId }, apiKey });

/** Events written straight to the table, one second apart, oldest first. */
async function seed(organizationId: string, types: string[]) {
  const start = Date.now() - types.length * 1000;
  const rows = types.map((type, i) => {
    const createdAt = new Date(start + i * 1000);
    return { id: newObjectId(createdAt.getTime()), organizationId, type, objectId: newObjectId(), data: { n: i }, createdAt };
  });
  await prisma.event.createMany({ data: rows });
  return rows;
}

/** Events of chosen types and objects written straight to the table, one second apart, oldest first. */
async function seedObjects(organizationId: string, events: [type: string, data: object][]) {
  const start = Date.now() - events.length * 1000;
  const rows = events.map(([type, data], i) => {
    const createdAt = new Date(start + i * 1000);
    return { id: newObjectId(createdAt.getTime()), organizationId, type, objectId: newObjectId(), data, createdAt };
  });
  await prisma.event.createMany({ data: rows });
  return rows;
}

describe("GET /organization/{id}/events", () => {
  it("answers the organization's events newest first, each { _id, type, organizationId, objectId, createdAt, data }", async () => {
    const { organization, apiKey } = await createOwner();
    const rows = await seed(organization.id, ["top_up.requested", "top_up.confirmed", "campaign.approved"]);
    const res = await list(organization.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      items: [...rows].reverse().map((row) => ({
        _id: row.id,
        type: row.type,
        organizationId: organization.id,
        objectId: row.objectId,
        createdAt: row.createdAt.toISOString(),
        data: row.data,
      })),
      nextCursor: null,
    });
  });

  it("filters by one type or a comma list, and leaves out rows of types it does not document", async () => {
    const { organization, apiKey } = await createOwner();
    await seed(organization.id, ["top_up.requested", "campaign.approved", "internal.unknown", "ad.rejected", "campaign.approved"]);
    const types = async (query: Record<string, string>) =>
      (await list(organization.id, apiKey, query)).json.items.map((e: { type: string }) => e.type);
    expect(await types({})).toEqual(["campaign.approved", "ad.rejected", "campaign.approved", "top_up.requested"]);
    expect(await types({ type: "campaign.approved" })).toEqual(["campaign.approved", "campaign.approved"]);
    expect(await types({ type: "ad.rejected,top_up.requested" })).toEqual(["ad.rejected", "top_up.requested"]);
  });

  it("pages with limit and cursor: no event repeated or skipped", async () => {
    const { organization, apiKey } = await createOwner();
    const rows = await seed(organization.id, ["asset.ready", "asset.ready", "asset.failed", "asset.ready", "asset.ready"]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: { items: { _id: string }[]; nextCursor: string | null } } = await list(organization.id, apiKey, {
        limit: "2",
        type: "asset.ready,asset.failed",
        ...(cursor ? { cursor } : {}),
      });
      expect(res.json.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.json.items.map((e) => e._id));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(rows.map((row) => row.id).reverse());
  });

  it.each([
    [{ type: "campaign.deleted" }, "type.0"],
    [{ type: "campaign.approved,," }, "type.1"],
    [{ limit: "0" }, "limit"],
    [{ cursor: "not-a-cursor" }, "cursor"],
    [{ since: "yesterday" }, ""],
  ])("refuses %o with the common error object (400 VALIDATION_FAILED)", async (query, field) => {
    const { organization, apiKey } = await createOwner();
    const res = await list(organization.id, apiKey, query);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    if (field) expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("Viewer and Admin read them (event:read); a role without event:read is refused 403 PERMISSION_DENIED", async () => {
    const { organization } = await createOwner();
    await seed(organization.id, ["member.joined"]);
    for (const role of ["viewer", "admin"] as const) {
      const member = await addMember(organization.id, role);
      const res = await list(organization.id, member.apiKey);
      expect(res.status).toBe(200);
      expect(res.json.items).toHaveLength(1);
    }
    const role = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}`]);
    const outsider = await addMemberWithRole(organization.id, role.id);
    expect((await list(organization.id, outsider.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });

  it("another organization's events: refused as every organization route refuses a non-member (a reviewer too), 403 NOT_A_MEMBER", async () => {
    const alpha = await createOwner();
    const beta = await createOwner();
    await seed(beta.organization.id, ["top_up.requested"]);
    expect((await list(beta.organization.id, alpha.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    const reviewer = await createReviewer();
    expect((await list(beta.organization.id, reviewer.apiKey)).json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
    // and alpha's own list holds none of beta's
    expect((await list(alpha.organization.id, alpha.apiKey)).json.items).toEqual([]);
  });

  describe("lists only the events whose object the caller's role reads now", () => {
    /** An organization with apps X and Y and one event of each kind, the campaigns' ads promoting X or Y. */
    async function organizationWithEvents() {
      const owner = await createOwner();
      const organizationId = owner.organization.id;
      const [appX, appY] = [await registerApp(organizationId, { name: "App X" }), await registerApp(organizationId, { name: "App Y" })];
      const rows = await seedObjects(organizationId, [
        ["top_up.confirmed", { amount: 500000, referenceCode: "TU7KQ2MX9P" }],
        ["campaign.approved", { name: "X launch", ads: [{ promotedAppId: appX.id }] }],
        ["member.joined", { email: "new-member@example.com" }],
        ["app.platform.approved", { appId: appY.id, platform: "APP_PLATFORM_ANDROID" }],
        ["ad.rejected", { promotedAppId: appY.id }],
        ["balance.low", { balance: 1000 }],
        ["campaign.ended", { name: "Y launch", ads: [{ promotedAppId: appY.id }] }],
        ["asset.ready", { url: "https://cdn.example.com/a.png" }],
      ]);
      const idsOf = (...types: string[]) =>
        rows
          .filter((row) => types.includes(row.type))
          .map((row) => row.id)
          .reverse();
      return { owner, organizationId, appX, appY, rows, idsOf };
    }
    const ids = (res: { json: { items: { _id: string }[] } }) => res.json.items.map((item) => item._id);

    it("campaign reads only: no top-up, balance, member, app review or asset event; Viewer and Admin see them all", async () => {
      const { organizationId, rows, idsOf } = await organizationWithEvents();
      const org = organizationTarget(organizationId);
      const campaignsOnly = await addMemberWithRole(
        organizationId,
        (await createCustomRole(organizationId, [`event:read@${org}`, `campaign:read@${org}`])).id,
      );
      const listed = await list(organizationId, campaignsOnly.apiKey);
      expect(listed.status).toBe(200);
      expect(ids(listed)).toEqual(idsOf("campaign.approved", "ad.rejected", "campaign.ended"));
      expect(listed.json.nextCursor).toBeNull();
      // asking for a type it may not read answers none of them, not 403
      expect((await list(organizationId, campaignsOnly.apiKey, { type: "top_up.confirmed,member.joined" })).json).toEqual({
        items: [],
        nextCursor: null,
      });
      for (const role of ["viewer", "admin"] as const) {
        const member = await addMember(organizationId, role);
        expect(ids(await list(organizationId, member.apiKey))).toEqual(rows.map((row) => row.id).reverse());
      }
    });

    it("campaign reads on app X only: app X's campaign events, one per page, none skipped past the hidden ones", async () => {
      const { organizationId, appX, idsOf } = await organizationWithEvents();
      const scopedRole = await createCustomRole(organizationId, [
        `event:read@${organizationTarget(organizationId)}`,
        `campaign:read@${appTarget(organizationId, appX.id)}`,
      ]);
      const scoped = await addMemberWithRole(organizationId, scopedRole.id);
      expect(ids(await list(organizationId, scoped.apiKey))).toEqual(idsOf("campaign.approved"));
      // pages of one: the only event it may read comes on the first page, and the list ends there
      const first = await list(organizationId, scoped.apiKey, { limit: "1" });
      expect(ids(first)).toEqual(idsOf("campaign.approved"));
      expect(first.json.nextCursor).toBeNull();
    });

    it("a role changed later is read at the next request: granting balance:read lists the top-up and balance events", async () => {
      const { organizationId, idsOf } = await organizationWithEvents();
      const org = organizationTarget(organizationId);
      const role = await createCustomRole(organizationId, [`event:read@${org}`, `campaign:read@${org}`]);
      const member = await addMemberWithRole(organizationId, role.id);
      expect(ids(await list(organizationId, member.apiKey, { type: "top_up.confirmed,balance.low" }))).toEqual([]);
      await prisma.role.update({ where: { id: role.id }, data: { statements: [`event:read@${org}`, `balance:read@${org}`] } });
      expect(ids(await list(organizationId, member.apiKey))).toEqual(idsOf("top_up.confirmed", "balance.low"));
    });

    it("pages through more hidden events than one read holds: every event it may read, once, in order", async () => {
      const owner = await createOwner();
      const organizationId = owner.organization.id;
      const appX = await registerApp(organizationId, { name: "App X" });
      const appY = await registerApp(organizationId, { name: "App Y" });
      const mine = (i: number): [string, object] => ["campaign.approved", { n: i, ads: [{ promotedAppId: appX.id }] }];
      const theirs = (i: number): [string, object] => ["campaign.approved", { n: i, ads: [{ promotedAppId: appY.id }] }];
      // 3 of app X between runs of 600 of app Y: more than a page's first read and one further batch
      const events = [
        mine(0),
        ...Array.from({ length: 600 }, (_, i) => theirs(i)),
        mine(1),
        ...Array.from({ length: 600 }, (_, i) => theirs(i)),
        mine(2),
      ];
      const rows = await seedObjects(organizationId, events);
      const expected = rows
        .filter((row) => (row.data as { ads: { promotedAppId: string }[] }).ads[0].promotedAppId === appX.id)
        .map((row) => row.id)
        .reverse();
      const role = await createCustomRole(organizationId, [
        `event:read@${organizationTarget(organizationId)}`,
        `campaign:read@${appTarget(organizationId, appX.id)}`,
      ]);
      const scoped = await addMemberWithRole(organizationId, role.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: { json: { items: { _id: string }[]; nextCursor: string | null } } = await list(organizationId, scoped.apiKey, {
          limit: "2",
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...res.json.items.map((item) => item._id));
        cursor = res.json.nextCursor;
      } while (cursor);
      expect(seen).toEqual(expected);
    });
  });
});
