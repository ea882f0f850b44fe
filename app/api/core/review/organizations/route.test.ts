import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer } from "@/lib/test/fixtures";
import { GET } from "./route";

const search = (apiKey: string, query: Record<string, string> = {}) =>
  callRoute(GET, "GET", "/api/core/review/organizations", { apiKey, query });

describe("GET /api/core/review/organizations (extension)", () => {
  it("finds organizations by part of their name, any case, page by page, for reviewers only", async () => {
    const tag = randomBytes(4).toString("hex");
    const reviewer = await createReviewer();
    const first = await createOwner({ name: `Pixel Forge ${tag}` });
    const second = await createOwner({ name: `pixel FORGE two ${tag}` });
    await createOwner({ name: `Other ${tag}` });

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await search(reviewer.apiKey, { q: `forge`, limit: "1", ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      ids.push(...res.json.items.map((o: { _id: string }) => o._id));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(ids.filter((id) => [first.organization.id, second.organization.id].includes(id))).toEqual([
      first.organization.id,
      second.organization.id,
    ]);

    const exact = await search(reviewer.apiKey, { q: `FORGE two ${tag}` });
    expect(exact.json.items).toEqual([{ _id: second.organization.id, name: `pixel FORGE two ${tag}`, createdAt: expect.any(String) }]);

    expect((await search(first.apiKey, { q: "forge" })).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await search(reviewer.apiKey, { q: "x".repeat(101) })).json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
  });

  it("names one organization by id (the reviewers' charge page, which may not read the organization's record)", async () => {
    const reviewer = await createReviewer();
    const picked = await createOwner({ name: "Picked Studio" });
    const res = await search(reviewer.apiKey, { id: picked.organization.id });
    expect(res.json).toEqual({
      items: [{ _id: picked.organization.id, name: "Picked Studio", createdAt: expect.any(String) }],
      nextCursor: null,
    });
    expect((await search(reviewer.apiKey, { id: "not-an-id" })).json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect((await search(picked.apiKey, { id: picked.organization.id })).json).toMatchObject({ statusCode: 403 });
  });
});
