import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@/lib/openapi/registry";
import { areaKey, areas, operationOf, routeById } from "./docs-data";

const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "i18n", "messages", locale, "docs.json"), "utf8"));

describe("API reference data", () => {
  it("names areas by message key", () => {
    expect(areaKey("Roles and permissions")).toBe("rolesAndPermissions");
    expect(areaKey("Creative assets")).toBe("creativeAssets");
    expect(areaKey("Meta")).toBe("meta");
  });

  it.each(["en", "ko"])("has a %s name for every area and every status an operation answers", (locale) => {
    const docs = catalogue(locale);
    for (const area of areas()) expect(docs.areas[area.key], area.tag).toEqual(expect.any(String));
    for (const route of ROUTES) {
      for (const status of Object.keys(operationOf(route).operation.responses))
        expect(docs.statuses[status], `${route.operationId} ${status}`).toEqual(expect.any(String));
    }
  });

  it("titles every operation in both languages: the English title is the document's summary, the Korean one Korean", () => {
    const titles = (locale: string) =>
      JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib", "i18n", "messages", locale, "apiOperations.json"), "utf8"));
    const [en, ko] = [titles("en"), titles("ko")];
    for (const route of ROUTES) {
      expect(en[route.operationId], route.operationId).toBe(route.summary);
      expect(ko[route.operationId], route.operationId).toMatch(/[가-힣]/);
    }
    expect(Object.keys(en).sort()).toEqual(ROUTES.map((route) => route.operationId).sort());
  });

  it("groups every route exactly once, and finds each by its operationId", () => {
    const grouped = areas().flatMap((area) => area.routes);
    expect(grouped).toHaveLength(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.operationId)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(routeById(route.operationId)).toBe(route);
    expect(routeById("noSuchOperation")).toBeUndefined();
  });
});
