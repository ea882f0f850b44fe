import { Prisma } from "@/lib/db/generated/client";
import { ApiError, type ErrorBody, type ErrorDetail } from "@/lib/api/errors";
import { requestContext } from "@/lib/db/request-context";
import { lockRows, shareRows } from "@/lib/db/row-lock";
import { answerWaiting, callBatchItem, finishShared, runShared } from "@/lib/http/batch-call";
import { waitForAnswer } from "@/lib/http/batch-items";
import { chargeBatch } from "@/lib/http/key-policy";
import { organizationOperation, type Operation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts, campaignAnswersById } from "@/lib/campaigns/campaign-answers";
import { canOnCampaign } from "@/lib/campaigns/campaign-permission";
import { campaignRowsWithFacts } from "@/lib/campaigns/campaign-rows";
import { diffEntry, type EntryDiff, type PlanWrite } from "@/lib/campaigns/plan-diff";
import { planEntryOf } from "@/lib/campaigns/plan-entry";
import { planAnswerSchema, planBody, type ExportedCampaign, type PlanCampaignResult } from "@/lib/campaigns/plan-schemas";
import type { Campaign } from "@/lib/campaigns/schemas";
import { addAd } from "./add-ad";
import { createCampaign } from "./create-campaign";
import { CAMPAIGNS_TAG } from "./examples";
import { PLAN_PATH } from "./export-plan";
import { PLAN_FORMAT } from "./plan-format";
import { updateAd } from "./update-ad";
import { updateCampaign } from "./update-campaign";

const WRITES: Record<PlanWrite["op"], Operation> = { createCampaign, updateCampaign, addAd, updateAd };

type ItemError = ErrorBody;

/** A refusal of one entry, its details' paths put under where the entry (or its ad) is in the plan. */
function entryError(error: ItemError, at: string): ItemError {
  const details = error.details?.length
    ? error.details.map((detail) => ({ path: `${at}.${detail.path}`, message: detail.message }))
    : [{ path: at, message: error.message }];
  return { ...error, details };
}

const refusal = (error: ApiError, details: ErrorDetail[]): ItemError => ({ ...error.toBody(), details });

/** Whether the write leaves the ad waiting for a reviewer (and the campaign is not a draft nobody reviews yet). */
const waitsForReview = (campaign: Campaign, adId: string | null) =>
  campaign.status !== "CAMPAIGN_STATUS_DRAFT" && campaign.ads.some((ad) => ad._id === adId && ad.review.status === "PENDING");

