// What a script with an unset variable sends (`/apps//approval/…`, a trailing slash): the common error object as
// JSON, never Next's plain-text 308 redirect that a PUT or POST client would not follow.
import { bearer, expect, test } from "@/e2e/fixtures";

test("API paths with an empty segment or a trailing slash answer 404 ROUTE_NOT_FOUND JSON", async ({ request, seed }) => {
  const org = `/api/core/organization/${seed.owner.organizationId}`;
  const cases = [
    { method: "PUT", path: `${org}/apps//approval/APPROVAL_ACTION_REQUEST_APPROVAL`, data: { platform: "APP_PLATFORM_ANDROID" } },
    { method: "GET", path: `${org}/apps/` },
    { method: "POST", path: `${org}//roles`, data: { name: "x", statements: [] } },
  ];
  for (const c of cases) {
    const res = await request.fetch(c.path, { method: c.method, headers: bearer(seed.owner.apiKey), data: c.data, maxRedirects: 0 });
    expect(res.status(), `${c.method} ${c.path}`).toBe(404);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(await res.json()).toMatchObject({ statusCode: 404, code: "NotFound", reason: "ROUTE_NOT_FOUND" });
  }
  // The same paths without the empty segment still work.
  expect((await request.get(`${org}/apps`, { headers: bearer(seed.owner.apiKey) })).status()).toBe(200);
});
