import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { fundedOwner, refusedWithNothingWritten } from "@/lib/test/ads";
import { adBody, campaignBody, campaignPath, campaignsPath, createCampaignViaApi, postCampaign, setCampaign } from "@/lib/test/campaigns";
import { localHourOfWeek, nextScheduledStart } from "@/lib/campaigns/schedule";
import { GET as listRoute } from "./route";
import { GET as getRoute, PATCH as patchRoute } from "./[campaignId]/route";
import { PATCH as patchAdRoute } from "./[campaignId]/ad/[adId]/route";
import { POST as duplicateRoute } from "./[campaignId]/duplicate/route";

// Frequency caps (campaign and ad) and dayparting schedules through create, PATCH, duplicate, GET and the list; the
// refusals leave nothing written; the serving status says when a campaign is outside its schedule.

const CAP = { impressions: 3, per: "DAY" };
const NONE: number[] = [];
const WEEKDAY_MORNINGS = { hours: [[9, 10, 11], [9, 10, 11], [9, 10, 11], [9, 10, 11], [9, 10, 11], NONE, NONE] };

async function seoulOwner() {
  const owner = await fundedOwner();
  await prisma.organization.update({ where: { id: owner.organization.id }, data: { timeZone: "Asia/Seoul" } });
  return { ...owner, organizationId: owner.organization.id };
}

const patch = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(patchRoute, "PATCH", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey, body });
const get = (organizationId: string, campaignId: string, apiKey: string) =>
  callRoute(getRoute, "GET", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey });
const paths = (json: { details?: { path: string }[] }) => (json.details ?? []).map((detail) => detail.path);

