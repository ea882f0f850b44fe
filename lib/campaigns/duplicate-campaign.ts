import "server-only";
import { graphemeCount } from "@/lib/text-length";
import { createCampaign } from "./create-campaign";
import type { getCampaignOrThrow } from "./get-campaign-or-throw";
import type { CreateCampaignInput, CreativeInput } from "./schemas";
import type { BidType, GoalType } from "./campaign-constants";
import { frequencyCapAnswer, scheduleAnswer } from "./limit-answer";
import type { COUNTRY_CODES } from "./targeting-values";

type CountryCode = (typeof COUNTRY_CODES)[number];

type Source = Awaited<ReturnType<typeof getCampaignOrThrow>>;

const NAME_MAX = 40;
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** "Copy of <name>", cut to 40 characters as a person counts them (never inside an emoji or a syllable). */
export function copyName(name: string): string {
  const full = `Copy of ${name}`;
  if (graphemeCount(full) <= NAME_MAX) return full;
  return [...segmenter.segment(full)]
    .slice(0, NAME_MAX)
    .map((s) => s.segment)
    .join("")
    .trimEnd();
}

function creativeOf(creative: Source["ads"][number]["creatives"][number]): CreativeInput {
  if (creative.kind === "VIDEO") return { video: { assetId: creative.assetId! } };
  if (creative.assetId) return { image: { assetId: creative.assetId } };
  return { image: { url: creative.url!, width: creative.width!, height: creative.height!, mime: creative.mime! } };
}

/** The source's bid and goal, as a create request sends them. */
function bidAndGoalOf(source: Source): Pick<CreateCampaignInput, "bid" | "goal"> {
  return {
    bid: {
      type: source.bidType as BidType,
      amount: source.bidAmount === null ? null : Number(source.bidAmount),
      countries: source.countryBids.map((bid) => ({ country: bid.country as CountryCode, amount: Number(bid.amount) })),
    },
    goal: { type: source.goalType as GoalType, target: source.goalTarget === null ? null : Number(source.goalTarget) },
  };
}

/**
 * The request that creates a copy of `source`: the same ads (their creatives on the same assets or hosted
 * addresses, each ad active and waiting for review as in any new campaign), targeting, btags, budget and daily
 * budget. Its dates: startAt kept when still ahead, else now (a copy never starts in the past: its delivery
 * cannot predate it); endAt kept when still after that start, else none (the advertiser sets a new one).
 */
function duplicateInput(source: Source, now = new Date()): CreateCampaignInput {
  const startAt = source.startAt > now ? source.startAt : now;
  const endAt = source.endAt && source.endAt > startAt ? source.endAt : undefined;
  return {
    name: copyName(source.name),
    startAt,
    ...(endAt ? { endAt } : {}),
    cur: "CURRENCY_KRW",
    budget: Number(source.budget),
    ...(source.dailyBudget !== null ? { dailyBudget: Number(source.dailyBudget) } : {}),
    targeting: {
      platforms: source.platforms,
      devices: source.devices,
      tags: source.tags,
      locations: source.locations,
      languages: source.languages,
    } as CreateCampaignInput["targeting"],
    btags: source.btags,
    ...bidAndGoalOf(source),
    frequencyCap: frequencyCapAnswer(source),
    schedule: source.scheduleHours.length ? { hours: scheduleAnswer(source)!.hours } : null,
    ads: source.ads.map((ad) => ({
      name: ad.name,
      categories: ad.categories,
      ...(ad.cpm !== null ? { cpm: Number(ad.cpm) } : {}),
      productType: ad.productType as CreateCampaignInput["ads"][number]["productType"],
      creatives: ad.creatives.map(creativeOf),
      ...(ad.destinationUrl ? { destinationUrl: ad.destinationUrl } : {}),
      ...(ad.promotedAppId ? { promotedAppId: ad.promotedAppId } : {}),
      frequencyCap: frequencyCapAnswer(ad),
    })),
  };
}

/**
 * A new DRAFT campaign copied from `source`, written through the create path (its checks and its insert): its
 * advertiser changes what differs, then submits it.
 */
export function duplicateCampaign(source: Source, organizationId: string, userId: string) {
  return createCampaign({ organizationId, userId, input: { ...duplicateInput(source), draft: true } });
}
