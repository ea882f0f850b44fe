// Attributed postbacks and rollup rows written straight to the tables, as the receiver stores them (the postback
// and its rollup amounts in one transaction, revenue converted at its UTC day's rate or counted unconverted), so
// the rates and report tests do not depend on a partner's format.
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { transaction } from "@/lib/db/transaction";
import { krwOf } from "@/lib/attribution/exchange";
import { addToAttributionRollup, dayOffsetOf, type RollupAmounts, type RollupKey } from "@/lib/attribution/rollup";
import { newObjectId } from "@/lib/new-object-id";
import { registerApp } from "./fixtures";

/** An app of the organization with a postback token (the postbacks' foreign keys). */
export async function postbackApp(organizationId: string) {
  const app = await registerApp(organizationId);
  const token = await prisma.postbackToken.create({
    data: { id: newObjectId(), appId: app.id, organizationId, hash: newObjectId() + newObjectId(), prefix: "opt_test", ipWhitelist: [] },
  });
  return { appId: app.id, tokenId: token.id };
}

type StoredPostback = {
  organizationId: string;
  appId: string;
  tokenId: string;
  campaignId: string;
  adId?: string;
  creativeId?: string;
  country?: string;
  platform?: string;
  kind?: "INSTALL" | "EVENT";
  installAt: Date;
  eventAt?: Date;
  eventName?: string;
  revenue?: string;
  currency?: string;
  outcome?: "ATTRIBUTED" | "UNMATCHED";
};

/** Stores one postback as the receiver does; an unmatched one adds nothing to the rollup. */
export async function storePostback(p: StoredPostback) {
  return transaction(async (tx) => {
    const outcome = p.outcome ?? "ATTRIBUTED";
    const kind = p.kind ?? (p.eventName ? "EVENT" : "INSTALL");
    const at = p.eventAt ?? p.installAt;
    const revenueKrw = p.revenue !== undefined && p.currency ? await krwOf(tx, new Prisma.Decimal(p.revenue), p.currency, at) : null;
    const row = await tx.postback.create({
      data: {
        id: newObjectId(),
        organizationId: p.organizationId,
        appId: p.appId,
        tokenId: p.tokenId,
        partner: "APPSFLYER",
        dedupeKey: newObjectId(),
        method: "GET",
        rawQuery: "",
        outcome,
        kind,
        campaignId: p.campaignId,
        adId: p.adId ?? null,
        creativeId: p.creativeId ?? null,
        country: p.country ?? null,
        platform: p.platform ?? "APP_PLATFORM_ANDROID",
        installAt: p.installAt,
        eventAt: p.eventAt ?? null,
        eventName: p.eventName ?? null,
        revenue: p.revenue ?? null,
        currency: p.currency ?? null,
        revenueKrw,
      },
    });
    if (outcome === "ATTRIBUTED") {
      const key: RollupKey = {
        organizationId: p.organizationId,
        campaignId: p.campaignId,
        adId: p.adId ?? "",
        creativeId: p.creativeId ?? "",
        country: p.country ?? "",
        platform: p.platform ?? "APP_PLATFORM_ANDROID",
        source: "MMP",
        installAt: p.installAt,
        dayOffset: kind === "INSTALL" ? 0 : dayOffsetOf(p.installAt, at),
        eventName: p.eventName ?? "",
      };
      const amounts: RollupAmounts =
        kind === "INSTALL"
          ? { installs: 1n }
          : { events: 1n, ...(p.revenue === undefined ? {} : revenueKrw === null ? { unconvertedEvents: 1n } : { revenue: revenueKrw }) };
      await addToAttributionRollup(tx, key, amounts);
    }
    return row;
  });
}

/** Adds rollup amounts directly (report fixtures that need no postback rows). */
export function addRollup(key: RollupKey, amounts: RollupAmounts) {
  return transaction((tx) => addToAttributionRollup(tx, key, amounts));
}
