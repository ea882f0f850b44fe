import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiPath } from "./paths";

const apiRoot = path.resolve(import.meta.dirname, "../../app/api");

// Builders whose argument is one of a few literal path segments: each value is tried.
const LITERAL_ARGUMENTS: Record<string, string[]> = {
  reviewQueue: ["app-platforms", "campaigns", "ads", "top-ups"],
  review: ["counts", "organizations"],
  decide: ["confirm", "cancel"],
};

/** Every path the helper can build: each builder is called with placeholder ids until it gives a string. */
function allPaths(node: unknown, trail: string): { name: string; value: string }[] {
  if (typeof node === "string") return [{ name: trail, value: node }];
  if (typeof node === "function") {
    const literals = LITERAL_ARGUMENTS[trail.slice(trail.lastIndexOf(".") + 1)];
    if (literals) return literals.flatMap((value) => allPaths(node(value), `${trail}(${value})`));
    const args = Array.from({ length: node.length }, (_, i) => `id-${i}`);
    return allPaths(node(...args), `${trail}()`);
  }
  if (node && typeof node === "object") return Object.entries(node).flatMap(([key, child]) => allPaths(child, `${trail}.${key}`));
  return [];
}

/** The route folder a URL path lands on: a literal folder first, else the one dynamic [segment] folder. */
function routeFile(urlPath: string): string | null {
  let dir = apiRoot;
  for (const part of urlPath
    .replace(/^\/api\//, "")
    .split("/")
    .map(decodeURIComponent)) {
    if (fs.existsSync(path.join(dir, part))) {
      dir = path.join(dir, part);
      continue;
    }
    const dynamic = fs.readdirSync(dir).find((name) => /^\[[^.\]]+\]$/.test(name));
    if (!dynamic) return null;
    dir = path.join(dir, dynamic);
  }
  const file = path.join(dir, "route.ts");
  return fs.existsSync(file) ? file : null;
}

describe("apiPath", () => {
  const paths = allPaths(apiPath, "apiPath");

  it("builds many paths", () => {
    expect(paths.length).toBeGreaterThan(35);
  });

  it.each(paths)("$name lands on a route handler", ({ value }) => {
    expect(value.startsWith("/api/")).toBe(true);
    expect(routeFile(value)).not.toBeNull();
  });

  it("encodes each id as one path segment", () => {
    expect(apiPath.organization("a/b").app("c d").self()).toBe("/api/core/organization/a%2Fb/apps/c%20d");
    expect(apiPath.auth.invitation("t?x")).toBe("/api/auth/invitations/t%3Fx");
  });

  it("names the top-up decision and approval action in the path", () => {
    expect(apiPath.organization("o").topUp("t").decide("cancel")).toBe("/api/core/organization/o/balance/top-ups/t/cancel");
    expect(apiPath.organization("o").app("a").approval("APPROVAL_ACTION_APPROVE")).toBe(
      "/api/core/organization/o/apps/a/approval/APPROVAL_ACTION_APPROVE",
    );
  });
});
