import { describe, expect, it } from "vitest";
import type { TargetNode } from "@/lib/permissions/schemas";
import { targetLabels } from "./target-labels";

const ORG = "organization/6b03aaaaaaaaaaaaaaaaaaaa";
const app = (id: string, name: string, platforms: string[]): TargetNode => ({
  id: `${ORG}/app/${id}`,
  label: name,
  selectable: true,
  children: platforms.map((p) => ({ id: `${ORG}/app/${id}/platform/${p}`, label: p, selectable: true })),
});
const tree: TargetNode[] = [
  {
    id: ORG,
    label: "Pixel Forge",
    selectable: true,
    children: [
      app("6b03bbbbbbbbbbbbbbbbbbbb", "Tower Quest", ["APP_PLATFORM_ANDROID"]),
      app("6b03cccccccccccccccccccc", "Tower Quest", ["APP_PLATFORM_IOS"]),
      app("6b03dddddddddddddddddddd", "Sky Run", ["APP_PLATFORM_ANDROID"]),
      app("6b03eeeeeeeeeeeeeeeeeeee", "Sky Run", ["APP_PLATFORM_ANDROID"]),
      app("6b03ffffffffffffffffffff", "Solo", ["APP_PLATFORM_H5"]),
    ],
  },
];
const platforms: Record<string, string> = { APP_PLATFORM_ANDROID: "안드로이드", APP_PLATFORM_IOS: "iOS", APP_PLATFORM_H5: "H5" };
const labels = targetLabels(
  tree,
  (p) => platforms[p] ?? p,
  (n) => `#${n}`,
);

describe("target labels", () => {
  it("writes a platform path as names, the platform in the viewer's language", () => {
    expect(labels.path(`${ORG}/app/6b03ffffffffffffffffffff/platform/APP_PLATFORM_H5`)).toEqual(["Pixel Forge", "Solo", "H5"]);
    expect(labels.path(ORG)).toEqual(["Pixel Forge"]);
  });

  it("tells apps of the same name apart by their platforms, then by their order, never by id", () => {
    expect(labels.label(`${ORG}/app/6b03bbbbbbbbbbbbbbbbbbbb`)).toBe("Tower Quest (안드로이드)");
    expect(labels.label(`${ORG}/app/6b03cccccccccccccccccccc`)).toBe("Tower Quest (iOS)");
    expect(labels.label(`${ORG}/app/6b03dddddddddddddddddddd`)).toBe("Sky Run (안드로이드, #1)");
    expect(labels.label(`${ORG}/app/6b03eeeeeeeeeeeeeeeeeeee`)).toBe("Sky Run (안드로이드, #2)");
    expect(labels.label(`${ORG}/app/6b03ffffffffffffffffffff`)).toBe("Solo");
  });

  it("leaves a path it does not know as written", () => {
    expect(labels.path("organization/unknown")).toEqual(["organization/unknown"]);
  });
});
