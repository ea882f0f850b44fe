import "server-only";
import type { Tx } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { addToAttributionRollup, type RollupAmounts } from "@/lib/attribution/rollup";
import type { ReadPostback } from "./read-postback";
import { setting } from "@/lib/config";

// How a verified postback is kept and counted.
// - Stored once: SKAN:<transaction-id>:<postback-sequence-index> (AAK: the postback-identifier) is unique; Apple's
//   retries of it store and count nothing more.
// - ATTRIBUTED when it names this network (SKAN_AD_NETWORK_ID), won the attribution (did-win) and its identifier is a
//   campaign's SKAN identifier; else UNMATCHED with the reason, stored and never counted.
// - Counted in AttributionRollup (source SKAN, platform iOS, no ad, creative or country: Apple names none), in the
//   postback's own transaction. Apple tells no install time and posts a day or more late, so the install hour is the
//   receive hour. The first postback (sequence 0) is an install, or a reattribution when Apple says it is a
//   redownload or re-engagement; its value, and the coarse value of the later ones, are events named
//   skan_cv_<0-63> (fine) or skan_coarse_<low|medium|high>, on the day their conversion window starts (0, 3, 8).

const SKAN_AD_NETWORK_ID_VARIABLE = "SKAN_AD_NETWORK_ID";

/** The first day of each conversion window (Apple: days 0-2, 3-7, 8-35), by postback sequence index. */
const WINDOW_START_DAY = [0, 3, 8] as const;

type Outcome = { outcome: "ATTRIBUTED" | "UNMATCHED"; reason: string | null; organizationId: string | null; campaignId: string | null };

async function outcomeOf(tx: Tx, postback: ReadPostback): Promise<Outcome> {
  const unmatched = (reason: string): Outcome => ({ outcome: "UNMATCHED", reason, organizationId: null, campaignId: null });
  const network = setting(SKAN_AD_NETWORK_ID_VARIABLE);
  if (!network || postback.adNetworkId.toLowerCase() !== network.toLowerCase()) return unmatched("AD_NETWORK_MISMATCH");
  const campaign = await tx.campaign.findUnique({ where: { skanId: postback.skanId }, select: { id: true, organizationId: true } });
  if (!campaign) return unmatched("UNKNOWN_SKAN_ID");
  const named = { organizationId: campaign.organizationId, campaignId: campaign.id };
  // A postback for an impression that qualified but lost is kept with its campaign, never counted.
  if (!postback.didWin) return { outcome: "UNMATCHED", reason: "NOT_WINNING", ...named };
  return { outcome: "ATTRIBUTED", reason: null, ...named };
}

/** The event a postback's value counts as; null when it carries none. */
function skanEventName(postback: Pick<ReadPostback, "conversionValue" | "coarseValue">): string | null {
  if (postback.conversionValue !== null) return `skan_cv_${postback.conversionValue}`;
  if (postback.coarseValue !== null) return `skan_coarse_${postback.coarseValue}`;
  return null;
}

/** Stores a verified postback and counts it, in `tx`. Answers its outcome, and whether it was a retry already stored. */
export async function storeSkanPostback(
  tx: Tx,
  postback: ReadPostback,
  raw: string,
  now: Date,
): Promise<{ outcome: Outcome["outcome"]; duplicate: boolean }> {
  const outcome = await outcomeOf(tx, postback);
  const { count } = await tx.skanPostback.createMany({
    data: [
      {
        id: newObjectId(now.getTime()),
        framework: postback.framework,
        version: postback.version,
        dedupeKey: `${postback.framework}:${postback.transactionId}:${postback.sequenceIndex}`,
        adNetworkId: postback.adNetworkId,
        sourceIdentifier: postback.sourceIdentifier,
        appStoreId: postback.appStoreId,
        transactionId: postback.transactionId,
        sourceAppId: postback.sourceAppId,
        sourceDomain: postback.sourceDomain,
        redownload: postback.redownload,
        fidelityType: postback.fidelityType,
        conversionValue: postback.conversionValue,
        coarseValue: postback.coarseValue,
        postbackSequenceIndex: postback.sequenceIndex,
        didWin: postback.didWin,
        raw,
        outcome: outcome.outcome,
        outcomeReason: outcome.reason,
        organizationId: outcome.organizationId,
        campaignId: outcome.campaignId,
        receivedAt: now,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return { outcome: outcome.outcome, duplicate: true };
  if (outcome.outcome === "ATTRIBUTED")
    await countPostback(tx, postback, outcome as Outcome & { organizationId: string; campaignId: string }, now);
  return { outcome: outcome.outcome, duplicate: false };
}

async function countPostback(tx: Tx, postback: ReadPostback, owner: { organizationId: string; campaignId: string }, now: Date) {
  const key = {
    organizationId: owner.organizationId,
    campaignId: owner.campaignId,
    adId: "",
    creativeId: "",
    country: "",
    platform: "APP_PLATFORM_IOS",
    source: "SKAN" as const,
    installAt: now,
  };
  if (postback.sequenceIndex === 0) {
    const install: RollupAmounts = postback.reinstall ? { reattributions: 1n } : { installs: 1n };
    await addToAttributionRollup(tx, { ...key, dayOffset: 0, eventName: "" }, install);
  }
  const eventName = skanEventName(postback);
  if (eventName) {
    await addToAttributionRollup(tx, { ...key, dayOffset: WINDOW_START_DAY[postback.sequenceIndex] ?? 0, eventName }, { events: 1n });
  }
}
