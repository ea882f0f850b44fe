import { lazyRawResolver } from "@/lib/i18n/lazy-zod-resolver";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { AD_PRODUCT_TYPE, CURRENCY } from "@/lib/campaigns/campaign-constants";
import type { createCampaignBody } from "@/lib/campaigns/schemas";
import { isoToLocalInput, localInputToIso } from "@/lib/local-date-time";
import { startsOnApproval } from "@/app/(console)/organizations/[organizationId]/campaigns/start-field";
import { DELIVERY_LIMIT_PATHS } from "@/app/(console)/organizations/[organizationId]/campaigns/delivery-limit-fields";
import {
  bidGoalBody,
  bidGoalFieldPaths,
  DEFAULT_BID_GOAL,
  isDefaultBidGoal,
  type BidGoalValues,
} from "@/app/(console)/organizations/[organizationId]/campaigns/bid-goal-values";

/**
 * Operation 2's body as the form holds it: the same fields, except that startAt and endAt are wall-clock time in
 * the organization's zone ("2026-12-01T09:00") until they are sent.
 */
export type CreateCampaignValues = Omit<z.input<typeof createCampaignBody>, "bid" | "goal"> & BidGoalValues;
type AdValues = CreateCampaignValues["ads"][number];

export function newAd(): AdValues {
  return { name: "", categories: [], productType: AD_PRODUCT_TYPE, creatives: [{}] };
}

/**
 * Starts as soon as it is approved (the set time offered instead is the next full hour of `timeZone`, the
 * organization's); no end; one ad with one creative to fill in.
 */
export function defaultValues(timeZone: string, now = new Date()): CreateCampaignValues {
  const hour = localInputToIso(`${isoToLocalInput(now.toISOString(), timeZone).slice(0, 13)}:00`, timeZone)!;
  const start = new Date(Date.parse(hour) + 3_600_000);
  return {
    name: "",
    startOnApproval: true,
    startAt: isoToLocalInput(start.toISOString(), timeZone),
    endAt: "",
    cur: CURRENCY,
    // An empty budget field until the marketer types one; the resolver refuses it empty.
    budget: undefined as unknown as number,
    targeting: { platforms: [], devices: [], tags: [], locations: [], languages: [] },
    btags: [],
    ads: [newAd()],
    ...DEFAULT_BID_GOAL,
  };
}

const blank = (value: unknown) => value === undefined || value === null || value === "" || Number.isNaN(value);

type AdLike = { cpm?: number; destinationUrl?: string; promotedAppId?: string };

/**
 * What is sent: wall-clock times in `timeZone` become Timestamps, fields left empty are left out, and a campaign that
 * starts as soon as it is approved sends startOnApproval instead of startAt. An unreadable time is sent as typed, for
 * the schema to name. Also the cross-promotion form's (its ads have no promotedAppId of their own).
 */
export function toBody<V extends { startAt?: string; startOnApproval?: boolean; endAt?: string; dailyBudget?: number; ads: AdLike[] }>(
  values: V,
  timeZone: string,
): V {
  const { endAt, dailyBudget, startAt, startOnApproval, ...rest } = values;
  return {
    ...rest,
    ...(blank(dailyBudget) ? {} : { dailyBudget }),
    ...(startsOnApproval(startOnApproval) ? { startOnApproval: true } : { startAt: localInputToIso(startAt ?? "", timeZone) ?? startAt }),
    ...(blank(endAt) ? {} : { endAt: localInputToIso(endAt!, timeZone) ?? endAt }),
    ads: values.ads.map(({ cpm, destinationUrl, promotedAppId, ...ad }) => ({
      ...ad,
      ...(blank(cpm) ? {} : { cpm }),
      ...(blank(destinationUrl) ? {} : { destinationUrl }),
      ...(blank(promotedAppId) ? {} : { promotedAppId }),
    })),
  } as V;
}

const parse = lazyRawResolver<CreateCampaignValues>(() => import("@/lib/campaigns/schemas").then((m) => m.createCampaignBody));

/** The create request: toBody's, with the bid and the goal left out while they are the defaults (CPM, no goal). */
export function createBody(values: CreateCampaignValues, timeZone: string) {
  const { bid, goal, frequencyCap, schedule, ...sent } = toBody(values, timeZone);
  // A cap and a schedule are sent only when set (none and every hour are the defaults).
  const rest = { ...sent, ...(frequencyCap ? { frequencyCap } : {}), ...(schedule ? { schedule } : {}) };
  const bidGoal = bidGoalBody({ bid, goal });
  return isDefaultBidGoal(bidGoal) ? rest : { ...rest, ...bidGoal };
}

/** The route's own schema judges the body that would be sent; its paths are the form's paths. */
export function createCampaignResolver(timeZone: string): Resolver<CreateCampaignValues> {
  return (values, context, options) => parse(createBody(values, timeZone) as CreateCampaignValues, context, options);
}

/** Every path a server `details` entry may name that the form shows a message for. */
export function fieldPaths(
  values: Pick<CreateCampaignValues, "targeting" | "btags" | "ads"> & Partial<Pick<BidGoalValues, "bid">>,
): string[] {
  const paths = [
    ...["name", "startAt", "endAt", "cur", "budget", "dailyBudget", "btags", "ads"],
    ...bidGoalFieldPaths(values),
    ...DELIVERY_LIMIT_PATHS,
  ];
  for (const key of ["platforms", "devices", "tags", "locations", "languages"] as const) {
    paths.push(`targeting.${key}`);
    (values.targeting[key] ?? []).forEach((_, i) => paths.push(`targeting.${key}.${i}`));
  }
  values.btags.forEach((_, i) => paths.push(`btags.${i}`));
  values.ads.forEach((ad, a) => {
    for (const key of ["name", "categories", "cpm", "destinationUrl", "promotedAppId", "creatives"]) paths.push(`ads.${a}.${key}`);
    ad.categories.forEach((_, i) => paths.push(`ads.${a}.categories.${i}`));
    ad.creatives.forEach((_, c) => {
      paths.push(`ads.${a}.creatives.${c}`);
      for (const key of ["assetId", "url", "width", "height", "mime"]) paths.push(`ads.${a}.creatives.${c}.image.${key}`);
      paths.push(`ads.${a}.creatives.${c}.video.assetId`);
    });
  });
  return paths;
}