describe("frequency caps and schedules through create, GET, the list and duplicate", () => {
  it("stores the campaign's cap, its schedule in the organization's zone and an ad's cap, and answers them", async () => {
    const { organizationId, apiKey } = await seoulOwner();
    const created = await createCampaignViaApi(
      organizationId,
      apiKey,
      campaignBody({ frequencyCap: CAP, schedule: WEEKDAY_MORNINGS, ads: [adBody({ frequencyCap: { impressions: 1, per: "HOUR" } })] }),
    );
    expect(created.frequencyCap).toEqual(CAP);
    expect(created.schedule).toEqual({ timeZone: "Asia/Seoul", ...WEEKDAY_MORNINGS });
    expect(created.ads[0].frequencyCap).toEqual({ impressions: 1, per: "HOUR" });
    const row = await prisma.campaign.findUniqueOrThrow({ where: { id: created._id }, include: { ads: true } });
    expect(row).toMatchObject({ capImpressions: 3, capPer: "DAY", scheduleTimeZone: "Asia/Seoul" });
    expect(row.scheduleHours).toEqual([9, 10, 11, 33, 34, 35, 57, 58, 59, 81, 82, 83, 105, 106, 107]);
    expect(row.ads[0]).toMatchObject({ capImpressions: 1, capPer: "HOUR" });

    const read = await get(organizationId, created._id, apiKey);
    expect(read.json).toMatchObject({ frequencyCap: CAP, schedule: created.schedule });
    const list = await callRoute(listRoute, "GET", campaignsPath(organizationId), { params: { organizationId }, apiKey });
    expect(list.status, list.text).toBe(200);
    const listed = (list.json.items as { _id: string }[]).find((campaign) => campaign._id === created._id);
    expect(listed).toMatchObject({
      frequencyCap: CAP,
      schedule: created.schedule,
      ads: [{ frequencyCap: { impressions: 1, per: "HOUR" } }],
    });

    const copy = await callRoute(duplicateRoute, "POST", `${campaignPath(organizationId, created._id)}/duplicate`, {
      params: { organizationId, campaignId: created._id },
      apiKey,
    });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.json).toMatchObject({
      frequencyCap: CAP,
      schedule: created.schedule,
      ads: [{ frequencyCap: { impressions: 1, per: "HOUR" } }],
    });
  });

  it("without them: no cap and every hour", async () => {
    const { organizationId, apiKey } = await seoulOwner();
    const created = await createCampaignViaApi(organizationId, apiKey, campaignBody());
    expect(created).toMatchObject({ frequencyCap: null, schedule: null, ads: [{ frequencyCap: null }] });
  });

  it("refuses a cap or schedule out of range, or with unknown members, naming the field, and writes nothing", async () => {
    const { organizationId, apiKey } = await seoulOwner();
    const cases: [Record<string, unknown>, string][] = [
      [{ frequencyCap: { impressions: 0, per: "DAY" } }, "frequencyCap.impressions"],
      [{ frequencyCap: { impressions: 1001, per: "DAY" } }, "frequencyCap.impressions"],
      [{ frequencyCap: { impressions: 2.5, per: "DAY" } }, "frequencyCap.impressions"],
      [{ frequencyCap: { impressions: 3, per: "MONTH" } }, "frequencyCap.per"],
      [{ frequencyCap: { impressions: 3, per: "DAY", users: 2 } }, "frequencyCap.users"],
      [{ schedule: { hours: [NONE, NONE, NONE, NONE, NONE, NONE, NONE] } }, "schedule.hours"],
      [{ schedule: { hours: [[9], NONE, NONE, NONE, NONE, NONE] } }, "schedule.hours"],
      [{ schedule: { hours: [[24], NONE, NONE, NONE, NONE, NONE, NONE] } }, "schedule.hours.0.0"],
      [{ schedule: { hours: [[9, 9], NONE, NONE, NONE, NONE, NONE, NONE] } }, "schedule.hours.0.1"],
      [{ schedule: { hours: [[9], NONE, NONE, NONE, NONE, NONE, NONE], timeZone: "UTC" } }, "schedule.timeZone"],
      [{ ads: [adBody({ frequencyCap: { impressions: 0, per: "WEEK" } })] }, "ads.0.frequencyCap.impressions"],
    ];
    const before = await prisma.campaign.count({ where: { organizationId } });
    for (const [extra, path] of cases) {
      const res = await postCampaign(organizationId, apiKey, campaignBody(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.json.reason).toBe("VALIDATION_FAILED");
      expect(paths(res.json), JSON.stringify(extra)).toContain(path);
    }
    expect(await prisma.campaign.count({ where: { organizationId } })).toBe(before);

    const created = await createCampaignViaApi(organizationId, apiKey, campaignBody({ frequencyCap: CAP, schedule: WEEKDAY_MORNINGS }));
    for (const [extra, path] of cases.slice(0, -1)) {
      const res = await refusedWithNothingWritten(created._id, () =>
        patch(organizationId, created._id, apiKey, { name: "Renamed", ...extra }),
      );
      expect(res.status).toBe(400);
      expect(paths(res.json as never)).toContain(path);
    }
  });
});

