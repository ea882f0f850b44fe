import { bearer, createOrganizationAs, expect, test } from "@/e2e/fixtures";

test.describe("organization API with a bootstrap key", () => {
  test("reads and updates the organization (operation 1)", async ({ request, seed }) => {
    const path = `/api/core/organization/${seed.owner.organizationId}`;
    const read = await request.get(path, { headers: bearer(seed.owner.apiKey) });
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({ _id: seed.owner.organizationId, name: "E2E Studio", depth: 0 });

    const update = await request.put(path, { headers: bearer(seed.owner.apiKey), data: { description: "Updated by curl" } });
    expect(update.status()).toBe(200);
    expect(await update.json()).toMatchObject({ description: "Updated by curl" });
  });

  test("answers every client mistake with the common error object", async ({ request, seed }) => {
    const org = `/api/core/organization/${seed.owner.organizationId}`;
    const auth = bearer(seed.owner.apiKey);
    const cases = [
      { res: await request.get("/api/core/organization/not-an-id", { headers: auth }), status: 400, reason: "VALIDATION_FAILED" },
      {
        res: await request.put(org, { headers: { ...auth, "content-type": "application/json" }, data: Buffer.from("{oops") }),
        status: 400,
        reason: "MALFORMED_JSON",
      },
      { res: await request.put(org, { headers: auth, data: { name: "x".repeat(101) } }), status: 400, reason: "VALIDATION_FAILED" },
      { res: await request.put(org, { headers: auth, data: { nmae: "typo" } }), status: 400, reason: "VALIDATION_FAILED" },
      { res: await request.get(org), status: 401, reason: "UNAUTHENTICATED" },
      { res: await request.get(org, { headers: bearer("oak_" + "x".repeat(40)) }), status: 401, reason: "INVALID_API_KEY" },
      {
        res: await request.get(`/api/core/organization/${seed.reviewer.organizationId}/me`, { headers: auth }),
        status: 403,
        reason: "NOT_A_MEMBER",
      },
      { res: await request.get("/api/core/no-such-route", { headers: auth }), status: 404, reason: "ROUTE_NOT_FOUND" },
      { res: await request.delete(org, { headers: auth }), status: 404, reason: "METHOD_NOT_ALLOWED" },
    ];
    for (const { res, status, reason } of cases) {
      expect(res.status(), `${res.url()} ${reason}`).toBe(status);
      const body = await res.json();
      expect(body).toMatchObject({ statusCode: status, reason });
      expect(typeof body.code).toBe("string");
      expect(typeof body.message).toBe("string");
    }
    const wrongMethod = await request.delete(org, { headers: auth });
    expect(wrongMethod.headers()["allow"]).toBe("GET, PUT, HEAD, OPTIONS");
  });

  test("creates a child organization and lists both; /me and the catalogue describe the caller", async ({ request, seed }) => {
    const auth = bearer(seed.owner.apiKey);
    // A key cannot create an organization (it speaks for its own one only): the owner's session does.
    const byKey = await request.post("/api/core/organizations", {
      headers: auth,
      data: { name: "E2E Child", parentOrganizationId: seed.owner.organizationId },
    });
    expect(await byKey.json()).toMatchObject({ statusCode: 403, reason: "SESSION_REQUIRED" });
    const created = await createOrganizationAs(request, seed.owner, { name: "E2E Child", parentOrganizationId: seed.owner.organizationId });
    expect(created).toMatchObject({ depth: 1, parentOrganizationId: seed.owner.organizationId });

    // The key lists the organization it speaks for, not the child its person made.
    const list = await (await request.get("/api/core/organizations", { headers: auth })).json();
    expect(list.items.map((o: { _id: string }) => o._id)).toEqual([seed.owner.organizationId]);

    const me = await (await request.get(`/api/core/organization/${seed.owner.organizationId}/me`, { headers: auth })).json();
    expect(me).toMatchObject({ userId: seed.owner.userId, reviewer: false, member: { roleName: "Owner" } });
    expect(me.permissions).toContain("organization:update");

    const catalogue = await (
      await request.get(`/api/core/organization/${seed.owner.organizationId}/permissions`, { headers: auth })
    ).json();
    expect(catalogue.groups.length).toBeGreaterThan(5);
    const root = catalogue.targetTree.nodes[0];
    expect(root.id).toBe(`organization/${seed.owner.organizationId}`);
    expect(root.children.map((n: { id: string }) => n.id)).toContain(
      `organization/${seed.owner.organizationId}/organization/${created._id}`,
    );
  });
});
