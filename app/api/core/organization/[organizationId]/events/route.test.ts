import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute } from "@/lib/test/call-route";
import { addMember, addMemberWithRole, createCustomRole, createOwner, createReviewer } from "@/lib/test/fixtures";
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
});
