import { budgetReset } from "@/lib/campaigns/budget-reset";
import { creativeMedia, type AdRow, type CampaignRow } from "@/lib/campaigns/serialize-campaign";
import { servingStatus, type ServingFacts } from "@/lib/campaigns/serving-status";
import type { ServingReason } from "@/lib/campaigns/schemas";
import { utcDayOf } from "@/lib/utc-day";
import { bidAnswer, goalAnswer } from "@/lib/campaigns/bid-answer";
import { frequencyCapAnswer, scheduleOf } from "@/lib/campaigns/limit-answer";
import { daysOf, utcHoursOfWeek, utcWeekStart } from "@/lib/campaigns/schedule";
import type { AdTrackingLink } from "@/lib/attribution/tracking-links";
import type { ServingBudgetAmounts, StoredServingItem } from "./schemas";

// One campaign's ads as the serving feed sees them: which may serve now (the campaign's serving status, the same
// computation its answer shows), the item an ad server needs for each, and when time alone may change that.
// The remaining budgets are the campaign's (servingBudgetOf), kept apart from the items: spend moves them on every
// delivery report, and the items of a campaign's ads would otherwise all change with each one.

/** Media URLs are stored relative to the console (`/media/…`) and made absolute when answered. */
const RELATIVE_BASE = "";

export type AdServing = {
  adId: string;
  servable: boolean;
  reasons: ServingReason[];
  item: StoredServingItem;
  /** the next instant the ad's servability or item may change without any write (start, end, the UTC day's reset) */
  recheckAt: Date | null;
};

type SpentCampaign = Pick<CampaignRow, "kind" | "budget" | "budgetRemain" | "dailyBudget">;

/** An ad's tracking links (its promoted app's attribution partner's click URLs); none by default. */
type TrackingLinksOf = (ad: AdRow) => AdTrackingLink[];

const WEEK_MS = 7 * 86_400_000;

/** The campaign's schedule as the feed carries it, for the UTC week of `now`. */
function feedSchedule(campaign: CampaignRow, now: Date): StoredServingItem["schedule"] {
  const schedule = scheduleOf(campaign);
  if (!schedule) return null;
  return {
    timeZone: schedule.timeZone,
    hours: daysOf(schedule.hours),
    utcHoursOfWeek: utcHoursOfWeek(schedule.hours, schedule.timeZone, utcWeekStart(now.getTime())),
  };
}

/** Next Monday 00:00 UTC when the schedule's UTC hours differ then (a daylight-saving change), else null. */
function scheduleRecheck(campaign: CampaignRow, now: Date): Date | null {
  const schedule = scheduleOf(campaign);
  if (!schedule) return null;
  const thisWeek = utcWeekStart(now.getTime());
  const nextWeek = thisWeek + WEEK_MS;
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((hour, index) => hour === b[index]);
  return same(utcHoursOfWeek(schedule.hours, schedule.timeZone, thisWeek), utcHoursOfWeek(schedule.hours, schedule.timeZone, nextWeek))
    ? null
    : new Date(nextWeek);
}

function itemOf(campaign: CampaignRow, ad: AdRow, linksOf: TrackingLinksOf, now: Date): StoredServingItem {
  const house = campaign.kind === "HOUSE";
  // Only links the ad server can use: a link still waiting for an operator setting is left out.
  const trackingLinks = linksOf(ad).flatMap(({ platform, partner, creativeId, url }) =>
    url ? [{ platform, partner, creativeId, url }] : [],
  );
  return {
    adId: ad.id,
    campaignId: campaign.id,
    organizationId: campaign.organizationId,
    kind: house ? "HOUSE" : "REGULAR",
    name: ad.name,
    productType: ad.productType,
    categories: ad.categories,
    ...(ad.cpm !== null ? { cpm: Number(ad.cpm) } : {}),
    ...(ad.destinationUrl ? { destinationUrl: ad.destinationUrl } : {}),
    ...(ad.promotedAppId ? { promotedAppId: ad.promotedAppId } : {}),
    ...(trackingLinks.length ? { trackingLinks } : {}),
    creatives: ad.creatives.map((creative) => ({
      _id: creative.id,
      ...(creative.assetId ? { assetId: creative.assetId } : {}),
      ...creativeMedia(creative, RELATIVE_BASE),
    })),
    targeting: {
      platforms: campaign.platforms,
      devices: campaign.devices,
      tags: campaign.tags,
      locations: campaign.locations,
      languages: campaign.languages,
      inventoryTargets: campaign.inventoryTargets.map((organizationId) => ({ organizationId })),
    },
    btags: campaign.btags,
    startAt: campaign.startAt.toISOString(),
    ...(campaign.endAt ? { endAt: campaign.endAt.toISOString() } : {}),
    reportableFrom: utcDayOf(campaign.createdAt.getTime()),
    budget: Number(campaign.budget),
    ...(!house && campaign.dailyBudget !== null ? { dailyBudget: Number(campaign.dailyBudget) } : {}),
    ...(campaign.skanId ? { skan: { campaignId: campaign.skanId, sourceIdentifier: String(campaign.skanId) } } : {}),
    bid: bidAnswer(campaign),
    goal: goalAnswer(campaign),
    frequencyCap: frequencyCapAnswer(campaign),
    adFrequencyCap: frequencyCapAnswer(ad),
    schedule: feedSchedule(campaign, now),
  };
}

