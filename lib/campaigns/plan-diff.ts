import type { ErrorDetail } from "@/lib/api/errors";
import { AD_PRODUCT_TYPE, CURRENCY } from "./campaign-constants";
import { creativeKey } from "./plan-entry";
import type { ExportedAd, ExportedCampaign, PlanAction, PlanAd, PlanCampaign, PlanChange } from "./plan-schemas";

// What a plan entry changes of a campaign as it is now, field by field, and the writes of this API that make
// those changes (run by the plan operation through each write's own route, as a batch runs them).

/** One write of the plan: an operation of the batch API, and where in the plan its errors point. */
export type PlanWrite = {
  op: "createCampaign" | "updateCampaign" | "addAd" | "updateAd";
  params: Record<string, string>;
  body: Record<string, unknown>;
  /** The plan path its body's members are under (campaigns.0, campaigns.0.ads.2) */
  at: string;
  /** The ad's place in the entry's ads, for addAd and updateAd */
  adIndex?: number;
};

type AdDiff = { index: number; adId: string | null; name: string; action: PlanAction; changes: PlanChange[] };

export type EntryDiff = {
  action: PlanAction;
  changes: PlanChange[];
  ads: AdDiff[];
  writes: PlanWrite[];
  /** What the entry asks that no write can do (details with plan paths) */
  errors: ErrorDetail[];
};

const TARGETING_LISTS = ["platforms", "devices", "tags", "locations", "languages"] as const;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const sameInstant = (a: string | null | undefined, b: string | null | undefined) =>
  (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);
const sorted = <T>(list: readonly T[]) => [...list].sort();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameSet = (a: readonly string[], b: readonly string[]) => same(sorted(a), sorted(b));

type Bid = ExportedCampaign["bid"];
const bidKey = (bid: Bid) => ({ ...bid, countries: [...bid.countries].sort((x, y) => x.country.localeCompare(y.country)) });

/** The campaign's fields the entry changes: the changes (plan-shaped values) and the updateCampaign body. */
function campaignChanges(entry: PlanCampaign, current: ExportedCampaign) {
  const changes: PlanChange[] = [];
  const body: Record<string, unknown> = {};
  const set = (field: string, from: unknown, to: unknown, member: string, value: unknown) => {
    changes.push({ field, from, to });
    body[member] = value;
  };
  if (entry.name !== undefined && entry.name !== current.name) set("name", current.name, entry.name, "name", entry.name);
  if (entry.startOnApproval && !current.startOnApproval) {
    set("startOnApproval", false, true, "startOnApproval", true);
  } else if (entry.startAt !== undefined && (current.startOnApproval || !sameInstant(current.startAt, iso(entry.startAt)))) {
    set("startAt", current.startAt ?? null, iso(entry.startAt), "startAt", entry.startAt);
  }
  if (entry.endAt !== undefined && !sameInstant(current.endAt, iso(entry.endAt))) {
    set("endAt", current.endAt, iso(entry.endAt), "endAt", entry.endAt);
  }
  if (entry.budget !== undefined && entry.budget !== current.budget) set("budget", current.budget, entry.budget, "budget", entry.budget);
  if (entry.dailyBudget !== undefined && entry.dailyBudget !== current.dailyBudget) {
    set("dailyBudget", current.dailyBudget, entry.dailyBudget, "dailyBudget", entry.dailyBudget);
  }
  if (entry.targeting) {
    const next = { ...current.targeting };
    for (const list of TARGETING_LISTS) {
      const value = entry.targeting[list];
      if (value === undefined || sameSet(value, current.targeting[list])) continue;
      changes.push({ field: `targeting.${list}`, from: current.targeting[list], to: value });
      next[list] = value;
    }
    if (!same(next, current.targeting)) body.targeting = next;
  }
  if (entry.btags !== undefined && !sameSet(entry.btags, current.btags)) set("btags", current.btags, entry.btags, "btags", entry.btags);
  if (entry.bid) {
    const next: Bid = {
      type: entry.bid.type ?? current.bid.type,
      amount: entry.bid.amount === undefined ? current.bid.amount : entry.bid.amount,
      countries: entry.bid.countries ?? current.bid.countries,
    };
    if (!same(bidKey(next), bidKey(current.bid))) set("bid", current.bid, next, "bid", entry.bid);
  }
  if (entry.goal) {
    const next = { type: entry.goal.type, target: entry.goal.target ?? null };
    if (!same(next, current.goal)) set("goal", current.goal, next, "goal", entry.goal);
  }
  if (entry.frequencyCap !== undefined && !same(entry.frequencyCap, current.frequencyCap)) {
    set("frequencyCap", current.frequencyCap, entry.frequencyCap, "frequencyCap", entry.frequencyCap);
  }
  if (entry.schedule !== undefined) {
    const next = entry.schedule && { hours: entry.schedule.hours.map((day) => sorted(day)) };
    const now = current.schedule && { hours: current.schedule.hours.map((day) => sorted(day)) };
    if (!same(next, now)) set("schedule", current.schedule, next, "schedule", entry.schedule);
  }
  return { changes, body };
}

