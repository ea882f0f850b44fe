import "server-only";
import { badRequest } from "@/lib/api/errors";
import { queueCreativeSnapshots } from "@/lib/assets/creative-snapshot";
import type { Tx } from "@/lib/db/client";
import { lockedAd, recordAdReview, withCampaignForAdChange, type AdChangeRequest } from "./ad-change";
import type { UpdateAdInput } from "./ad-schemas";
import { adVersionOf, adVersionSchema, changedAdFields, REVIEWED_AD_FIELDS } from "./ad-version";
import { creativeRowsOf, loadCreativeAssets, type CreativeInsert } from "./creative-rows";
import type { CreativeInput } from "./schemas";
import { capColumns } from "./limit-answer";
import { auditChanges, noteAuditChanges } from "@/lib/audit/changes";

type Ad = Awaited<ReturnType<typeof lockedAd>>;

/**
 * The ad's next creatives from the request's list: each `{ _id }` keeps that creative of the ad (400 naming the
 * item when the ad has none of that id), each new creative is checked as operation 2 checks it and built by
 * creativeRowsOf. Positions follow the list.
 */
async function nextCreatives(tx: Tx, organizationId: string, ad: Ad, list: NonNullable<UpdateAdInput["creatives"]>, now: Date) {
  const own = new Map(ad.creatives.map((creative) => [creative.id, creative]));
  const unknown = list.flatMap((item, index) =>
    item._id !== undefined && !own.has(item._id)
      ? [{ path: `creatives.${index}._id`, message: `${item._id} is not a creative of this ad` }]
      : [],
  );
  if (unknown.length > 0) throw badRequest(`${unknown[0].path}: ${unknown[0].message}.`, "VALIDATION_FAILED", unknown);

  const fresh = list.flatMap((item, index) => (item._id === undefined ? [{ creative: item as CreativeInput, index }] : []));
  await loadCreativeAssets(
    organizationId,
    fresh.map(({ creative }) => creative),
    tx,
  );
  const rows = creativeRowsOf(
    ad.id,
    fresh.map(({ creative }) => creative),
    now,
    fresh.map(({ index }) => index),
  );
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  return list.map((item, index): CreativeInsert => {
    const kept = item._id !== undefined ? own.get(item._id) : undefined;
    if (!kept) return byPosition.get(index) as CreativeInsert;
    const { id, adId, kind, assetId, url, width, height, mime, sourceUrl, createdAt } = kept;
    return { id, adId, position: index, kind, assetId, url, width, height, mime, sourceUrl, createdAt };
  });
}

/**
 * Extension PATCH /campaign/{id}/ad/{adId}, under the campaign's row lock. Review follows what changed:
 * - while the campaign is in review (never approved), the ad stays in the campaign's review (PENDING), and an
 *   edit of a REJECTED campaign's ad does not resubmit the campaign;
 * - once the campaign was approved, a change of creatives or destinationUrl, or any change of a REJECTED ad,
 *   sends the ad alone to review (PENDING, submitted now, recorded with what changed since its approved
 *   version); a change of name, categories or cpm alone needs none, and an APPROVED ad's approved version takes
 *   it, so what is stored as approved stays what serves.
 * A request that changes nothing writes nothing.
 */
export async function updateAd(request: AdChangeRequest & { adId: string; input: UpdateAdInput }) {
  const { campaignId, organizationId, userId, adId, input } = request;
  await withCampaignForAdChange(request, async (tx, campaign) => {
    const ad = await lockedAd(tx, campaignId, adId);
    const now = new Date();
    const creatives = input.creatives ? await nextCreatives(tx, organizationId, ad, input.creatives, now) : ad.creatives;
    const fields = {
      name: input.name ?? ad.name,
      categories: input.categories ?? ad.categories,
      cpm: input.cpm === undefined ? ad.cpm : input.cpm === null ? null : BigInt(input.cpm),
      destinationUrl: input.destinationUrl === undefined ? ad.destinationUrl : input.destinationUrl,
    };
    const next = adVersionOf({ ...fields, creatives });
    const changed = changedAdFields(adVersionOf(ad), next);
    // The frequency cap is the ad server's to apply, not a reviewer's to check: it never sends the ad to review.
    const cap = input.frequencyCap === undefined ? undefined : capColumns(input.frequencyCap);
    const capChanged = cap !== undefined && (cap.capImpressions !== ad.capImpressions || cap.capPer !== ad.capPer);
    if (capChanged) noteAuditChanges(auditChanges(ad, { ...ad, ...cap }, ["capImpressions", "capPer"]));
    if (changed.length === 0) {
      if (!capChanged) return;
      await tx.ad.update({ where: { id: adId }, data: { ...cap, updatedAt: now } });
      await tx.campaign.update({ where: { id: campaignId }, data: { updatedAt: now } });
      return;
    }
    noteAuditChanges(auditChanges(adVersionOf(ad), next, changed));

    const reviewed = changed.some((field) => (REVIEWED_AD_FIELDS as readonly string[]).includes(field));
    let review = {};
    if (campaign.inReview) review = { reviewStatus: "PENDING", reviewReason: null };
    else if (reviewed || ad.reviewStatus === "REJECTED") {
      review = { reviewStatus: "PENDING", reviewReason: null, submittedAt: now };
      const approved = adVersionSchema.safeParse(ad.approvedVersion);
      const changes = changedAdFields(approved.success ? approved.data : null, next);
      await recordAdReview(tx, { campaignId, adId, from: ad.reviewStatus, changes, userId, now });
    } else if (ad.reviewStatus === "APPROVED") review = { approvedVersion: next };

    if (changed.includes("creatives")) {
      await tx.creative.deleteMany({ where: { adId } });
      await tx.creative.createMany({ data: creatives.map((creative) => ({ ...creative, adId })) });
      // A new hosted image is copied in the background; the job commits with the creative.
      const kept = new Set(ad.creatives.map((creative) => creative.id));
      await queueCreativeSnapshots(
        tx,
        organizationId,
        creatives.filter((creative) => !kept.has(creative.id)),
      );
    }
    await tx.ad.update({ where: { id: adId }, data: { ...fields, ...(capChanged ? cap : {}), ...review, updatedAt: now } });
    await tx.campaign.update({ where: { id: campaignId }, data: { updatedAt: now } });
  });
}