/**
 * Reasons that limit a campaign without stopping any ad: the feed keeps serving it. Outside its schedule an ad stays
 * in the feed: the ad server applies the item's schedule, hour by hour.
 */
const NOT_STOPPING: ReadonlySet<ServingReason> = new Set(["GOAL_MISSED", "OUTSIDE_SCHEDULE"]);

/** The campaign's remaining budgets, as every item of its ads is answered with them. */
export function servingBudgetOf(campaign: SpentCampaign, facts: ServingFacts): ServingBudgetAmounts {
  return {
    budgetRemain: Number(campaign.budgetRemain),
    ...(campaign.kind !== "HOUSE" && campaign.dailyBudget !== null
      ? { dailyBudgetRemain: Math.max(0, Number(campaign.dailyBudget - facts.spentToday)) }
      : {}),
  };
}

/** Each ad of the campaign: servable or not (and why), its item, and when to look again. */
export function adServingOf(campaign: CampaignRow, facts: ServingFacts, now: Date, linksOf: TrackingLinksOf = () => []): AdServing[] {
  // The ad server applies the schedule: what may serve is read as if every hour were scheduled.
  const serving = servingStatus({ ...campaign, scheduleHours: [] }, facts, now);
  const times = [campaign.startAt, campaign.endAt, scheduleRecheck(campaign, now)].filter((at): at is Date => !!at && at > now);
  // Today's spend resets at midnight (UTC, or the organization's): the daily remainder (and a daily cap reached) changes then.
  if (campaign.kind !== "HOUSE" && campaign.dailyBudget !== null && facts.spentToday > 0n) {
    times.push(budgetReset(facts.spentTodayEndsAt, now).at);
  }
  const recheckAt = times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
  const live = serving.status === "SERVING" || serving.status === "LIMITED" ? serving.status : null;
  return campaign.ads.map((ad) => {
    const reasons = serving.reasons
      .filter((reason) => !NOT_STOPPING.has(reason.reason) && (!reason.adIds || reason.adIds.includes(ad.id)))
      .map((reason) => reason.reason);
    const servable = live !== null && reasons.length === 0;
    return {
      adId: ad.id,
      servable,
      reasons,
      item: itemOf(campaign, ad, linksOf, now),
      recheckAt,
    };
  });
}

/** The recheck times stored on a campaign's ads' rows. */
export type StoredTimes = { firstRecheck: Date | null; lastRecheck: Date | null; neverRecheck: boolean };

/** Whether spend left every ad of the campaign as it was: the money left is above 0, and no time has come for it. */
export function amountsOnly(campaign: SpentCampaign, facts: ServingFacts, rows: StoredTimes, now: Date): boolean {
  const house = campaign.kind === "HOUSE";
  if (campaign.budgetRemain <= 0n && (!house || campaign.budget > 0n)) return false;
  if (!house && facts.balance <= 0n) return false;
  if (rows.firstRecheck && rows.firstRecheck <= now) return false;
  if (house || campaign.dailyBudget === null || facts.spentToday === 0n) return true;
  if (facts.spentToday >= campaign.dailyBudget) return false;
  // Spent today under a daily budget: every row must already be looked at again by the day's reset.
  const reset = budgetReset(facts.spentTodayEndsAt, now).at;
  return !rows.neverRecheck && rows.lastRecheck !== null && rows.lastRecheck <= reset;
}