/** An existing ad's changes and its updateAd body (creatives it already has kept by their _id). */
function adChanges(ad: PlanAd, current: ExportedAd, creativeIds: string[]) {
  const changes: PlanChange[] = [];
  const body: Record<string, unknown> = {};
  const set = (field: keyof ExportedAd, to: unknown, value: unknown = to) => {
    changes.push({ field, from: current[field], to });
    body[field] = value;
  };
  if (ad.name !== undefined && ad.name !== current.name) set("name", ad.name);
  if (ad.categories !== undefined && !sameSet(ad.categories, current.categories)) set("categories", ad.categories);
  if (ad.cpm !== undefined && ad.cpm !== current.cpm) set("cpm", ad.cpm);
  if (ad.destinationUrl !== undefined && ad.destinationUrl !== current.destinationUrl) set("destinationUrl", ad.destinationUrl);
  if (ad.frequencyCap !== undefined && !same(ad.frequencyCap, current.frequencyCap)) set("frequencyCap", ad.frequencyCap);
  if (ad.creatives && !same(ad.creatives.map(creativeKey), current.creatives.map(creativeKey))) {
    // Each creative the ad has is kept (once) where the plan names it again; the others are new.
    const unused = new Map<string, string[]>();
    current.creatives.forEach((creative, index) => {
      const key = creativeKey(creative);
      unused.set(key, [...(unused.get(key) ?? []), creativeIds[index]]);
    });
    const list = ad.creatives.map((creative) => {
      const kept = unused.get(creativeKey(creative))?.shift();
      return kept ? { _id: kept } : creative;
    });
    set("creatives", ad.creatives, list);
  }
  return { changes, body };
}

/** A new ad's body for addAd (or an item of createCampaign's ads): what the plan gives, with the fixed members. */
function newAdBody(ad: PlanAd): Record<string, unknown> {
  const { adId: _adId, cpm, destinationUrl, ...rest } = ad;
  return {
    ...rest,
    productType: AD_PRODUCT_TYPE,
    ...(cpm != null ? { cpm } : {}),
    ...(destinationUrl != null ? { destinationUrl } : {}),
  };
}

/** The plan entry's fields of a new campaign, as they would be set (plan-shaped values). */
function creationChanges(fields: Record<string, unknown>): PlanChange[] {
  return Object.entries(fields)
    .filter(([field, value]) => value !== undefined && !["ads", "adId", "campaignId", "version"].includes(field))
    .map(([field, value]) => ({ field, from: null, to: value instanceof Date ? value.toISOString() : value }));
}

/**
 * What `entry` (the plan's campaigns.<index>) changes of `current` (the campaign now, as exported; null for a new
 * one), and the writes that change it: one updateCampaign with every changed field, then one updateAd per changed
 * ad, then one addAd per new ad; or one createCampaign.
 */
export function diffEntry(
  entry: PlanCampaign,
  index: number,
  current: ExportedCampaign | null,
  creativeIdsOf: (adId: string) => string[],
): EntryDiff {
  const at = `campaigns.${index}`;
  if (!current) {
    const { campaignId: _id, version: _version, endAt, dailyBudget, ads, ...fields } = entry;
    const body = {
      ...fields,
      cur: CURRENCY,
      ...(endAt != null ? { endAt } : {}),
      ...(dailyBudget != null ? { dailyBudget } : {}),
      ads: (ads ?? []).map(newAdBody),
    };
    const adDiffs = (ads ?? []).map((ad, adIndex) => ({
      index: adIndex,
      adId: null,
      name: ad.name ?? "",
      action: "CREATE" as const,
      changes: creationChanges(ad),
    }));
    return {
      action: "CREATE",
      changes: creationChanges(entry),
      ads: adDiffs,
      writes: [{ op: "createCampaign", params: {}, body, at }],
      errors: [],
    };
  }
  const errors: ErrorDetail[] = [];
  const writes: PlanWrite[] = [];
  const { changes, body } = campaignChanges(entry, current);
  if (Object.keys(body).length) writes.push({ op: "updateCampaign", params: { campaignId: current.campaignId }, body, at });
  const ads: AdDiff[] = [];
  const adds: PlanWrite[] = [];
  (entry.ads ?? []).forEach((ad, adIndex) => {
    const adAt = `${at}.ads.${adIndex}`;
    if (ad.adId === undefined) {
      ads.push({ index: adIndex, adId: null, name: ad.name ?? "", action: "CREATE", changes: creationChanges(ad) });
      adds.push({ op: "addAd", params: { campaignId: current.campaignId }, body: newAdBody(ad), at: adAt, adIndex });
      return;
    }
    const existing = current.ads.find((candidate) => candidate.adId === ad.adId);
    if (!existing) {
      errors.push({ path: `${adAt}.adId`, message: `${ad.adId} is not an ad of this campaign` });
      return;
    }
    if (ad.promotedAppId !== undefined && ad.promotedAppId !== (existing.promotedAppId ?? undefined)) {
      errors.push({ path: `${adAt}.promotedAppId`, message: "cannot change once the ad exists (add a new ad instead)" });
      return;
    }
    const diff = adChanges(ad, existing, creativeIdsOf(existing.adId));
    const action = diff.changes.length ? "UPDATE" : "UNCHANGED";
    ads.push({ index: adIndex, adId: existing.adId, name: ad.name ?? existing.name, action, changes: diff.changes });
    if (diff.changes.length) {
      writes.push({ op: "updateAd", params: { campaignId: current.campaignId, adId: existing.adId }, body: diff.body, at: adAt, adIndex });
    }
  });
  writes.push(...adds);
  const action = writes.length ? "UPDATE" : "UNCHANGED";
  return { action, changes, ads, writes, errors };
}