describe("PATCH of caps and schedules", () => {
  it("replaces the cap and the schedule, and null removes them", async () => {
    const { organizationId, apiKey } = await seoulOwner();
    const created = await createCampaignViaApi(organizationId, apiKey, campaignBody({ frequencyCap: CAP, schedule: WEEKDAY_MORNINGS }));
    const weekend = { hours: [NONE, NONE, NONE, NONE, NONE, [0, 23], [12]] };
    const changed = await patch(organizationId, created._id, apiKey, { frequencyCap: { impressions: 10, per: "WEEK" }, schedule: weekend });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({
      frequencyCap: { impressions: 10, per: "WEEK" },
      schedule: { timeZone: "Asia/Seoul", ...weekend },
    });

    const untouched = await patch(organizationId, created._id, apiKey, { name: "Renamed" });
    expect(untouched.json).toMatchObject({ frequencyCap: { impressions: 10, per: "WEEK" }, schedule: { hours: weekend.hours } });

    const cleared = await patch(organizationId, created._id, apiKey, { frequencyCap: null, schedule: null });
    expect(cleared.json).toMatchObject({ frequencyCap: null, schedule: null });
    expect(await prisma.campaign.findUniqueOrThrow({ where: { id: created._id } })).toMatchObject({
      capImpressions: null,
      capPer: null,
      scheduleHours: [],
      scheduleTimeZone: null,
    });
  });

  it("an ad's cap changes without sending the ad back to review; a bad one is refused", async () => {
    const { organizationId, apiKey } = await seoulOwner();
    const created = await createCampaignViaApi(organizationId, apiKey, campaignBody());
    await setCampaign(created._id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    const adId = created.ads[0]._id;
    const adPath = `${campaignPath(organizationId, created._id)}/ad/${adId}`;
    const send = (body: unknown) =>
      callRoute(patchAdRoute, "PATCH", adPath, { params: { organizationId, campaignId: created._id, adId }, apiKey, body });

    const changed = await send({ frequencyCap: { impressions: 2, per: "HOUR" } });
    expect(changed.status, changed.text).toBe(200);
    expect(await prisma.ad.findUniqueOrThrow({ where: { id: adId } })).toMatchObject({
      capImpressions: 2,
      capPer: "HOUR",
      reviewStatus: "APPROVED",
    });

    const refused = await send({ name: "New name", frequencyCap: { impressions: 2, per: "YEAR" } });
    expect(refused.status).toBe(400);
    expect(paths(refused.json as never)).toContain("frequencyCap.per");
    expect(await prisma.ad.findUniqueOrThrow({ where: { id: adId } })).toMatchObject({ name: created.ads[0].name, capPer: "HOUR" });

    expect((await send({ frequencyCap: null })).status).toBe(200);
    expect(await prisma.ad.findUniqueOrThrow({ where: { id: adId } })).toMatchObject({ capImpressions: null, capPer: null });
  });
});

describe("the serving status and the schedule", () => {
  it("an otherwise servable campaign outside its schedule is NOT_SERVING until its next hour; inside it serves", async () => {
    const { organizationId, apiKey } = await seoulOwner();
    // A schedule of one hour three hours ahead on Seoul's clock, and one of the current hour.
    const now = localHourOfWeek(Date.now(), "Asia/Seoul");
    const later = (now + 3) % 168;
    const daysWith = (hour: number) => Array.from({ length: 7 }, (_, day) => (Math.floor(hour / 24) === day ? [hour % 24] : NONE));
    const created = await createCampaignViaApi(organizationId, apiKey, campaignBody({ schedule: { hours: daysWith(later) } }));
    await setCampaign(created._id, { status: "CAMPAIGN_STATUS_ACTIVE" });

    const outside = await get(organizationId, created._id, apiKey);
    expect(outside.json.serving.status).toBe("NOT_SERVING");
    const until = nextScheduledStart([later], "Asia/Seoul", Date.now())!.toISOString();
    expect(outside.json.serving.reasons).toEqual([
      expect.objectContaining({
        reason: "OUTSIDE_SCHEDULE",
        until,
        timeZone: "Asia/Seoul",
        message: expect.stringMatching(/until \w{3} \d\d:00 \(Asia\/Seoul\)/),
      }),
    ]);

    await patch(organizationId, created._id, apiKey, { schedule: { hours: daysWith(now) } });
    const inside = await get(organizationId, created._id, apiKey);
    expect(inside.json.serving).toEqual({ status: "SERVING", reasons: [] });
  });

  it("is not said of a campaign that does not serve for another reason", async () => {
    const { organizationId, apiKey } = await seoulOwner();
    const later = (localHourOfWeek(Date.now(), "Asia/Seoul") + 3) % 168;
    const hours = Array.from({ length: 7 }, (_, day) => (Math.floor(later / 24) === day ? [later % 24] : NONE));
    const created = await createCampaignViaApi(organizationId, apiKey, campaignBody({ schedule: { hours } }));
    const pending = await get(organizationId, created._id, apiKey);
    expect(pending.json.serving.reasons.map((reason: { reason: string }) => reason.reason)).toEqual(["PENDING_REVIEW"]);
  });
});
