"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONE: Record<string, BadgeTone> = { SERVING: "green", LIMITED: "yellow", NOT_SERVING: "red" };

/** Whether the campaign is delivering now: serving, limited (some ads held back) or not serving. */
export function ServingBadge({ status }: { status: string }) {
  const t = useTranslations("campaigns");
  return <Badge tone={TONE[status] ?? "gray"}>{t.has(`serving.status.${status}`) ? t(`serving.status.${status}`) : status}</Badge>;
}
