import { describe, expect, it } from "vitest";
import { burstPath, nameOf, notificationPath, notificationValues, type Describable } from "./describe-notification";

const ORG = "6740a1b2c3d4e5f601234567";
const item = (type: Describable["type"], data: Record<string, unknown> = {}, extra: Partial<Describable> = {}): Describable => ({
  type,
  organizationId: ORG,
  objectId: "obj",
  data,
  ...extra,
});
const format = { date: (iso: string) => `D(${iso})`, month: (m: string) => `M(${m})`, money: (n: number) => `W${n}`, unnamed: "untitled" };

describe("notificationPath", () => {
  it.each([
    [item("campaign.rejected"), `/organizations/${ORG}/campaigns/obj`],
    [item("ad.rejected", {}, { campaignId: "camp" }), `/organizations/${ORG}/campaigns/camp`],
    [item("ad.rejected"), `/organizations/${ORG}/campaigns`],
    [item("balance.low"), `/organizations/${ORG}/balance`],
    [item("top_up.confirmed"), `/organizations/${ORG}/balance`],
    [item("asset.ready"), `/organizations/${ORG}/assets`],
    [item("app.platform.approved", { appId: "app" }), `/organizations/${ORG}/apps/app`],
    [item("app.platform.approved"), `/organizations/${ORG}/apps/obj`],
    [item("member.joined"), `/organizations/${ORG}/members`],
    [item("api_key.rotated"), `/organizations/${ORG}/api-key`],
  ])("%o leads to %s", (notification, path) => {
    expect(notificationPath(notification)).toBe(path);
  });

  it("a burst about one object leads to it, one about several to their list", () => {
    expect(burstPath([item("campaign.ended"), item("campaign.ended")])).toBe(`/organizations/${ORG}/campaigns/obj`);
    expect(burstPath([item("campaign.ended"), item("campaign.ended", {}, { objectId: "other" })])).toBe(`/organizations/${ORG}/campaigns`);
    expect(burstPath([item("asset.ready"), item("asset.ready", {}, { objectId: "other" })])).toBe(`/organizations/${ORG}/assets`);
  });
});

describe("notificationValues and nameOf", () => {
  it("reads the name, the reason, the date and the amount from the object as the API answered it", () => {
    expect(notificationValues(item("campaign.rejected", { name: "Summer", statusReason: "Broken" }), format)).toMatchObject({
      name: "Summer",
      reason: "Broken",
      hasReason: "yes",
    });
    expect(
      notificationValues(item("ad.rejected", { name: "Banner", review: { status: "REJECTED", reason: "Blurry" } }), format),
    ).toMatchObject({
      reason: "Blurry",
    });
    expect(notificationValues(item("balance.low", { servingStopsAt: "2026-12-03T00:00:00Z" }), format)).toMatchObject({
      date: "D(2026-12-03T00:00:00Z)",
      hasDate: "yes",
    });
    expect(notificationValues(item("top_up.confirmed", { amount: 500000 }), format)).toMatchObject({ amount: "W500000" });
    expect(notificationValues(item("statement.ready", { month: "2026-11" }), format)).toMatchObject({ month: "M(2026-11)" });
    expect(notificationValues(item("app.platform.approved", { name: "Tile", platform: "IOS" }), format)).toMatchObject({
      platform: "iOS",
      hasPlatform: "yes",
    });
    expect(notificationValues(item("campaign.approved"), format)).toMatchObject({ name: "untitled", hasReason: "no", hasDate: "no" });
  });

  it("names a member by their full name, an asset by its file's name", () => {
    expect(nameOf(item("member.joined", { profile: { fullName: "Jiwoo Park" }, email: "j@example.com" }))).toBe("Jiwoo Park");
    expect(nameOf(item("member.joined", { email: "j@example.com" }))).toBe("j@example.com");
    expect(nameOf(item("asset.ready", { originalName: "hero.png" }))).toBe("hero.png");
  });
});
