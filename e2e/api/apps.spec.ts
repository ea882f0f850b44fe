import { bearer, expect, test } from "@/e2e/fixtures";

const STORE = "https://apps.apple.com/kr/app/e2e-puzzle/id123456789";

test.describe("apps and platform approval with bearer keys", () => {
  test("register (op 7), request (op 8), a reviewer approves, history (op 9) newest first", async ({ request, seed }) => {
    const owner = bearer(seed.owner.apiKey);
    const reviewer = bearer(seed.reviewer.apiKey);
    const apps = `/api/core/organization/${seed.owner.organizationId}/apps`;

    const created = await request.post(apps, {
      headers: owner,
      data: { name: "API Puzzle", platformSettings: { ios: { storeUrl: STORE } } },
    });
    expect(created.status()).toBe(200);
    const app = await created.json();
    expect(app).toMatchObject({
      organizationId: seed.owner.organizationId,
      name: "API Puzzle",
      platform: ["APP_PLATFORM_IOS"],
      platformReviews: [{ platform: "APP_PLATFORM_IOS", status: "APPROVAL_STATUS_CREATED" }],
    });
    expect(app.sdkKey).toMatch(/^sdk_/);
    const approval = (action: string) => `${apps}/${app._id}/approval/${action}`;

    const early = await request.put(approval("APPROVAL_ACTION_APPROVE"), { headers: reviewer, data: { platform: "APP_PLATFORM_IOS" } });
    expect(early.status()).toBe(409);
    expect(await early.json()).toMatchObject({ code: "Conflict", reason: "INVALID_APPROVAL_TRANSITION" });

    const requested = await request.put(approval("APPROVAL_ACTION_REQUEST_APPROVAL"), {
      headers: owner,
      data: { platform: "APP_PLATFORM_IOS" },
    });
    expect(requested.status()).toBe(200);
    expect(await requested.json()).toMatchObject({
      action: "APPROVAL_ACTION_REQUEST_APPROVAL",
      statusFrom: "APPROVAL_STATUS_CREATED",
      statusTo: "APPROVAL_STATUS_PENDING",
      platform: "APP_PLATFORM_IOS",
      submittedBy: seed.owner.userId,
    });

    const ownApproval = await request.put(approval("APPROVAL_ACTION_APPROVE"), { headers: owner, data: { platform: "APP_PLATFORM_IOS" } });
    expect(ownApproval.status()).toBe(403);

    const queue = await (await request.get("/api/core/review/app-platforms", { headers: reviewer, params: { limit: 200 } })).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({ appId: app._id, platform: "APP_PLATFORM_IOS", url: STORE, organizationName: "E2E Studio" }),
    );

    const approved = await request.put(approval("APPROVAL_ACTION_APPROVE"), { headers: reviewer, data: { platform: "APP_PLATFORM_IOS" } });
    expect(approved.status()).toBe(200);
    expect(await approved.json()).toMatchObject({ statusTo: "APPROVAL_STATUS_APPROVED", submittedBy: seed.reviewer.userId });

    const read = await (await request.get(`${apps}/${app._id}`, { headers: owner })).json();
    expect(read.platformReviews[0]).toMatchObject({
      status: "APPROVAL_STATUS_APPROVED",
      submittedAt: expect.any(String),
      reviewedAt: expect.any(String),
    });

    const history = await request.get(`${apps}/${app._id}/approval/history`, { headers: owner, params: { platform: "APP_PLATFORM_IOS" } });
    expect(history.status()).toBe(200);
    expect((await history.json()).map((r: { action: string }) => r.action)).toEqual([
      "APPROVAL_ACTION_APPROVE",
      "APPROVAL_ACTION_REQUEST_APPROVAL",
    ]);
  });

  test("answers client mistakes with the common error object", async ({ request, seed }) => {
    const owner = bearer(seed.owner.apiKey);
    const apps = `/api/core/organization/${seed.owner.organizationId}/apps`;
    const bare = await (await request.post(apps, { headers: owner, data: { platform: ["APP_PLATFORM_ANDROID"] } })).json();
    expect(bare.name).toBe("Untitled app");
    const base = `${apps}/${bare._id}`;
    const cases = [
      { res: await request.post(apps, { headers: owner, data: { platform: [] } }), status: 400, reason: "VALIDATION_FAILED" },
      {
        res: await request.post(apps, { headers: owner, data: { name: "x".repeat(81), platform: ["APP_PLATFORM_H5"] } }),
        status: 400,
        reason: "VALIDATION_FAILED",
      },
      {
        res: await request.post(apps, { headers: owner, data: { platformSettings: { android: { storeUrl: "https://bad host/" } } } }),
        status: 400,
        reason: "VALIDATION_FAILED",
      },
      {
        res: await request.put(`${base}/approval/APPROVAL_ACTION_PUBLISH`, { headers: owner, data: { platform: "APP_PLATFORM_ANDROID" } }),
        status: 400,
        reason: "VALIDATION_FAILED",
      },
      {
        res: await request.put(`${base}/approval/APPROVAL_ACTION_REQUEST_APPROVAL`, {
          headers: owner,
          data: { platform: "APP_PLATFORM_ANDROID" },
        }),
        status: 400,
        reason: "STORE_URL_REQUIRED",
      },
      {
        res: await request.put(`${base}/approval/APPROVAL_ACTION_REQUEST_APPROVAL`, {
          headers: owner,
          data: { platform: "APP_PLATFORM_IOS" },
        }),
        status: 400,
        reason: "VALIDATION_FAILED",
      },
      {
        res: await request.get(`${base}/approval/history`, { headers: owner, params: { platform: "IOS" } }),
        status: 400,
        reason: "VALIDATION_FAILED",
      },
      { res: await request.put(`${base}/approval/history`, { headers: owner, data: {} }), status: 404, reason: "METHOD_NOT_ALLOWED" },
      { res: await request.get("/api/core/review/app-platforms", { headers: owner }), status: 403, reason: "PERMISSION_DENIED" },
      {
        res: await request.get(`/api/core/organization/${seed.reviewer.organizationId}/apps/${bare._id}`, {
          headers: bearer(seed.reviewer.apiKey),
        }),
        status: 404,
        reason: "NOT_FOUND",
      },
    ];
    for (const { res, status, reason } of cases) {
      expect(res.status(), `${res.url()} ${reason}`).toBe(status);
      expect(await res.json()).toMatchObject({ statusCode: status, reason });
    }

    const deleted = await request.delete(base, { headers: owner });
    expect(await deleted.json()).toMatchObject({ _id: bare._id, deletedAt: expect.any(String) });
    expect((await request.get(base, { headers: owner })).status()).toBe(404);
    const list = await (await request.get(apps, { headers: owner, params: { limit: 200 } })).json();
    expect(list.items.map((a: { _id: string }) => a._id)).not.toContain(bare._id);
  });
});
