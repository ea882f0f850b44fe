import { describe, expect, it } from "vitest";
import type { PermissionId } from "./catalogue";
import { appsReached, appTarget, grantsAllow, grantsBelow, platformTarget } from "./statements";

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

  it("permission ids are a closed union: a typo does not compile", () => {
    // @ts-expect-error "app:raed" is not a catalogue permission
    const typo: PermissionId = "app:raed";
    expect(typo).toBe("app:raed");
  });
});
