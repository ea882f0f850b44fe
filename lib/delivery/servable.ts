import type { AdReviewStatus, AdStatus } from "@/lib/campaigns/schemas";
import type { CampaignStatus } from "@/lib/campaigns/statuses";
import type { DeliveryFlag } from "./schemas";

/** One recorded change of a campaign's status or of an ad's review, at `at`. */
export type StatusChange = { at: number; from: string | null; to: string };

/** What decides whether an ad could serve at a moment: its campaign's window and status, its own status and review. */
export type ServingHistory = {
  startAt: number;
  endAt: number | null;
  /** the campaign's status now, and its recorded changes (any order) */
  campaignStatus: CampaignStatus;
  campaignChanges: StatusChange[];
  /** the advertiser's pause of the ad has no history: it is read as it is now */
  adStatus: AdStatus;
  /** the ad's review now, and its recorded review rounds (any order) */
  reviewStatus: AdReviewStatus;
  reviewChanges: StatusChange[];
};

const HOUR_MS = 3_600_000;
const CAMPAIGN_FLAGS: Record<string, DeliveryFlag> = {
  // a draft is not approved either
  CAMPAIGN_STATUS_DRAFT: "CAMPAIGN_PENDING",
  CAMPAIGN_STATUS_PENDING: "CAMPAIGN_PENDING",
  CAMPAIGN_STATUS_REJECTED: "CAMPAIGN_REJECTED",
  CAMPAIGN_STATUS_PAUSED: "CAMPAIGN_PAUSED",
  CAMPAIGN_STATUS_ENDED: "CAMPAIGN_ENDED",
};

/**
 * The status at instant `at`, walked back from the current one: the first change after `at` says what it changed
 * from; with none after `at`, the status was already the current one. A change from nothing (the creation) means
 * the subject did not exist yet: null.
 */
function statusAt(current: string, changes: StatusChange[], at: number): string | null {
  let next: StatusChange | undefined;
  for (const change of changes) if (change.at > at && (!next || change.at < next.at)) next = change;
  return next ? next.from : current;
}

/**
 * The UTC period a delivery row covers: its hour, or its whole UTC day. Only its part up to `now` counts (the
 * serving system cannot have delivered later); a period not begun by `now` is judged at its first moment.
 */
export function periodOf(row: { date: string; hour?: number }, now: number): { from: number; to: number } {
  const from = Date.parse(`${row.date}T00:00:00Z`) + (row.hour ?? 0) * HOUR_MS;
  const end = from + (row.hour === undefined ? 24 : 1) * HOUR_MS;
  return { from, to: now <= from ? from + 1 : Math.min(end, now) };
}

/**
 * null when the ad could serve at some moment of [from, to): within the campaign's start and end, the campaign
 * ACTIVE, the ad's current version APPROVED and the ad not paused at that same moment. Otherwise why it could not,
 * read at the first moment of the period within the campaign's window (or the window itself when the period
 * falls outside it).
 */
export function unservableFlag(history: ServingHistory, from: number, to: number): DeliveryFlag | null {
  const start = Math.max(from, history.startAt);
  const end = Math.min(to, history.endAt ?? Number.POSITIVE_INFINITY);
  if (start >= end) return history.startAt >= to ? "CAMPAIGN_NOT_STARTED" : "CAMPAIGN_ENDED";
  // Both statuses are constant between their changes: looking at the window's start and at each change within it
  // looks at every different moment.
  const moments = [
    start,
    ...[...history.campaignChanges, ...history.reviewChanges].map((c) => c.at).filter((at) => at > start && at < end),
  ];
  const paused = history.adStatus === "AD_STATUS_PAUSED";
  const could = (at: number) =>
    !paused &&
    statusAt(history.campaignStatus, history.campaignChanges, at) === "CAMPAIGN_STATUS_ACTIVE" &&
    statusAt(history.reviewStatus, history.reviewChanges, at) === "APPROVED";
  if (moments.some(could)) return null;
  const campaign = statusAt(history.campaignStatus, history.campaignChanges, start);
  if (campaign !== "CAMPAIGN_STATUS_ACTIVE")
    return campaign === null ? "CAMPAIGN_PENDING" : (CAMPAIGN_FLAGS[campaign] ?? "CAMPAIGN_PENDING");
  return paused ? "AD_PAUSED" : "AD_NOT_APPROVED";
}
