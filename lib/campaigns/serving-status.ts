import { currentGoalCheck, type BidColumns } from "./bid-answer";
import type { GoalCountryStatus } from "./bid-schemas";
import { budgetReset } from "./budget-reset";
import { goalMissedWords } from "./goal-words";
import { effectiveStatus } from "./effective-status";
import { scheduleOf, type LimitColumns } from "./limit-answer";
import { isScheduledAt, nextScheduledStart, weekdayTime } from "./schedule";
import type { AdReviewStatus, AdStatus, Serving, ServingReason, ServingReasonItem } from "./schemas";
import { UNAPPROVED_CAMPAIGN_STATUSES, type CampaignStatus } from "./statuses";

// Why a campaign is or is not delivering, computed when read from the campaign, the organization's balance
// and the approval of the apps its ads promote. Pure: the facts are loaded once per page (serving-facts.ts).

export type ServingCampaign = Pick<BidColumns, "goalType" | "goalTarget" | "goalCheck"> &
  Pick<LimitColumns, "scheduleHours" | "scheduleTimeZone"> & {
    kind: string;
    status: CampaignStatus;
    statusReason: string | null;
    startAt: Date;
    endAt: Date | null;
    budget: bigint;
    budgetRemain: bigint;
    /** KRW one budget day's charged spend may reach (budget-reset.ts: UTC or the organization's day); null: no daily cap */
    dailyBudget?: bigint | null;
    /** the advertiser paused it while it waits for review */
    pauseRequested?: boolean;
    ads: ServingAd[];
  };

type ServingAd = {
  id: string;
  name: string;
  promotedAppId: string | null;
  status: AdStatus;
  reviewStatus: AdReviewStatus;
  reviewReason: string | null;
};

export type ServingFacts = {
  /** The organization's balance in KRW. */
  balance: bigint;
  /** Ids of the promoted apps that have at least one APPROVED platform. */
  approvedAppIds: ReadonlySet<string>;
  /** Names of promoted apps, for the message. */
  appNames: ReadonlyMap<string, string>;
  /** KRW charged for this campaign on its current budget day (UTC, or the organization's once reported by the hour). */
  spentToday: bigint;
  /** When that day ends, for a campaign following the organization's day; absent: at 00:00 UTC. */
  spentTodayEndsAt?: Date;
};

const item = (reason: ServingReason, message: string, adIds?: string[]): ServingReasonItem => ({
  reason,
  message,
  ...(adIds ? { adIds } : {}),
});

function statusReasons(campaign: ServingCampaign, now: Date): ServingReasonItem[] {
  switch (effectiveStatus(campaign, now)) {
    case "CAMPAIGN_STATUS_DRAFT":
      return [item("DRAFT", "The campaign is a draft: submit it for review when it is ready.")];
    case "CAMPAIGN_STATUS_PENDING":
      return [
        item("PENDING_REVIEW", "Waiting for a platform reviewer to approve the campaign."),
        ...(campaign.pauseRequested ? [item("PAUSED", "The campaign is paused: approval will leave it paused.")] : []),
      ];
    case "CAMPAIGN_STATUS_REJECTED":
      return [item("REJECTED", `A reviewer rejected the campaign${campaign.statusReason ? `: ${campaign.statusReason}` : "."}`)];
    case "CAMPAIGN_STATUS_PAUSED":
      return [item("PAUSED", "The campaign is paused.")];
    case "CAMPAIGN_STATUS_ENDED":
      return [
        item(
          "ENDED",
          campaign.endAt && campaign.endAt <= now ? `The campaign ended at ${campaign.endAt.toISOString()}.` : "The campaign was ended.",
        ),
      ];
    default:
      return [];
  }
}

/** ENDED and REJECTED are final: the other causes no longer matter and are not listed. */
const FINAL: ReadonlySet<ServingReason> = new Set(["ENDED", "REJECTED"]);

