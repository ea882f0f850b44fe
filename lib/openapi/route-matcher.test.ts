import { describe, expect, it } from "vitest";
import { ROUTES } from "./registry";
import { allowedMethods, compileRoutes } from "./route-matcher";

const compiled = compileRoutes(ROUTES);
const app = "/api/core/organization/6740a1b2c3d4e5f601234567/apps/6740a1b2c3d4e5f601234568";

describe("allowedMethods", () => {
  it("prefers a static segment over a dynamic one, as Next.js routes them", () => {
    expect(allowedMethods(compiled, `${app}/approval/history`)).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods(compiled, `${app}/approval/APPROVAL_ACTION_APPROVE`)).toEqual(["PUT", "OPTIONS"]);
  });

  it("knows every method of a path, whatever order the routes were declared in", () => {
    expect(allowedMethods(compiled, app)?.sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH"]);
    expect(allowedMethods(compileRoutes([...ROUTES].reverse()), `${app}/approval/history`)).toEqual(["GET", "HEAD", "OPTIONS"]);
  });

  it("answers null for a path no route has", () => {
    expect(allowedMethods(compiled, `${app}/approval`)).toBeNull();
    expect(allowedMethods(compiled, "/api/core/review/nothing")).toBeNull();
  });
});
