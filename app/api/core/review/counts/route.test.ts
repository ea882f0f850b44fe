import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createReviewer, registerApp, setPlatformStatus } from "@/lib/test/fixtures";
import { GET } from "./route";

const counts = (apiKey: string) => callRoute(GET, "GET", "/api/core/review/counts", { apiKey });

describe("GET /api/core/review/counts (extension)", () => {
  it("counts the pending app platforms for reviewers and refuses anyone else", async () => {
    const reviewer = await createReviewer();
    const before = (await counts(reviewer.apiKey)).json;
    expect(before).toEqual({
      appPlatforms: expect.any(Number),
      campaigns: expect.any(Number),
      ads: expect.any(Number),
      topUps: expect.any(Number),
    });

    const owner = await createOwner({ name: "Counted" });
    const app = await registerApp(owner.organization.id);
    await setPlatformStatus(app.id, "APP_PLATFORM_ANDROID", "APPROVAL_STATUS_PENDING");
    const after = await counts(reviewer.apiKey);
    expect(after.status).toBe(200);
    expect(after.json.appPlatforms).toBe(before.appPlatforms + 1);

    expect((await counts(owner.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });
});
