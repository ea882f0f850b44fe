import { readEntryDescription } from "@/lib/balance/entry-description";
import type { ChargeType } from "@/lib/balance/charge-types";
import { dayIn, wallClockToInstant } from "@/lib/time-zone";

// A monthly statement: the organization's ledger over one calendar month in its time zone, summed. Its figures are
// the ledger's to the won: opening + top-ups + credits − spend − refunds = closing, where opening is the balance the
// last row before the month left and closing the balance its last row left.

export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month after YYYY-MM. */
export function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

/** The instants the month starts and ends at in `timeZone` (end exclusive: the next month's first moment). */
export function monthRange(month: string, timeZone: string) {
  return { start: wallClockToInstant(`${month}-01T00:00`, timeZone)!, end: wallClockToInstant(`${nextMonth(month)}-01T00:00`, timeZone)! };
}

type StatementEntry = { type: ChargeType; amount: bigint; balanceAfter: bigint; description: string; createdAt: Date };

type CampaignSpend = { campaignId: string | null; campaignName: string; amount: bigint };
type DaySpend = CampaignSpend & { day: string };

export type Statement = {
  month: string;
  timeZone: string;
  openingBalance: bigint;
  topUps: bigint;
  credits: bigint;
  spend: bigint;
  refunds: bigint;
  closingBalance: bigint;
  campaigns: CampaignSpend[];
  days: DaySpend[];
  entryCount: number;
};

/** Whom a USAGE row charged: the campaign its server-written description names, or none (a reviewer's own words). */
function campaignOf(description: string): { campaignId: string | null; campaignName: string } {
  const read = readEntryDescription(description);
  return read.kind === "delivery" || read.kind === "install"
    ? { campaignId: read.campaignId, campaignName: read.campaignName }
    : { campaignId: null, campaignName: description };
}

/** Sums `entries` (the month's rows, in ledger order) on top of `openingBalance`. */
export function buildStatement(month: string, timeZone: string, openingBalance: bigint, entries: readonly StatementEntry[]): Statement {
  const totals: Record<ChargeType, bigint> = { CHARGE_TYPE_PAID: 0n, CHARGE_TYPE_FREE: 0n, CHARGE_TYPE_USAGE: 0n, CHARGE_TYPE_REFUND: 0n };
  const campaigns = new Map<string, CampaignSpend>();
  const days = new Map<string, DaySpend>();
  for (const entry of entries) {
    totals[entry.type] += entry.amount;
    if (entry.type !== "CHARGE_TYPE_USAGE") continue;
    const who = campaignOf(entry.description);
    const key = who.campaignId ?? `text:${who.campaignName}`;
    const campaign = campaigns.get(key) ?? { ...who, amount: 0n };
    campaign.amount += entry.amount;
    campaigns.set(key, campaign);
    const day = dayIn(entry.createdAt, timeZone);
    const dayKey = `${day}/${key}`;
    const daySpend = days.get(dayKey) ?? { ...who, day, amount: 0n };
    daySpend.amount += entry.amount;
    days.set(dayKey, daySpend);
  }
  return {
    month,
    timeZone,
    openingBalance,
    topUps: totals.CHARGE_TYPE_PAID,
    credits: totals.CHARGE_TYPE_FREE,
    spend: totals.CHARGE_TYPE_USAGE,
    refunds: totals.CHARGE_TYPE_REFUND,
    closingBalance: entries.at(-1)?.balanceAfter ?? openingBalance,
    campaigns: [...campaigns.values()].sort((a, b) =>
      b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : a.campaignName.localeCompare(b.campaignName),
    ),
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.campaignName.localeCompare(b.campaignName)),
    entryCount: entries.length,
  };
}
