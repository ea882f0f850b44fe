import "server-only";
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { withRates } from "./rates";
import type { DeliveryFlag, Report, ReportQuery, ReportRow } from "./schemas";

type Scope = { organizationId: string; campaignId?: string };
type SummedRow = {
  date?: string;
  campaignId?: string;
  campaignName?: string;
  adId?: string;
  adName?: string;
  flag?: DeliveryFlag | null;
  impressions: bigint;
  clicks: bigint;
  installs: bigint;
  spend: bigint;
};

/**
 * A campaign's report (scope with campaignId) or the organization's, per campaign: delivery summed per day (or over
 * the range) and per ad (or not), in one grouped query over the (campaignId, date) or (organizationId, date) index.
 * Spend is what was charged; reported spend a budget or the balance could not cover is left out. Per ad, a row
 * carries the flag of its delivery reported while the ad was held back (paused or not approved), if any.
 */
export async function buildReport(scope: Scope, query: ReportQuery): Promise<Report> {
  const byDay = query.granularity === "DAY";
  const byAd = query.breakdown === "AD";
  const byCampaign = !scope.campaignId;
  // Sum first over the bare columns (the index gives them), then join the names onto the few summed rows.
  const groups: Prisma.Sql[] = [];
  if (byDay) groups.push(Prisma.sql`d."date"`);
  if (byCampaign) groups.push(Prisma.sql`d."campaignId"`);
  if (byAd) groups.push(Prisma.sql`d."adId"`);
  const where = scope.campaignId
    ? Prisma.sql`d."campaignId" = ${scope.campaignId} AND d."organizationId" = ${scope.organizationId}`
    : Prisma.sql`d."organizationId" = ${scope.organizationId}`;
  const sums = Prisma.sql`sum(d."impressions")::bigint AS "impressions", sum(d."clicks")::bigint AS "clicks",
    sum(d."installs")::bigint AS "installs", sum(d."charged")::bigint AS "spend"
    ${byAd ? Prisma.sql`, min(d."flag") AS "flag"` : Prisma.empty}`;
  const order = [
    ...(byDay ? [Prisma.sql`s."date"`] : []),
    Prisma.sql`s."spend" DESC`,
    ...(byCampaign ? [Prisma.sql`s."campaignId"`] : []),
    ...(byAd ? [Prisma.sql`s."adId"`] : []),
  ];
  const rows = await prisma.$queryRaw<SummedRow[]>`
    SELECT s."impressions", s."clicks", s."installs", s."spend"
      ${byDay ? Prisma.sql`, to_char(s."date", 'YYYY-MM-DD') AS "date"` : Prisma.empty}
      ${byCampaign ? Prisma.sql`, s."campaignId", c."name" AS "campaignName"` : Prisma.empty}
      ${byAd ? Prisma.sql`, s."adId", a."name" AS "adName", s."flag"` : Prisma.empty}
    FROM (
      SELECT ${Prisma.join([...groups, sums])}
      FROM "DeliveryDay" d
      WHERE ${where} AND d."date" >= ${query.from}::date AND d."date" <= ${query.to}::date
      ${groups.length ? Prisma.sql`GROUP BY ${Prisma.join(groups)}` : Prisma.empty}
    ) s
    ${byCampaign ? Prisma.sql`JOIN "Campaign" c ON c."id" = s."campaignId"` : Prisma.empty}
    ${byAd ? Prisma.sql`JOIN "Ad" a ON a."id" = s."adId"` : Prisma.empty}
    ORDER BY ${Prisma.join(order)}`;

  const total = { impressions: 0, clicks: 0, installs: 0, spend: 0 };
  const out: ReportRow[] = [];
  for (const row of rows) {
    const sums = {
      impressions: Number(row.impressions ?? 0n),
      clicks: Number(row.clicks ?? 0n),
      installs: Number(row.installs ?? 0n),
      spend: Number(row.spend ?? 0n),
    };
    // Without grouping an empty range still answers one row of nulls: it is not a row of delivery.
    if (!groups.length && row.impressions === null) continue;
    for (const metric of Object.keys(total) as (keyof typeof total)[]) total[metric] += sums[metric];
    out.push({
      ...(byDay ? { date: row.date } : {}),
      ...(byCampaign ? { campaignId: row.campaignId, campaignName: row.campaignName } : {}),
      ...(byAd ? { adId: row.adId, adName: row.adName, ...(row.flag ? { flag: row.flag } : {}) } : {}),
      ...withRates(sums),
    });
  }
  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    breakdown: query.breakdown,
    rows: out,
    totals: withRates(total),
  };
}