export const applyPlan = organizationOperation({
  method: "POST",
  path: PLAN_PATH,
  operationId: "applyPlan",
  summary: "Preview or apply a plan",
  description:
    `${PLAN_FORMAT} Each entry is compared with its campaign as it is now: the answer names, per campaign and ad, every ` +
    "field that changes (from, to), and which changes go to review. The changes are then made by this API's own writes " +
    "(updateCampaign, updateAd, addAd, createCampaign), each checked and audited as if sent alone (its audit entry " +
    "carries the plan's request id, answered as planId), all in one transaction: any refusal keeps nothing and answers " +
    "the first refusal's status and reason, with details naming every refused field (campaigns.<index>.<field>) and " +
    "the per-campaign answer beside them. An entry whose version is not the campaign's now is 409 PLAN_STALE (it " +
    "changed since it was exported); a campaignId of another organization, or a house campaign, is 404 for that entry. " +
    "?dryRun=true is the preview: the same answer, nothing kept; applying the same plan then makes exactly those " +
    "changes, or refuses with 409 PLAN_STALE when a campaign changed between. Ads a plan leaves out stay as they are. " +
    "An API key's rate limit counts each write as one request.",
  tag: CAMPAIGNS_TAG,
  // Each write checks its own permission; reading a campaign to compare it needs campaign:read on it.
  permission: null,
  // The plan writes no entry of its own: each of its writes records its own, naming the plan (its request id).
  audit: null,
  body: planBody,
  response: planAnswerSchema,
  // A refused write's own status and reason are the plan's answer.
  errors: [403, 404, 409, 429],
  reasons: ["PLAN_STALE", "RATE_LIMITED", ...new Set(Object.values(WRITES).flatMap((write) => write.reasons ?? []))],
  requestExample: {
    campaigns: [
      { campaignId: "65f1c0ffee0000000000c001", version: "3f9a1c0de2b4a870", budget: 5500000, targeting: { locations: ["KR", "JP"] } },
    ],
  },
  run: async ({ req, requestId, caller, organizationId, body, can }) => {
    const context = requestContext();
    const tx = context?.tx;
    if (!context || !tx) throw new Error("applyPlan runs in its request's transaction");
    const baseUrl = publicBaseUrl(requestOrigin(req));
    const ids = body.campaigns.flatMap((entry) => (entry.campaignId ? [entry.campaignId] : []));
    // Read under the campaigns' row locks (the organization's row share-locked first, the order every campaign write
    // takes them in): nothing moves them between the comparison and the writes.
    if (ids.length) {
      await shareRows(tx, { table: "Organization", ids: [organizationId] });
      await lockRows(tx, { table: "Campaign", ids, organizationId });
    }
    const rows = ids.length
      ? await campaignRowsWithFacts(organizationId, Prisma.sql`c."id" = ANY(${ids}::text[]) AND c."kind" = 'REGULAR'`, ids.length)
      : [];
    const answers = new Map(answersWithFacts(rows, baseUrl).map((campaign) => [campaign._id, campaign]));
    const promotedAppIds = new Map(rows.map((row) => [row.id, row.promotedAppIds]));
    const creativeIds = new Map(rows.flatMap((row) => row.ads.map((ad) => [ad.id, ad.creatives.map((creative) => creative.id)])));

    type Item = {
      diff: EntryDiff | null;
      current: ExportedCampaign | null;
      error?: ItemError;
      last?: Campaign;
      adIds: Map<number, string>;
    };
    const items: Item[] = body.campaigns.map((entry, index) => {
      const at = `campaigns.${index}`;
      const adIds = new Map<number, string>();
      if (!entry.campaignId) return { diff: diffEntry(entry, index, null, () => []), current: null, adIds };
      const campaign = answers.get(entry.campaignId);
      if (!campaign || !canOnCampaign(can, "campaign:read", organizationId, promotedAppIds.get(campaign._id) ?? [])) {
        return {
          diff: null,
          current: null,
          adIds,
          error: refusal(new ApiError(404, "Campaign not found", "NOT_FOUND"), [
            { path: `${at}.campaignId`, message: "no such campaign here" },
          ]),
        };
      }
      const current = planEntryOf(campaign);
      const diff = diffEntry(entry, index, current, (adId) => creativeIds.get(adId) ?? []);
      if (current.version !== entry.version) {
        const stale = new ApiError(409, `The campaign ${campaign.name} changed since the plan's version: export it again.`, "PLAN_STALE");
        return { diff, current, adIds, error: refusal(stale, [{ path: `${at}.version`, message: `is ${current.version} now` }]) };
      }
      if (diff.errors.length) {
        return {
          diff,
          current,
          adIds,
          error: refusal(new ApiError(400, `${diff.errors[0].path}: ${diff.errors[0].message}.`, "VALIDATION_FAILED"), diff.errors),
        };
      }
      return { diff, current, adIds };
    });

    const runnable = items.filter((item) => !item.error && item.diff);
    const rateHeaders = await chargeBatch(caller, runnable.reduce((sum, item) => sum + item.diff!.writes.length, 0) - 1);
    // The writes share the plan's transaction; their audit entries, change events and serving syncs are written at
    // its end, once they all passed (finishShared).
    // The last write naming each campaign may answer it at the end (answerAtEnd), but an addAd, whose new ad's id
    // is read from its answer at once.
    const writes = runnable.flatMap((item) => item.diff!.writes);
    const lastNamed = new Map(writes.flatMap((write) => (write.params.campaignId ? [[write.params.campaignId, write]] : [])));
    const { shared } = await runShared(tx, async (shared) => {
      for (const item of runnable) {
        // what a first pass that was refused left here is not this pass's
        item.last = undefined;
        item.adIds.clear();
        for (const write of item.diff!.writes) {
          const {
            status,
            body: answer,
            answeredAtEnd,
          } = await callBatchItem(WRITES[write.op], {
            req,
            caller,
            batchId: requestId,
            from: "plan",
            params: { organizationId, ...write.params },
            body: write.body,
            dryRun: false,
            shared,
            mayAnswerAtEnd: write.op !== "addAd" && lastNamed.get(write.params.campaignId) === write,
          });
          if (status >= 400) {
            const error = entryError(answer as ItemError, write.at);
            item.error = item.error ? { ...item.error, details: [...item.error.details!, ...error.details!] } : error;
            continue;
          }
          if (answeredAtEnd) {
            waitForAnswer(shared, answeredAtEnd, (campaign) => (item.last = campaign as Campaign));
            continue;
          }
          item.last = answer as Campaign;
          if (write.op === "addAd") item.adIds.set(write.adIndex!, item.last.ads.at(-1)!._id);
          if (write.op === "createCampaign") item.last.ads.forEach((ad, index) => item.adIds.set(index, ad._id));
        }
      }
      await answerWaiting(shared, (tx, campaignIds) => campaignAnswersById(tx, organizationId, campaignIds, baseUrl));
    });

    const dryRun = context.dryRun ?? false;
    const refused = items.filter((item) => item.error);
    if (!refused.length) await finishShared(shared);
    const results: PlanCampaignResult[] = body.campaigns.map((entry, index) => {
      const { diff, current, error, last, adIds } = items[index];
      const created = diff?.action === "CREATE";
      const after = last ?? (current && answers.get(current.campaignId));
      const campaignId = created ? (dryRun || !last ? null : last._id) : (entry.campaignId ?? null);
      return {
        index,
        campaignId,
        name: entry.name ?? current?.name ?? "",
        action: diff?.action ?? "UNCHANGED",
        changes: diff?.changes ?? [],
        review: created && last?.status === "CAMPAIGN_STATUS_PENDING",
        version: error || !after ? null : planEntryOf(after).version,
        ads: (diff?.ads ?? []).map((ad) => {
          const adId = ad.adId ?? adIds.get(ad.index) ?? null;
          const review = ad.action !== "UNCHANGED" && !!last && waitsForReview(last, adId);
          return { ...ad, adId: ad.adId ?? (dryRun ? null : adId), review };
        }),
        ...(error ? { error } : {}),
      };
    });
    const answer = { planId: requestId, dryRun, committed: !dryRun && refused.length === 0, campaigns: results };
    if (refused.length) {
      const first = refused[0].error!;
      const error = new ApiError(first.statusCode as ApiError["statusCode"], first.message, first.reason as ApiError["reason"], {
        details: refused.flatMap((item) => item.error!.details ?? []),
      });
      return Response.json({ ...error.toBody(), ...answer, committed: false }, { status: first.statusCode, headers: rateHeaders });
    }
    return Response.json(answer, { headers: rateHeaders });
  },
});
