"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { AssetStatus } from "@/lib/assets/media-types";

const TONES: Record<AssetStatus, BadgeTone> = { QUEUED: "gray", PROCESSING: "blue", READY: "green", FAILED: "red" };

export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  const t = useTranslations("assets.status");
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}
