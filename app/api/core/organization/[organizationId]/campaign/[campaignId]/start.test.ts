import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute } from "@/lib/test/call-route";
import { createReviewer } from "@/lib/test/fixtures";
import { campaignBody, campaignPath, postCampaign, setCampaign, storeSnapshots } from "@/lib/test/campaigns";
import { fundedOwner } from "@/lib/test/ads";
import { POST as statusRoute } from "./status/route";
import { PATCH } from "./route";

const patch = (organizationId: string, campaignId: string, apiKey: string, body: unknown) =>
  callRoute(PATCH, "PATCH", campaignPath(organizationId, campaignId), { params: { organizationId, campaignId }, apiKey, body });
const changeStatus = (organizationId: string, campaignId: string, apiKey: string, status: string) =>
  callRoute(statusRoute, "POST", `${campaignPath(organizationId, campaignId)}/status`, {
    params: { organizationId, campaignId },
    apiKey,
    body: { status },
  });
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
const { startAt: _start, ...withoutStart } = campaignBody();

describe("a campaign that starts as soon as it is approved (extension startOnApproval)", () => {
  it("is created without startAt, starts at its approval, and then reads as a plain start", async () => {
    const { organization, apiKey } = await fundedOwner();
    const created = await postCampaign(organization.id, apiKey, { ...withoutStart, startOnApproval: true });
    expect(created.status).toBe(200);
    expect(created.json.startOnApproval).toBe(true);
    expect(created.json.serving.reasons.map((r: { reason: string }) => r.reason)).toEqual(["PENDING_REVIEW"]);
    await prisma.campaign.update({ where: { id: created.json._id }, data: { startAt: hours(-48) } });
    const before = Date.now();
    // the hosted images stored, as the snapshot job would: a reviewer approves only stored images
    await storeSnapshots(created.json._id);
    const reviewer = await createReviewer();
    const approved = await changeStatus(organization.id, created.json._id, reviewer.apiKey, "CAMPAIGN_STATUS_ACTIVE");
    expect(approved.status).toBe(200);
    const row = await prisma.campaign.findUniqueOrThrow({ where: { id: created.json._id } });
    expect(row.startOnApproval).toBe(false);
    expect(row.startAt.getTime()).toBeGreaterThanOrEqual(before);
    // once started, the start is final
    const moved = await patch(organization.id, created.json._id, apiKey, { startAt: hours(5).toISOString() });
    expect(moved.json).toMatchObject({ statusCode: 409, reason: "CAMPAIGN_STARTED" });
  });

  it("refuses a body with neither start, or with both, naming the field; nothing is written", async () => {
    const { organization, apiKey } = await fundedOwner();
    const neither = await postCampaign(organization.id, apiKey, withoutStart);
    expect(neither.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(neither.json.details).toContainEqual(expect.objectContaining({ path: "startAt" }));
    const both = await postCampaign(organization.id, apiKey, campaignBody({ startOnApproval: true }));
    expect(both.json.details).toContainEqual(expect.objectContaining({ path: "startOnApproval" }));
    const ended = await postCampaign(organization.id, apiKey, { ...withoutStart, startOnApproval: true, endAt: hours(-1).toISOString() });
    expect(ended.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    expect(await prisma.campaign.count({ where: { organizationId: organization.id } })).toBe(0);
  });

  it("the start changes until the campaign has started, both ways", async () => {
    const { organization, apiKey } = await fundedOwner();
    const created = await postCampaign(organization.id, apiKey, campaignBody({ startAt: hours(24).toISOString() }));
    const id = created.json._id;
    const toApproval = await patch(organization.id, id, apiKey, { startOnApproval: true });
    expect(toApproval.status).toBe(200);
    expect(toApproval.json.startOnApproval).toBe(true);
    const later = hours(30).toISOString();
    const toTime = await patch(organization.id, id, apiKey, { startAt: later });
    expect(toTime.json.startOnApproval).toBeUndefined();
    expect(Date.parse(toTime.json.startAt)).toBe(Date.parse(later));
    // approved but not yet started: still movable, and "as soon as approved" now means now
    await setCampaign(id, { status: "CAMPAIGN_STATUS_ACTIVE" });
    const now = await patch(organization.id, id, apiKey, { startOnApproval: true });
    expect(now.json.startOnApproval).toBeUndefined();
    expect(Date.parse(now.json.startAt)).toBeLessThanOrEqual(Date.now());
    expect(now.json.serving.reasons.map((r: { reason: string }) => r.reason)).not.toContain("NOT_STARTED");
    const refused = await patch(organization.id, id, apiKey, { startAt: later });
    expect(refused.json).toMatchObject({ statusCode: 409, reason: "CAMPAIGN_STARTED" });
  });

  it("a start after the campaign's end, or both starts at once, is 400", async () => {
    const { organization, apiKey } = await fundedOwner();
    const created = await postCampaign(
      organization.id,
      apiKey,
      campaignBody({ startAt: hours(1).toISOString(), endAt: hours(10).toISOString() }),
    );
    const late = await patch(organization.id, created.json._id, apiKey, { startAt: hours(11).toISOString() });
    expect(late.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    const both = await patch(organization.id, created.json._id, apiKey, { startAt: hours(2).toISOString(), startOnApproval: true });
    expect(both.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED" });
    const row = await prisma.campaign.findUniqueOrThrow({ where: { id: created.json._id } });
    expect(row.startAt.toISOString()).toBe(created.json.startAt);
  });
});
