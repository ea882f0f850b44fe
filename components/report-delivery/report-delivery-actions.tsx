"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useCan } from "@/lib/members/hooks/use-me";

// The dialogs (their forms, the member list) load when a button opens one, not with the page that shows the buttons.
const ScheduleEmailDialog = dynamic(() => import("./schedule-email-dialog").then((m) => m.ScheduleEmailDialog), { ssr: false });
const LongRangeExportDialog = dynamic(() => import("./long-range-export-dialog").then((m) => m.LongRangeExportDialog), { ssr: false });

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
