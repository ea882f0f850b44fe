import { describe, expect, it } from "vitest";
import { EVENT_TYPE_NAMES } from "@/lib/events/event-types";
import { appTarget, organizationTarget } from "@/lib/permissions/statements";
import { maySeeEvent, readerOfStatements, typesReaderMaySee } from "./event-visibility";

const ORG = "6740a1b2c3d4e5f601234567";
const APP = "6740a1b2c3d4e5f601230001";
const OTHER_APP = "6740a1b2c3d4e5f601230002";
const USER = "6740a1b2c3d4e5f601239999";
const on = (action: string, target = organizationTarget(ORG)) => `${action}@${target}`;
const event = (type: string, data: object = {}, objectId: string | null = "6740a1b2c3d4e5f60123aaaa") => ({
  organizationId: ORG,
  type,
  objectId,
  data,
});
const member = (...statements: string[]) => readerOfStatements(USER, statements);

describe("maySeeEvent", () => {
  it.each([
    ["balance.low", "balance:read"],
    ["balance.empty", "balance:read"],
    ["top_up.requested", "balance:read"],
    ["top_up.confirmed", "balance:read"],
    ["asset.ready", "asset:read"],
    ["asset.failed", "asset:read"],
    ["member.joined", "member:read"],
    ["api_key.rotated", "member:read"],
    ["campaign.rejected", "campaign:read"],
    ["campaign.budget_exhausted", "campaign:read"],
    ["campaign.goal_missed", "campaign:read"],
    ["receipt.ready", "billing:read"],
    ["statement.ready", "billing:read"],
    ["tax_invoice.issued", "billing:read"],
    ["refund.approved", "billing:read"],
    ["ad.approved", "campaign:read"],
    ["app.platform.approved", "app:read"],
  ])("%s needs %s on the organization", (type, action) => {
    expect(maySeeEvent(event(type), member(on(action)))).toBe(true);
    expect(maySeeEvent(event(type), member(on("organization:read")))).toBe(false);
  });

  it("a campaign of an app needs campaign:read on that app (or the organization); one of two apps needs both", () => {
    const scoped = member(on("campaign:read", appTarget(ORG, APP)));
    expect(maySeeEvent(event("campaign.approved", { ads: [{ promotedAppId: APP }] }), scoped)).toBe(true);
    expect(maySeeEvent(event("campaign.approved", { ads: [{ promotedAppId: OTHER_APP }] }), scoped)).toBe(false);
    expect(maySeeEvent(event("campaign.approved", { ads: [{ promotedAppId: APP }, { promotedAppId: OTHER_APP }] }), scoped)).toBe(false);
    expect(maySeeEvent(event("campaign.approved", { ads: [{}] }), scoped)).toBe(false);
    expect(maySeeEvent(event("ad.rejected", { promotedAppId: APP }), scoped)).toBe(true);
    expect(maySeeEvent(event("campaign.approved", { ads: [{ promotedAppId: OTHER_APP }] }), member(on("campaign:read")))).toBe(true);
  });

  it("an app platform's event needs app:read on that app", () => {
    expect(maySeeEvent(event("app.platform.rejected", {}, APP), member(on("app:read", appTarget(ORG, APP))))).toBe(true);
    expect(maySeeEvent(event("app.platform.rejected", {}, OTHER_APP), member(on("app:read", appTarget(ORG, APP))))).toBe(false);
  });

  it("a rotation of one's own key is told to its owner whatever the role", () => {
    expect(maySeeEvent(event("api_key.rotated", {}, USER), member())).toBe(true);
    expect(maySeeEvent(event("api_key.rotated", { userId: USER }, null), member())).toBe(true);
    expect(maySeeEvent(event("api_key.rotated", {}), member())).toBe(false);
  });

  it("a wildcard role sees everything", () => {
    for (const type of ["balance.low", "campaign.rejected", "asset.ready", "member.joined", "app.platform.approved"]) {
      expect(maySeeEvent(event(type, { ads: [{ promotedAppId: APP }] }), member(`*@${organizationTarget(ORG)}`))).toBe(true);
    }
  });

  it("a service account (no user id) is not told of key rotations by ownership, only by member:read", () => {
    expect(maySeeEvent(event("api_key.rotated", { userId: USER }, USER), readerOfStatements(null, []))).toBe(false);
    expect(maySeeEvent(event("api_key.rotated", { userId: USER }, USER), readerOfStatements(null, [on("member:read")]))).toBe(true);
  });
});

describe("typesReaderMaySee", () => {
  it("names the types whose permission the reader holds on the organization or on one of its apps", async () => {
    const apps =
      (...ids: string[]) =>
      async () =>
        ids;
    expect(await typesReaderMaySee(ORG, member(on("balance:read")), apps(APP))).toEqual([
      "balance.low",
      "balance.empty",
      "top_up.requested",
      "top_up.confirmed",
      "api_key.rotated",
    ]);
    const scoped = member(on("campaign:read", appTarget(ORG, APP)));
    expect(await typesReaderMaySee(ORG, scoped, apps(APP))).toEqual([
      "campaign.approved",
      "campaign.rejected",
      "campaign.ended",
      "campaign.budget_exhausted",
      "campaign.goal_missed",
      "campaign.updated",
      "ad.approved",
      "ad.rejected",
      "ad.updated",
      "api_key.rotated",
    ]);
    // a grant on an app the organization no longer has reaches no event type
    expect(await typesReaderMaySee(ORG, scoped, apps(OTHER_APP))).toEqual(["api_key.rotated"]);
    expect(await typesReaderMaySee(ORG, readerOfStatements(null, []), apps(APP))).toEqual([]);
  });

  it("does not load the apps when every type is read on the organization", async () => {
    let loaded = false;
    const types = await typesReaderMaySee(ORG, member(`*@${organizationTarget(ORG)}`), async () => {
      loaded = true;
      return [];
    });
    expect(types).toEqual(EVENT_TYPE_NAMES);
    expect(loaded).toBe(false);
  });
});
