// AttributionDay (the rollup per install day of the organization's zone, which the reports by day and in total
// read) always holds what AttributionRollup's hours add up to in the organization's current zone: after postbacks,
// late revenue and a rate loaded later, after a change of the zone, and when a change and a postback race.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { transaction } from "@/lib/db/transaction";
import { addRollup } from "@/lib/test/attribution-reports";
import { createCampaignWithAds } from "@/lib/test/delivery";
import { createOwner } from "@/lib/test/fixtures";
import { cohortRows, type CohortGrouping } from "./cohort-rows";
import { addToAttributionRollup, type RollupAmounts, type RollupKey } from "./rollup";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Every AttributionDay row of the organization, as text, in key order. */
async function storedDays(organizationId: string): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ row: string }[]>`
    SELECT concat_ws('|', "campaignId", "adId", "country", "source", "installDay"::text, "eventName", "installs", "rejectedInstalls",
      "reattributions", "events", "rejectedEvents", "revenue", "unconvertedEvents", "revenueD0", "revenueD1", "revenueD3",
      "revenueD7", "revenueD30") AS "row"
    FROM "AttributionDay" WHERE "organizationId" = ${organizationId}`;
  return rows.map((r) => r.row).sort();
}

/** The same rows worked out from AttributionRollup's UTC hours in the organization's zone as it is now. */
async function daysFromHours(organizationId: string): Promise<string[]> {
  const within = (days: number) => Prisma.sql`COALESCE(sum(r."revenue") FILTER (WHERE r."dayOffset" <= ${days}), 0)`;
  const rows = await prisma.$queryRaw<{ row: string }[]>`
    SELECT concat_ws('|', r."campaignId", r."adId", r."country", r."source",
      ((r."installHour" AT TIME ZONE 'UTC' AT TIME ZONE o."timeZone")::date)::text, r."eventName", sum(r."installs"),
      sum(r."rejectedInstalls"), sum(r."reattributions"), sum(r."events"), sum(r."rejectedEvents"), sum(r."revenue"),
      sum(r."unconvertedEvents"), ${within(0)}, ${within(1)}, ${within(3)}, ${within(7)}, ${within(30)}) AS "row"
    FROM "AttributionRollup" r JOIN "Organization" o ON o."id" = r."organizationId"
    WHERE r."organizationId" = ${organizationId}
    GROUP BY r."campaignId", r."adId", r."country", r."source", (r."installHour" AT TIME ZONE 'UTC' AT TIME ZONE o."timeZone")::date,
      r."eventName"`;
  return rows.map((r) => r.row).sort();
}

async function studio(timeZone: string) {
  const owner = await createOwner();
  const organizationId = owner.organization.id;
  await prisma.organization.update({ where: { id: organizationId }, data: { timeZone } });
  const { campaign, ads } = await createCampaignWithAds(organizationId, { ads: 2, name: "Cohort days" });
  const key = (adId: string, installAt: Date, dayOffset = 0, eventName = "", country = "KR"): RollupKey => ({
    organizationId,
    campaignId: campaign.id,
    adId,
    creativeId: "",
    country,
    platform: "APP_PLATFORM_ANDROID",
    source: "MMP",
    installAt,
    dayOffset,
    eventName,
  });
  return { organizationId, campaignId: campaign.id, ads, key };
}

