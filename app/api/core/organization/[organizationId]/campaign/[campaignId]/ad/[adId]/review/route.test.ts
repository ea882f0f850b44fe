import { describe, expect, it } from "vitest";
import { getPrisma, prisma } from "@/lib/db/client";
import { adVersionOf } from "@/lib/campaigns/ad-version";
import { callRoute } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer } from "@/lib/test/fixtures";
import { campaignPath, createAsset, createCampaignViaApi, setCampaign } from "@/lib/test/campaigns";
import { addPendingAd, approvedCampaign, changeApprovedAd } from "@/lib/test/ad-review";
import { POST } from "./route";

const review = (organizationId: string, campaignId: string, adId: string, apiKey: string, body: unknown) =>
  callRoute(POST, "POST", `${campaignPath(organizationId, campaignId)}/ad/${adId}/review`, {
    params: { organizationId, campaignId, adId },
    apiKey,
    body,
  });

/** What a refused request must leave exactly as it was: the ad's review columns and the campaign's history. */
async function snapshotOf(campaignId: string, adId: string) {
  const ad = await prisma.ad.findUniqueOrThrow({
    where: { id: adId },
    select: { reviewStatus: true, reviewReason: true, approvedVersion: true, updatedAt: true },
  });
  const records = await prisma.campaignStatusRecord.count({ where: { campaignId } });
  const audit = await prisma.auditEntry.count({ where: { action: "campaign:review-ad", targetId: adId } });
  return { ad, records, audit };
}

async function setup() {
  const owner = await createOwner({ name: "Studio" });
  const orgId = owner.organization.id;
  const { campaign, asset } = await approvedCampaign(orgId, owner.apiKey);
  const adId = await addPendingAd(campaign._id, { name: "Fresh ad", creatives: [{ assetId: asset.id }] });
  return { owner, orgId, campaign, asset, adId };
}

