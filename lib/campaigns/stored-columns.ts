import type { Ad, Campaign, CampaignGoalCheck } from "@/lib/db/generated/client";
import { columnReader } from "@/lib/one-of";
import { GOAL_STATES } from "./campaign-constants";
import { AD_REVIEW_STATUSES, AD_STATUSES } from "./schemas";
import { CAMPAIGN_STATUSES } from "./statuses";

// The campaign domain's status columns (text in the database) as their unions, narrowed where a row is read: once
// per row shape, by the readers below, so the code after them never handles a status as a plain string.
export const storedCampaignStatus = columnReader(CAMPAIGN_STATUSES, "Campaign.status");
export const storedAdStatus = columnReader(AD_STATUSES, "Ad.status");
export const storedAdReviewStatus = columnReader(AD_REVIEW_STATUSES, "Ad.reviewStatus");
export const storedGoalState = columnReader(GOAL_STATES, "CampaignGoalCheck.state");

// What the readers take: any selection of the stored row that has its status columns, as Prisma types them.
type StoredAd = Pick<Ad, "status" | "reviewStatus">;
type StoredGoalCheck = Pick<CampaignGoalCheck, "state">;
type StoredCampaign = Pick<Campaign, "status">;

/** An Ad row (any selection with its status and review status) with both narrowed. */
export function readAdRow<R extends StoredAd>(row: R) {
  return { ...row, status: storedAdStatus(row.status), reviewStatus: storedAdReviewStatus(row.reviewStatus) };
}

/** A CampaignGoalCheck row with its state narrowed. */
export function readGoalCheckRow<R extends StoredGoalCheck>(row: R) {
  return { ...row, state: storedGoalState(row.state) };
}

/** A Campaign row read with its ads and goal check (campaign-include.ts), every status in it narrowed. */
export function readCampaignRow<
  A extends StoredAd,
  G extends StoredGoalCheck,
  R extends StoredCampaign & { ads: A[]; goalCheck: G | null },
>(row: R & { ads: A[]; goalCheck: G | null }) {
  return {
    ...row,
    status: storedCampaignStatus(row.status),
    ads: row.ads.map((ad) => readAdRow(ad)),
    goalCheck: row.goalCheck && readGoalCheckRow(row.goalCheck),
  };
}