/** Installs and events over the hours around local midnights, with revenue in every window and one late. */
async function postbacks(s: Awaited<ReturnType<typeof studio>>, start: number) {
  const [ad1, ad2] = s.ads;
  for (let h = 0; h < 30; h += 1) {
    const at = new Date(start + h * HOUR + 17 * 60_000);
    const ad = h % 3 === 0 ? ad2.id : ad1.id;
    const country = h % 4 === 0 ? "JP" : "KR";
    await addRollup(s.key(ad, at, 0, "", country), { installs: BigInt(1 + (h % 3)), rejectedInstalls: h % 5 === 0 ? 1n : 0n });
    await addRollup(s.key(ad, at, h % 8, "purchase", country), { events: 1n, revenue: BigInt(1000 + h * 10) });
    if (h % 6 === 0) await addRollup(s.key(ad, at, 0, "tutorial", country), { events: 2n });
  }
  // Revenue arriving 12 days after its install, and one waiting for a rate that a later load converts.
  const first = new Date(start + 5 * HOUR);
  await addRollup(s.key(ad1.id, first, 12, "purchase"), { events: 1n, revenue: 9000n });
  await addRollup(s.key(ad1.id, first, 2, "purchase"), { events: 1n, unconvertedEvents: 1n });
  await addRollup(s.key(ad1.id, first, 2, "purchase"), { unconvertedEvents: -1n, revenue: 3300n } satisfies RollupAmounts);
}

const grouping = (from: string, to: string, more: Partial<CohortGrouping> = {}): CohortGrouping => ({
  from,
  to,
  byDay: true,
  byHour: false,
  byCountry: false,
  byCampaign: false,
  byAd: false,
  byCreative: false,
  byPlatform: false,
  event: "purchase",
  source: "MMP",
  ...more,
});

