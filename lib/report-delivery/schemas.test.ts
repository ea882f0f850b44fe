import { describe, expect, it } from "vitest";
import { createExportBody, createScheduleBody, scheduleRequestFields, wholeOrganizationIssue } from "./schemas";

const RECIPIENT = "6740a1b2c3d4e5f601234a01";
const CAMPAIGN = "6740a1b2c3d4e5f601234c01";

describe("the whole organization's report (perCampaign false)", () => {
  it("is only the organization's, never by ad or with an ad filter", () => {
    expect(wholeOrganizationIssue({ campaignId: null, perCampaign: false, breakdown: "COUNTRY" })).toBeNull();
    expect(wholeOrganizationIssue({ campaignId: CAMPAIGN, perCampaign: true, breakdown: "AD" })).toBeNull();
    expect(wholeOrganizationIssue({ campaignId: CAMPAIGN, perCampaign: false, breakdown: "NONE" })?.path).toEqual(["perCampaign"]);
    expect(wholeOrganizationIssue({ campaignId: null, perCampaign: false, breakdown: "AD" })?.path).toEqual(["breakdown"]);
    // a creative is one of an ad's; platforms are kept per cell, so the whole organization has them
    expect(wholeOrganizationIssue({ campaignId: null, perCampaign: false, breakdown: "CREATIVE" })).toEqual({
      path: ["breakdown"],
      message: "Breakdown CREATIVE needs perCampaign=true: ads belong to campaigns.",
    });
    expect(wholeOrganizationIssue({ campaignId: null, perCampaign: false, breakdown: "PLATFORM" })).toBeNull();
    expect(wholeOrganizationIssue({ campaignId: null, perCampaign: false, breakdown: "NONE", adId: [CAMPAIGN] })?.path).toEqual(["adId"]);
  });

  it("the request bodies refuse it where it cannot be built, on the field at fault", () => {
    const schedule = createScheduleBody.safeParse({ frequency: "WEEKLY", breakdown: "AD", perCampaign: false, recipientIds: [RECIPIENT] });
    expect(schedule.error?.issues.map((issue) => issue.path)).toEqual([["breakdown"]]);
    expect(
      createScheduleBody.parse({ frequency: "MONTHLY", breakdown: "PLATFORM", perCampaign: false, recipientIds: [RECIPIENT] }),
    ).toMatchObject({
      breakdown: "PLATFORM",
    });
    expect(createScheduleBody.parse({ frequency: "WEEKLY", recipientIds: [RECIPIENT] })).toMatchObject({
      perCampaign: true,
      campaignId: null,
    });
    const query = { from: "2026-11-01", to: "2026-11-02", breakdown: "AD" };
    expect(createExportBody.safeParse({ query, perCampaign: false }).error?.issues.map((issue) => issue.path)).toEqual([
      ["query", "breakdown"],
    ]);
    expect(
      createExportBody.safeParse({ campaignId: CAMPAIGN, query: { ...query, breakdown: "NONE" }, perCampaign: false }).error?.issues[0]
        .path,
    ).toEqual(["perCampaign"]);
  });

  it("the console's form picks its fields from the unrefined request (a refined object cannot be picked from)", () => {
    expect(Object.keys(scheduleRequestFields.pick({ frequency: true, breakdown: true }).shape)).toEqual(["frequency", "breakdown"]);
  });
});
