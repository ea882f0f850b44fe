"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Serving } from "@/lib/campaigns/schemas";

const TONE: Record<Serving["status"], BadgeTone> = { SERVING: "green", LIMITED: "yellow", NOT_SERVING: "red" };

/** Whether the campaign is delivering now: serving, limited (some ads held back) or not serving. */
export function ServingBadge({ status }: { status: Serving["status"] }) {
  const t = useTranslations("campaigns");
  return <Badge tone={TONE[status]}>{t.has(`serving.status.${status}`) ? t(`serving.status.${status}`) : status}</Badge>;
}
