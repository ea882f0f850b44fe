import { describe, expect, it } from "vitest";
import type { PermissionId } from "./permission-ids";
import { appsReached, appTarget, grantsBelow, platformTarget } from "./statements";
import { grantsAllow } from "./statement-targets";

const org = "6740a1b2c3d4e5f601234567";
const app = "6740a1b2c3d4e5f601234568";
const other = "6740a1b2c3d4e5f601234569";

describe("grants below the organization", () => {
  it("lists scopable permissions granted on apps and platforms, not organization-wide ones", () => {
    const grants = grantsBelow(
      [
        `app:read@organization/${org}`,
        `app:update@organization/${org}/app/${app}`,
        `app:submit@organization/${org}/app/${app}/platform/APP_PLATFORM_IOS`,
        `member:read@organization/${org}`,
        `app:read@organization/${other}/app/${app}`,
      ],
      org,
    );
    expect(grants).toEqual([
      { permission: "app:update", target: appTarget(org, app) },
      { permission: "app:submit", target: platformTarget(org, app, "APP_PLATFORM_IOS") },
    ]);
  });

  it("expands wildcards to the catalogue's scopable permissions", () => {
    const grants = grantsBelow([`app:*@organization/${org}/app/*`], org);
    expect(grants.map((g) => g.permission)).toEqual(["app:read", "app:update", "app:delete", "app:submit"]);
    expect(appsReached(grants, "app:read")).toBe("all");
    expect(grantsBelow([`*@organization/${org}/*`], org).every((g) => g.target === `organization/${org}/app/*`)).toBe(true);
  });

  it("allows at or below the granted node only, and says which apps a permission reaches", () => {
    const grants = grantsBelow(
      [`app:read@organization/${org}/app/${app}`, `app:submit@organization/${org}/app/${other}/platform/APP_PLATFORM_IOS`],
      org,
    );
    expect(grantsAllow(grants, "app:read", appTarget(org, app))).toBe(true);
    expect(grantsAllow(grants, "app:read", platformTarget(org, app, "APP_PLATFORM_IOS"))).toBe(true);
    expect(grantsAllow(grants, "app:read", appTarget(org, other))).toBe(false);
    expect(grantsAllow(grants, "app:submit", platformTarget(org, other, "APP_PLATFORM_ANDROID"))).toBe(false);
    expect(appsReached(grants, "app:read")).toEqual([app]);
    expect(appsReached(grants, "app:submit")).toEqual([other]);
    expect(appsReached(grants, "app:delete")).toEqual([]);
  });

  it("a grant allows its permission on its node and below only, and a malformed target allows nothing", () => {
    const grants = [
      { permission: "app:read" as const, target: `organization/${org}/app/*` },
      { permission: "app:update" as const, target: `organization/${org}/app/not-an-id` },
      { permission: "app:submit" as const, target: appTarget(org, app) },
    ];
    expect(grantsAllow(grants, "app:read", appTarget(org, other))).toBe(true);
    expect(grantsAllow(grants, "app:read", `organization/${org}`)).toBe(false);
    expect(grantsAllow(grants, "app:update", `organization/${org}/app/not-an-id`)).toBe(false);
    expect(grantsAllow(grants, "app:submit", platformTarget(org, app, "APP_PLATFORM_IOS"))).toBe(true);
    expect(grantsAllow(grants, "app:submit", appTarget(org, other))).toBe(false);
    expect(grantsAllow(grants, "app:delete", appTarget(org, app))).toBe(false);
  });

  it("permission ids are a closed union: a typo does not compile", () => {
    // @ts-expect-error "app:raed" is not a catalogue permission
    const typo: PermissionId = "app:raed";
    expect(typo).toBe("app:raed");
  });
});
