"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useCan } from "@/lib/members/hooks/use-me";
import { LongRangeExportDialog } from "./long-range-export-dialog";
import { ScheduleEmailDialog } from "./schedule-email-dialog";

/**
 * "Schedule e-mail" (members who manage campaigns) and "Export long range" (anyone who reads them), for one
 * campaign's report or, without campaignId, the organization's.
 */
export function ReportDeliveryActions({ organizationId, campaignId = null }: { organizationId: string; campaignId?: string | null }) {
  const t = useTranslations("campaigns.reportDelivery");
  // Recipients are picked from the member list.
  const canManage = useCan(organizationId, "campaign:update").allowed;
  const canListMembers = useCan(organizationId, "member:read").allowed;
  const canSchedule = canManage && canListMembers;
  const canExport = useCan(organizationId, "campaign:read").allowed;
  const [open, setOpen] = useState<"schedule" | "export" | null>(null);
  if (!canSchedule && !canExport) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canSchedule && (
        <Button variant="secondary" size="sm" onClick={() => setOpen("schedule")}>
          {t("scheduleButton")}
        </Button>
      )}
      {canExport && (
        <Button variant="secondary" size="sm" onClick={() => setOpen("export")}>
          {t("exportButton")}
        </Button>
      )}
      {open === "schedule" && <ScheduleEmailDialog organizationId={organizationId} campaignId={campaignId} onClose={() => setOpen(null)} />}
      {open === "export" && <LongRangeExportDialog organizationId={organizationId} campaignId={campaignId} onClose={() => setOpen(null)} />}
    </div>
  );
}