export function servingStatus(campaign: ServingCampaign, facts: ServingFacts, now = new Date()): Serving {
  const reasons = statusReasons(campaign, now);
  if (reasons.some((r) => FINAL.has(r.reason))) return { status: "NOT_SERVING", reasons };

  if (campaign.startAt > now) reasons.push(item("NOT_STARTED", `The campaign starts at ${campaign.startAt.toISOString()}.`));
  // House campaigns are free: budget 0 means no cap, and the balance is never charged.
  const house = campaign.kind === "HOUSE";
  if (campaign.budgetRemain <= 0n && (!house || campaign.budget > 0n)) {
    reasons.push(item("BUDGET_EXHAUSTED", "The budget is used up: raise it to deliver again."));
  }
  if (!house && campaign.dailyBudget != null && facts.spentToday >= campaign.dailyBudget) {
    const reset = budgetReset(facts.spentTodayEndsAt, now);
    const resets = reset.day === "ORGANIZATION" ? `at 00:00 in the organization's time zone (${reset.at.toISOString()})` : "at 00:00 UTC";
    reasons.push(item("DAILY_BUDGET_EXHAUSTED", `Today's daily budget is used up: delivery resumes when it resets ${resets}.`));
  }
  if (!house && facts.balance <= 0n) {
    reasons.push(item("INSUFFICIENT_BALANCE", "The organization's balance is 0: charge it to deliver."));
  }
  const campaignWide = reasons.length > 0;

  const held = new Set<string>();
  const hold = (reason: ServingReason, ads: ServingAd[], message: (ads: ServingAd[]) => string) => {
    if (ads.length === 0) return;
    for (const ad of ads) held.add(ad.id);
    reasons.push(
      item(
        reason,
        message(ads),
        ads.map((ad) => ad.id),
      ),
    );
  };
  const of = (ads: ServingAd[]) => `${ads.length} of ${campaign.ads.length} ads`;
  const names = (ads: ServingAd[]) => ads.map((ad) => `"${ad.name}"`).join(", ");

  hold(
    "AD_PAUSED",
    campaign.ads.filter((ad) => ad.status === "AD_STATUS_PAUSED"),
    (ads) => `${ads.length === 1 ? "The ad" : "The ads"} ${names(ads)} ${ads.length === 1 ? "is" : "are"} paused (${of(ads)}).`,
  );
  // While the campaign itself is in review its ads are reviewed with it: the campaign's reason above says so.
  if (!UNAPPROVED_CAMPAIGN_STATUSES.includes(campaign.status)) {
    hold(
      "AD_PENDING_REVIEW",
      campaign.ads.filter((ad) => ad.reviewStatus === "PENDING"),
      (ads) => `Waiting for a reviewer to approve ${ads.length === 1 ? "the ad" : "the ads"} ${names(ads)} (${of(ads)}).`,
    );
    for (const ad of campaign.ads.filter((ad) => ad.reviewStatus === "REJECTED")) {
      hold("AD_REJECTED", [ad], () => `A reviewer rejected the ad "${ad.name}"${ad.reviewReason ? `: ${ad.reviewReason}` : "."}`);
    }
  }

  const heldApps = new Map<string, ServingAd[]>();
  for (const ad of campaign.ads) {
    if (ad.promotedAppId && !facts.approvedAppIds.has(ad.promotedAppId)) {
      heldApps.set(ad.promotedAppId, [...(heldApps.get(ad.promotedAppId) ?? []), ad]);
    }
  }
  for (const [appId, ads] of heldApps) {
    const name = facts.appNames.get(appId);
    const app = name ? `The promoted app "${name}"` : `The promoted app ${appId}`;
    hold("PROMOTED_APP_NOT_APPROVED", ads, () => `${app} has no approved platform; ${of(ads)} are held back.`);
  }

  // A missed goal limits the campaign without stopping it: the ad server steers toward the goal.
  const check = currentGoalCheck(campaign);
  const goalMissed = check?.state === "GOAL_STATE_OFF_TARGET";
  if (check && goalMissed) {
    const words = goalMissedWords(check.goalType, check.goalTarget, check.countries as GoalCountryStatus[]);
    reasons.push(item("GOAL_MISSED", `The last 7 complete UTC days missed the goal: ${words}.`));
  }

  if (campaignWide || (campaign.ads.length > 0 && held.size === campaign.ads.length)) return { status: "NOT_SERVING", reasons };
  // Otherwise servable: outside its schedule it serves nothing until its next scheduled hour.
  const schedule = scheduleOf(campaign);
  if (schedule && !isScheduledAt(schedule.hours, schedule.timeZone, now.getTime())) {
    const until = nextScheduledStart(schedule.hours, schedule.timeZone, now.getTime());
    const when = until ? ` until ${weekdayTime(until.getTime(), schedule.timeZone)} (${schedule.timeZone})` : "";
    reasons.push({
      ...item("OUTSIDE_SCHEDULE", `The campaign is outside its schedule${when}.`),
      ...(until ? { until: until.toISOString(), timeZone: schedule.timeZone } : {}),
    });
    return { status: "NOT_SERVING", reasons };
  }
  return { status: held.size > 0 || goalMissed ? "LIMITED" : "SERVING", reasons };
}
