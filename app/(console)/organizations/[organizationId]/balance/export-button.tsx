"use client";
import { useTimeZone, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { dayOf } from "@/lib/balance/day-range";
import type { HistoryFilter } from "@/lib/balance/fetch-history";
import { useExportHistory } from "@/lib/balance/hooks/use-export-history";

/** Downloads every page of the current filter as CSV (UTF-8 with BOM, dates in the user's time zone). */
export function ExportButton({ organizationId, filter, empty }: { organizationId: string; filter: HistoryFilter; empty: boolean }) {
  const t = useTranslations("balance");
  const timeZone = useTimeZone() ?? "UTC";
  const exporter = useExportHistory(organizationId);
  const run = () =>
    exporter.mutate({
      filter,
      fileName: `${t("export.fileName")}-${dayOf(new Date(), timeZone)}.csv`,
      labels: {
        columns: {
          date: t("export.columns.date", { zone: timeZone }),
          type: t("export.columns.type"),
          amount: t("export.columns.amount"),
          balanceAfter: t("export.columns.balanceAfter"),
          description: t("export.columns.description"),
          id: t("export.columns.id"),
        },
        type: (type) => t(`types.${type}`),
      },
      timeZone,
    });
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={run} disabled={exporter.isPending || empty} title={empty ? t("export.empty") : undefined}>
        {exporter.isPending ? t("export.exporting", { count: exporter.rows }) : t("export.button")}
      </Button>
      {exporter.isError && <Alert tone="error">{t("export.failed", { message: exporter.error.message })}</Alert>}
      {exporter.isSuccess && (
        <p role="status" className="text-xs text-slate-500">
          {t("export.done", { count: exporter.data })}
        </p>
      )}
    </div>
  );
}
