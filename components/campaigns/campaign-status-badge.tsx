"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONE: Record<string, BadgeTone> = {
  CAMPAIGN_STATUS_DRAFT: "gray",
  CAMPAIGN_STATUS_PENDING: "yellow",
  CAMPAIGN_STATUS_ACTIVE: "green",
  CAMPAIGN_STATUS_PAUSED: "gray",
  CAMPAIGN_STATUS_REJECTED: "red",
  CAMPAIGN_STATUS_ENDED: "blue",
};

/** The campaign's lifecycle status in words. */
export function CampaignStatusBadge({ status }: { status: string }) {
  const t = useTranslations("campaigns");
  return <Badge tone={TONE[status] ?? "gray"}>{t.has(`status.${status}`) ? t(`status.${status}`) : status}</Badge>;
}