describe("AttributionDay", () => {
  it("holds the hours' sums in the organization's days, late revenue included, and follows a change of the zone", async () => {
    const s = await studio("Asia/Seoul");
    const start = Math.floor((Date.now() - 40 * DAY) / DAY) * DAY + 10 * HOUR;
    await postbacks(s, start);
    const expected = await daysFromHours(s.organizationId);
    expect(expected.length).toBeGreaterThan(20);
    expect(await storedDays(s.organizationId)).toEqual(expected);

    await prisma.organization.update({ where: { id: s.organizationId }, data: { timeZone: "America/Los_Angeles" } });
    const moved = await daysFromHours(s.organizationId);
    expect(moved).not.toEqual(expected);
    expect(await storedDays(s.organizationId)).toEqual(moved);

    // Postbacks after the change land in the new zone's days, beside the rebuilt ones.
    await postbacks(s, start + 3 * DAY);
    expect(await storedDays(s.organizationId)).toEqual(await daysFromHours(s.organizationId));
  });

  it("answers the reports by day what the hourly rollup answers, per ad and country too", async () => {
    const s = await studio("America/Los_Angeles");
    const start = Math.floor((Date.now() - 20 * DAY) / DAY) * DAY;
    await postbacks(s, start);
    const from = new Date(start - DAY).toISOString().slice(0, 10);
    const to = new Date(start + 3 * DAY).toISOString().slice(0, 10);
    const scope = { organizationId: s.organizationId, timeZone: "America/Los_Angeles", campaignId: s.campaignId };
    for (const more of [{}, { byAd: true, byCountry: true }, { byDay: false, byAd: true, event: undefined }]) {
      const days = await cohortRows(scope, grouping(from, to, more));
      // By hour reads AttributionRollup: its hours summed per row label are what the day rows must hold.
      const hours = await cohortRows(scope, grouping(from, to, { ...more, byHour: true, byDay: true }));
      const summed = new Map<string, number[]>();
      for (const row of hours) {
        const label = [more.byDay === false ? "" : row.date, row.adId ?? "", row.country ?? ""].join("|");
        const { sums } = row;
        const values = [
          sums.installs,
          sums.rejectedInstalls,
          sums.events,
          sums.revenue,
          sums.unconvertedEvents,
          sums.conversions,
          ...sums.revenueWithin,
        ];
        summed.set(
          label,
          (summed.get(label) ?? values.map(() => 0)).map((v, i) => v + values[i]),
        );
      }
      const fromDays = new Map(
        days.map((row) => {
          const { sums } = row;
          return [
            [row.date ?? "", row.adId ?? "", row.country ?? ""].join("|"),
            [
              sums.installs,
              sums.rejectedInstalls,
              sums.events,
              sums.revenue,
              sums.unconvertedEvents,
              sums.conversions,
              ...sums.revenueWithin,
            ],
          ];
        }),
      );
      expect(fromDays.size).toBeGreaterThan(0);
      expect(fromDays).toEqual(summed);
    }
  });

  it("is filled from the hourly rows by the migration that adds it", async () => {
    const s = await studio("Asia/Kolkata");
    await postbacks(s, Math.floor((Date.now() - 30 * DAY) / DAY) * DAY + 18 * HOUR);
    const other = await studio("UTC");
    await postbacks(other, Math.floor((Date.now() - 30 * DAY) / DAY) * DAY);
    const expected = await daysFromHours(s.organizationId);
    // As before the migration: the hours only.
    await prisma.attributionDay.deleteMany({ where: { organizationId: s.organizationId } });
    const dir = path.join(process.cwd(), "prisma", "migrations");
    const folder = fs.readdirSync(dir).find((name) => name.endsWith("_attribution_days"))!;
    const [, backfill] = fs
      .readFileSync(path.join(dir, folder, "migration.sql"), "utf8")
      .split("-- The days of the attribution counted so far.");
    await prisma.$executeRawUnsafe(backfill);
    expect(await storedDays(s.organizationId)).toEqual(expected);
    expect(await storedDays(other.organizationId)).toEqual(await daysFromHours(other.organizationId));
  });

  // Two connections at once: the embedded database has one.
  it.skipIf(!process.env.DATABASE_URL)(
    "a change of the zone waits for a postback counted in the old zone's days, and one counted meanwhile reads the new zone (PostgreSQL)",
    async () => {
      const s = await studio("Asia/Seoul");
      const at = new Date(Math.floor((Date.now() - 10 * DAY) / DAY) * DAY + 15 * HOUR + 60_000);
      await addRollup(s.key(s.ads[0].id, at), { installs: 1n });

      // A postback's transaction open across the change: counted in Seoul's day, committed after the change began.
      let commitPostback!: () => void;
      const postbackHeld = new Promise<void>((resolve) => (commitPostback = resolve));
      let counted!: () => void;
      const postbackCounted = new Promise<void>((resolve) => (counted = resolve));
      const postback = transaction(
        async (tx) => {
          await addToAttributionRollup(tx, s.key(s.ads[0].id, at, 1, "purchase"), { events: 1n, revenue: 700n });
          counted();
          await postbackHeld;
        },
        { timeout: 20_000 },
      );
      await postbackCounted;
      let changed = false;
      const change = prisma.organization
        .update({ where: { id: s.organizationId }, data: { timeZone: "America/Los_Angeles" } })
        .then(() => (changed = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(changed).toBe(false);
      commitPostback();
      await Promise.all([postback, change]);
      expect(await storedDays(s.organizationId)).toEqual(await daysFromHours(s.organizationId));

      // A change's transaction open across a postback: the postback waits for it and counts in the new zone's day.
      let commitChange!: () => void;
      const changeHeld = new Promise<void>((resolve) => (commitChange = resolve));
      let updated!: () => void;
      const zoneUpdated = new Promise<void>((resolve) => (updated = resolve));
      const secondChange = transaction(
        async (tx) => {
          await tx.organization.update({ where: { id: s.organizationId }, data: { timeZone: "Asia/Seoul" } });
          updated();
          await changeHeld;
        },
        { timeout: 20_000 },
      );
      await zoneUpdated;
      let written = false;
      const late = addRollup(s.key(s.ads[1].id, at, 3, "purchase"), { events: 1n, revenue: 1100n }).then(() => (written = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(written).toBe(false);
      commitChange();
      await Promise.all([secondChange, late]);
      expect(await storedDays(s.organizationId)).toEqual(await daysFromHours(s.organizationId));
    },
    30_000,
  );
});
