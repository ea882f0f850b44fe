import { describe, expect, it } from "vitest";
import { ROUTES } from "@/lib/openapi/registry";
import { OPERATION_PATHS } from "./operation-paths";
import { operationPath } from "./operation-path";
import { apiPath, fillPath } from "./paths";

describe("operation paths", () => {
  it("hold exactly the operations' own paths (stale: run `npm run generate:paths`)", () => {
    expect(OPERATION_PATHS).toEqual(Object.fromEntries(ROUTES.map((route) => [route.operationId, route.path])));
  });

  it("fill every parameter, URL-encoded", () => {
    expect(operationPath("getCampaign", { organizationId: "o 1", campaignId: "c/2" })).toBe("/api/core/organization/o%201/campaign/c%2F2");
    expect(operationPath("listMyOrganizations", {})).toBe("/api/core/organizations");
    expect(fillPath(OPERATION_PATHS.getAsset, { organizationId: "o", assetId: "a b" })).toBe("/api/core/organization/o/ad/assets/a%20b");
    expect(apiPath.organization("o").campaign("c").ad("a").status()).toBe(
      operationPath("changeAdStatus", { organizationId: "o", campaignId: "c", adId: "a" }),
    );
    expect(apiPath.reviewQueue("top-ups")).toBe(operationPath("listTopUpReviewQueue", {}));
  });
});
