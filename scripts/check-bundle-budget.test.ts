import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGET_BYTES, isPageRoute, measurePages, overBudget, parseRouteBundleStats } from "./check-bundle-budget.mjs";

const fixture = fs.readFileSync(path.join(import.meta.dirname, "fixtures", "route-bundle-stats.json"), "utf8");
const sizes: Record<string, number> = {
  ".next/static/chunks/react.js": 100 * 1024,
  ".next/static/chunks/charts.js": 90 * 1024,
  ".next/static/chunks/members.js": 20 * 1024,
  ".next/static/chunks/huge.js": 500 * 1024,
};

describe("bundle budget", () => {
  it("reads every page of Next's route bundle stats (sign-in and docs too, route handlers not), JavaScript chunks only, sorted by route", () => {
    expect(parseRouteBundleStats(fixture)).toEqual([
      { route: "/docs/api", chunks: [".next/static/chunks/huge.js"] },
      { route: "/organizations", chunks: [".next/static/chunks/react.js"] },
      {
        route: "/organizations/[organizationId]/balance",
        chunks: [".next/static/chunks/react.js", ".next/static/chunks/charts.js", ".next/static/chunks/react.js"],
      },
      { route: "/organizations/[organizationId]/members", chunks: [".next/static/chunks/react.js", ".next/static/chunks/members.js"] },
      { route: "/profile", chunks: [".next/static/chunks/react.js"] },
      { route: "/sign-in", chunks: [".next/static/chunks/react.js", ".next/static/chunks/huge.js"] },
    ]);
  });

  it("counts a chunk listed twice once, and names only the pages over budget", () => {
    const measured = measurePages(parseRouteBundleStats(fixture), (chunk) => sizes[chunk]);
    expect(measured.find((page) => page.route.endsWith("/balance"))?.gzipBytes).toBe(190 * 1024);
    expect(overBudget(measured)).toEqual([
      { route: "/docs/api", gzipBytes: 500 * 1024 },
      { route: "/organizations/[organizationId]/balance", gzipBytes: 190 * 1024 },
      { route: "/sign-in", gzipBytes: 600 * 1024 },
    ]);
    expect(overBudget(measured, 600 * 1024)).toEqual([]);
    expect(overBudget(measured, 600 * 1024 - 1)).toEqual([{ route: "/sign-in", gzipBytes: 600 * 1024 }]);
    expect(overBudget(measured, 190 * 1024 - 1)).toHaveLength(3);
    expect(BUDGET_BYTES).toBe(180 * 1024);
  });

  it("counts the API and stored media out, and refuses a document that is not a list of routes", () => {
    expect(["/sign-in", "/docs/api", "/", "/_not-found", "/invitations/[token]", "/apis"].every(isPageRoute)).toBe(true);
    expect(["/api/core/openapi.json", "/api", "/media/[...key]"].some(isPageRoute)).toBe(false);
    expect(() => parseRouteBundleStats(JSON.stringify({ routes: [] }))).toThrow(/array/);
  });
});