describe("POST /api/core/organization/{organizationId}/campaign/{campaignId}/ad/{adId}/review (extension)", () => {
  it("a reviewer approves a new ad: APPROVED, this version stored as the approved one, recorded and audited", async () => {
    const { orgId, campaign, adId } = await setup();
    const reviewer = await createReviewer();
    const res = await review(orgId, campaign._id, adId, reviewer.apiKey, { status: "APPROVED", reason: "Fine" });
    expect(res.status).toBe(200);
    expect(res.json._id).toBe(campaign._id);
    expect(res.json.ads.find((ad: { _id: string }) => ad._id === adId).review).toEqual({ status: "APPROVED" });
    const ad = await prisma.ad.findUniqueOrThrow({ where: { id: adId }, include: { creatives: { orderBy: { position: "asc" } } } });
    expect(ad).toMatchObject({ reviewStatus: "APPROVED", reviewReason: null });
    expect(ad.approvedVersion).toEqual(adVersionOf(ad));
    const records = await prisma.campaignStatusRecord.findMany({ where: { campaignId: campaign._id, adId } });
    expect(records).toEqual([
      expect.objectContaining({
        statusFrom: "PENDING",
        statusTo: "APPROVED",
        reason: "Fine",
        changedById: reviewer.user.id,
        changes: ["name", "categories", "cpm", "destinationUrl", "creatives"],
      }),
    ]);
    expect(await prisma.auditEntry.count({ where: { action: "campaign:review-ad", organizationId: orgId, targetId: adId } })).toBe(1);
  });

  it("a reviewer rejects a changed ad with a reason; the record names what changed since the approved version", async () => {
    const { orgId, campaign } = await setup();
    const reviewer = await createReviewer();
    const approvedAd = campaign.ads[0]._id;
    const approvedBefore = (await prisma.ad.findUniqueOrThrow({ where: { id: approvedAd } })).approvedVersion;
    await changeApprovedAd(approvedAd, { destinationUrl: "https://example.com/elsewhere" });
    const res = await review(orgId, campaign._id, approvedAd, reviewer.apiKey, { status: "REJECTED", reason: "Landing page is broken." });
    expect(res.status).toBe(200);
    expect(res.json.ads[0].review).toEqual({ status: "REJECTED", reason: "Landing page is broken." });
    const ad = await prisma.ad.findUniqueOrThrow({ where: { id: approvedAd } });
    expect(ad).toMatchObject({ reviewStatus: "REJECTED", reviewReason: "Landing page is broken." });
    // Rejecting keeps the version approved before: the next round is compared with it.
    expect(ad.approvedVersion).toEqual(approvedBefore);
    const [record] = await prisma.campaignStatusRecord.findMany({ where: { adId: approvedAd } });
    expect(record).toMatchObject({
      statusFrom: "PENDING",
      statusTo: "REJECTED",
      reason: "Landing page is broken.",
      changes: ["destinationUrl"],
    });
    // Record times stay strictly after the campaign's earlier records.
    const latest = await prisma.campaignStatusRecord.findFirstOrThrow({
      where: { campaignId: campaign._id, adId: null },
      orderBy: { createdAt: "desc" },
    });
    expect(record.createdAt.getTime()).toBeGreaterThan(latest.createdAt.getTime());
  });

  // [what the ad or campaign is, how it is made so]
  const REFUSED: [string, (ctx: Awaited<ReturnType<typeof setup>>) => Promise<void>][] = [
    [
      "an ad already APPROVED",
      async ({ adId }) => void (await prisma.ad.update({ where: { id: adId }, data: { reviewStatus: "APPROVED" } })),
    ],
    [
      "an ad already REJECTED",
      async ({ adId }) => void (await prisma.ad.update({ where: { id: adId }, data: { reviewStatus: "REJECTED", reviewReason: "x" } })),
    ],
    ["an ad of a PENDING campaign (in review itself)", ({ campaign }) => setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_PENDING" })],
    ["an ad of a REJECTED campaign", ({ campaign }) => setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_REJECTED" })],
    ["an ad of a campaign explicitly ENDED", ({ campaign }) => setCampaign(campaign._id, { status: "CAMPAIGN_STATUS_ENDED" })],
  ];

  it.each(REFUSED)("409 INVALID_STATUS_TRANSITION for %s, nothing written", async (_, arrange) => {
    const ctx = await setup();
    await arrange(ctx);
    const reviewer = await createReviewer();
    for (const body of [{ status: "APPROVED" }, { status: "REJECTED", reason: "No" }]) {
      const before = await snapshotOf(ctx.campaign._id, ctx.adId);
      const res = await review(ctx.orgId, ctx.campaign._id, ctx.adId, reviewer.apiKey, body);
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "INVALID_STATUS_TRANSITION" });
      expect(await snapshotOf(ctx.campaign._id, ctx.adId)).toEqual(before);
    }
  });

  it("an ad whose hosted image has no stored snapshot cannot be approved (409 naming the creative); it can be rejected", async () => {
    const { orgId, campaign, asset } = await setup();
    const reviewer = await createReviewer();
    const adId = await addPendingAd(campaign._id, { creatives: [{ assetId: asset.id }, { url: "https://cdn.example.com/new.png" }] });
    const hosted = await prisma.creative.findFirstOrThrow({ where: { adId, position: 1 } });
    const before = await snapshotOf(campaign._id, adId);
    const res = await review(orgId, campaign._id, adId, reviewer.apiKey, { status: "APPROVED" });
    expect(res.json).toMatchObject({
      statusCode: 409,
      code: "Conflict",
      reason: "CREATIVE_SNAPSHOT_MISSING",
      details: [{ path: "creatives.1", message: expect.stringContaining(hosted.id) }],
    });
    expect(res.json.message).toContain(hosted.id);
    expect(await snapshotOf(campaign._id, adId)).toEqual(before);

    // Once the snapshot is stored (assetId set, the original address kept as sourceUrl) it can be approved.
    const snapshot = await createAsset(orgId);
    await prisma.creative.update({ where: { id: hosted.id }, data: { assetId: snapshot.id } });
    expect((await review(orgId, campaign._id, adId, reviewer.apiKey, { status: "APPROVED" })).status).toBe(200);

    const other = await addPendingAd(campaign._id, { creatives: [{ url: "https://cdn.example.com/other.png" }] });
    expect((await review(orgId, campaign._id, other, reviewer.apiKey, { status: "REJECTED", reason: "Blurry" })).status).toBe(200);
  });

  it.each([
    [{ status: "REJECTED" }, "reason"],
    [{ status: "REJECTED", reason: "   " }, "reason"],
    [{ status: "PENDING" }, "status"],
    [{}, "status"],
    [{ status: "APPROVED", note: "x" }, "note"],
  ])("400 for %j, nothing written", async (body, path) => {
    const { orgId, campaign, adId } = await setup();
    const reviewer = await createReviewer();
    const before = await snapshotOf(campaign._id, adId);
    const res = await review(orgId, campaign._id, adId, reviewer.apiKey, body);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await snapshotOf(campaign._id, adId)).toEqual(before);
  });

  it("404 for an ad of another campaign, a campaign of another organization, or an unknown ad; nothing written", async () => {
    const { owner, orgId, campaign, adId } = await setup();
    const reviewer = await createReviewer();
    const sibling = await createCampaignViaApi(orgId, owner.apiKey);
    const stranger = await createOwner();
    const before = await snapshotOf(campaign._id, adId);
    for (const [org, campaignId, id] of [
      [orgId, sibling._id, adId],
      [stranger.organization.id, campaign._id, adId],
      [orgId, campaign._id, "000000000000000000000000"],
    ]) {
      const res = await review(org, campaignId, id, reviewer.apiKey, { status: "APPROVED" });
      expect(res.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
    }
    expect(await snapshotOf(campaign._id, adId)).toEqual(before);
  });

  it("members cannot review their own ads, whatever their role: 403, nothing written", async () => {
    const { owner, orgId, campaign, adId } = await setup();
    const admin = await addMember(orgId, "admin");
    const before = await snapshotOf(campaign._id, adId);
    for (const apiKey of [owner.apiKey, admin.apiKey]) {
      const res = await review(orgId, campaign._id, adId, apiKey, { status: "APPROVED" });
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    }
    expect(await snapshotOf(campaign._id, adId)).toEqual(before);
  });

  /**
   * On a PostgreSQL server: returns once two other sessions of this database wait on a lock, that is both
   * requests are in flight on the held campaign row. Embedded PGlite runs one transaction at a time, so there
   * the requests simply queue behind the holder and there is nothing to wait for.
   */
  async function bothWaitingOnTheLock() {
    if (!process.env.DATABASE_URL) return;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [{ waiting }] = await prisma.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if (waiting >= 2) return;
      if (Date.now() > deadline) throw new Error(`only ${waiting} of 2 requests reached the locked campaign`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("two reviewers both in flight before either writes: exactly one decides, the other 409, one record", async () => {
    const { orgId, campaign, adId } = await setup();
    const [first, second] = [await createReviewer(), await createReviewer()];
    let both!: Promise<Awaited<ReturnType<typeof review>>[]>;
    // Hold the campaign's row while both requests start and reach it, then let go: without the route's own row
    // lock both would read PENDING and both would write.
    await getPrisma().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Campaign" WHERE "id" = ${campaign._id} FOR UPDATE`;
        both = Promise.all([
          review(orgId, campaign._id, adId, first.apiKey, { status: "APPROVED" }),
          review(orgId, campaign._id, adId, second.apiKey, { status: "REJECTED", reason: "No" }),
        ]);
        await bothWaitingOnTheLock();
      },
      { timeout: 20_000 },
    );
    const results = await both;
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json).toMatchObject({ code: "Conflict", reason: "INVALID_STATUS_TRANSITION" });
    const winner = results.find((r) => r.status === 200)!;
    const decided = winner.json.ads.find((ad: { _id: string }) => ad._id === adId).review.status;
    expect((await prisma.ad.findUniqueOrThrow({ where: { id: adId } })).reviewStatus).toBe(decided);
    const records = await prisma.campaignStatusRecord.findMany({ where: { adId } });
    expect(records.map((r) => r.statusTo)).toEqual([decided]);
  });
});
