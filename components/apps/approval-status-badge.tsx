"use client";
import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { ApprovalStatus } from "@/lib/apps/approval-machine";

const TONE: Record<ApprovalStatus, BadgeTone> = {
  APPROVAL_STATUS_CREATED: "gray",
  APPROVAL_STATUS_PENDING: "yellow",
  APPROVAL_STATUS_APPROVED: "green",
  APPROVAL_STATUS_REJECTED: "red",
};

/** One platform's approval status; with `platform`, the badge names the platform too ("Android: Approved"). */
export function ApprovalStatusBadge({ status, platform }: { status: ApprovalStatus; platform?: string }) {
  const t = useTranslations("apps");
  const label = t.has(`status.${status}`) ? t(`status.${status}`) : status;
  return (
    <Badge tone={TONE[status]}>
      {platform
        ? t("platformStatus", { platform: t.has(`platforms.${platform}`) ? t(`platforms.${platform}`) : platform, status: label })
        : label}
    </Badge>
  );
}
