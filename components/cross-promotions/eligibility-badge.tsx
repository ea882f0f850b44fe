"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { EligibilityStatus } from "@/lib/cross-promotions/schemas";

const TONE: Record<EligibilityStatus, BadgeTone> = {
  HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_ELIGIBLE: "green",
  HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_PARTIALLY_ELIGIBLE: "yellow",
  HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_INELIGIBLE: "red",
};

/**
 * Whether a house campaign can show on its inventory targets: all, some or none. `muted` while the campaign itself
 * does not serve: green beside "In review" would say two things at once.
 */
export function EligibilityBadge({ status, muted = false }: { status: EligibilityStatus; muted?: boolean }) {
  const t = useTranslations("crossPromotions");
  const key = `eligibility.status.${status}`;
  return <Badge tone={muted ? "gray" : TONE[status]}>{t.has(key) ? t(key) : status}</Badge>;
}
