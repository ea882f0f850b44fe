import "server-only";
import { prisma } from "../db/client";
import { Prisma } from "../db/generated/client";
import { withRates } from "./rates";
import type { Report, ReportQuery, ReportRow } from "./schemas";

type Scope = { organizationId: string; campaignId?: string };
type SummedRow = {
  date?: string;
  campaignId?: string;
  campaignName?: string;
  adId?: string;
  adName?: string;
  impressions: bigint;
  clicks: bigint;
  installs: bigint;
  spend: bigint;
};

/**
 * A campaign's report (scope with campaignId) or the organization's, per campaign: delivery summed per day (or over
 * the range) and per ad (or not), in one grouped query over the (campaignId, date) or (organizationId, date) index.
 * Spend is what was charged; reported spend a budget or the balance could not cover is left out.
 */
export async function buildReport(scope: Scope, query: ReportQuery): Promise<Report> {
  const byDay = query.granularity === "DAY";
  const byAd = query.breakdown === "AD";
  const byCampaign = !scope.campaignId;
  const keys: Prisma.Sql[] = [];
  const groups: Prisma.Sql[] = [];
  const order: Prisma.Sql[] = [];
  if (byDay) {
    keys.push(Prisma.sql`to_char(d."date", 'YYYY-MM-DD') AS "date"`);
    groups.push(Prisma.sql`d."date"`);
    order.push(Prisma.sql`d."date"`);
  }
  if (byCampaign) {
    keys.push(Prisma.sql`d."campaignId", c."name" AS "campaignName"`);
    groups.push(Prisma.sql`d."campaignId", c."name"`);
  }
  if (byAd) {
    keys.push(Prisma.sql`d."adId", a."name" AS "adName"`);
    groups.push(Prisma.sql`d."adId", a."name"`);
  }
  const where = scope.campaignId
    ? Prisma.sql`d."campaignId" = ${scope.campaignId} AND d."organizationId" = ${scope.organizationId}`
    : Prisma.sql`d."organizationId" = ${scope.organizationId}`;
  const rows = await prisma.$queryRaw<SummedRow[]>`
    SELECT ${Prisma.join([...keys, Prisma.sql`sum(d."impressions")::bigint AS "impressions", sum(d."clicks")::bigint AS "clicks",
           sum(d."installs")::bigint AS "installs", sum(d."charged")::bigint AS "spend"`])}
    FROM "DeliveryDay" d
    ${byCampaign ? Prisma.sql`JOIN "Campaign" c ON c."id" = d."campaignId"` : Prisma.empty}
    ${byAd ? Prisma.sql`JOIN "Ad" a ON a."id" = d."adId"` : Prisma.empty}
    WHERE ${where} AND d."date" >= ${query.from}::date AND d."date" <= ${query.to}::date
    ${groups.length ? Prisma.sql`GROUP BY ${Prisma.join(groups)}` : Prisma.empty}
    ${groups.length ? Prisma.sql`ORDER BY ${Prisma.join([...order, Prisma.sql`"spend" DESC`, ...(byCampaign ? [Prisma.sql`d."campaignId"`] : []), ...(byAd ? [Prisma.sql`d."adId"`] : [])])}` : Prisma.empty}`;

  const total = { impressions: 0, clicks: 0, installs: 0, spend: 0 };
  const out: ReportRow[] = [];
  for (const row of rows) {
    const sums = { impressions: Number(row.impressions ?? 0n), clicks: Number(row.clicks ?? 0n), installs: Number(row.installs ?? 0n), spend: Number(row.spend ?? 0n) };
    // Without grouping an empty range still answers one row of nulls: it is not a row of delivery.
    if (!groups.length && row.impressions === null) continue;
    for (const metric of Object.keys(total) as (keyof typeof total)[]) total[metric] += sums[metric];
    out.push({
      ...(byDay ? { date: row.date } : {}),
      ...(byCampaign ? { campaignId: row.campaignId, campaignName: row.campaignName } : {}),
      ...(byAd ? { adId: row.adId, adName: row.adName } : {}),
      ...withRates(sums),
    });
  }
  return { from: query.from, to: query.to, granularity: query.granularity, breakdown: query.breakdown, rows: out, totals: withRates(total) };
}
