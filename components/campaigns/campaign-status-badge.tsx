"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { CampaignStatus } from "@/lib/campaigns/statuses";

const TONE: Record<CampaignStatus, BadgeTone> = {
  CAMPAIGN_STATUS_DRAFT: "gray",
  CAMPAIGN_STATUS_PENDING: "yellow",
  CAMPAIGN_STATUS_ACTIVE: "green",
  CAMPAIGN_STATUS_PAUSED: "gray",
  CAMPAIGN_STATUS_REJECTED: "red",
  CAMPAIGN_STATUS_ENDED: "blue",
};

/** The campaign's lifecycle status in words. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useTranslations("campaigns");
  return <Badge tone={TONE[status]}>{t.has(`status.${status}`) ? t(`status.${status}`) : status}</Badge>;
}
