// Delivery written straight into the tables, as ingest stores it: a day-only row is a DeliveryDay with detail
// null and rolls up at (hour -1, country ''); finer rows are DeliveryCells whose sum is their ad-day's DeliveryDay
// (detail naming their dimensions: HOUR, COUNTRY, HOUR_COUNTRY, CREATIVE, ...) and roll up at their own hour and
// country, what regular campaigns were
// charged also as billed. Reports read these tables,
// so their tests do not depend on how ingest gets there.
import { prisma } from "@/lib/db/client";
import { detailOf, type DeliveryFlag } from "@/lib/delivery/schemas";

type Metrics = { impressions: number; clicks: number; installs: number; spend: number; charged?: number };
type StoredDeliveryRow = Metrics & {
  adId: string;
  /** UTC day, YYYY-MM-DD */
  date: string;
  /** 0-23, UTC; absent: not reported by hour */
  hour?: number;
  country?: string;
  creativeId?: string;
  platform?: "APP_PLATFORM_ANDROID" | "APP_PLATFORM_IOS" | "APP_PLATFORM_WINDOWS" | "APP_PLATFORM_H5";
  /** stored on the row (and a cell's day) without holding anything back, as delivery stored before held* existed */
  flag?: DeliveryFlag;
};

const amounts = (row: Metrics) => ({
  impressions: BigInt(row.impressions),
  clicks: BigInt(row.clicks),
  installs: BigInt(row.installs),
  spend: BigInt(row.spend),
  charged: BigInt(row.charged ?? row.spend),
});
const increments = (row: Metrics) => Object.fromEntries(Object.entries(amounts(row)).map(([k, v]) => [k, { increment: v }]));

/** Stores rows (each a distinct ad, day, hour, country, creative and platform) the way ingest does; one ad's day one way only. */
export async function storeDelivery(rows: StoredDeliveryRow[]): Promise<void> {
  for (const row of rows) {
    const ad = await prisma.ad.findUniqueOrThrow({
      where: { id: row.adId },
      select: { campaign: { select: { id: true, organizationId: true, kind: true } } },
    });
    const { id: campaignId, organizationId, kind } = ad.campaign;
    const billed = kind === "REGULAR" ? amounts(row).charged : 0n;
    const date = new Date(`${row.date}T00:00:00Z`);
    const detail = detailOf(row);
    const hour = row.hour ?? -1;
    const country = row.country ?? "";
    if (detail) {
      await prisma.deliveryCell.create({
        data: {
          adId: row.adId,
          date,
          hour,
          country,
          creativeId: row.creativeId ?? "",
          platform: row.platform ?? "",
          campaignId,
          organizationId,
          flag: row.flag ?? null,
          ...amounts(row),
        },
      });
    }
    await prisma.deliveryDay.upsert({
      where: { adId_date: { adId: row.adId, date } },
      create: { adId: row.adId, date, campaignId, organizationId, detail, flag: row.flag ?? null, ...amounts(row) },
      update: { ...increments(row), ...(row.flag ? { flag: row.flag } : {}) },
    });
    await prisma.deliveryRollup.upsert({
      where: { organizationId_date_hour_country: { organizationId, date, hour, country } },
      create: { organizationId, date, hour, country, ...amounts(row), billed },
      update: { ...increments(row), billed: { increment: billed } },
    });
  }
}
