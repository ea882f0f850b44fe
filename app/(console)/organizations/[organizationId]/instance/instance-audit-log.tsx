"use client";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useInstanceAuditLog } from "@/lib/instance/hooks/use-instance-audit-log";
import { zoneLabel } from "@/lib/time-zone";

/** The administration's latest changes: the audit trail's entries outside any organization. */
export function InstanceAuditLog() {
  const t = useTranslations("instance.audit");
  const ta = useTranslations("audit");
  const tc = useTranslations("common");
  const format = useFormatter();
  const timeZone = useTimeZone() ?? "UTC";
  const log = useInstanceAuditLog(true);
  const items = log.data?.items ?? [];
  return (
    <Card title={t("title")} description={`${t("description")} ${tc("timeZone", { zone: zoneLabel(timeZone) })}`}>
      <QueryState isPending={log.isPending} error={log.error} onRetry={() => log.refetch()}>
        {items.length === 0 ? (
          <TableEmpty>{t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("title")}>
            <thead>
              <tr>
                <Th>{t("columns.when")}</Th>
                <Th>{t("columns.who")}</Th>
                <Th>{t("columns.what")}</Th>
                <Th>{t("columns.whom")}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((entry) => (
                <tr key={entry._id} data-testid="instance-audit-entry">
                  <Td className="text-xs whitespace-nowrap text-slate-600">{format.dateTime(new Date(entry.createdAt), "short")}</Td>
                  <Td label={t("columns.who")} className="max-w-[14rem] truncate text-sm">
                    {entry.actor.email ?? entry.actor.userId ?? "—"}
                  </Td>
                  <Td label={t("columns.what")} className="text-sm text-slate-900">
                    {ta.has(`actions.${entry.action}`) ? ta(`actions.${entry.action}`) : entry.action}
                  </Td>
                  <Td label={t("columns.whom")} className="max-w-[14rem] truncate text-sm text-slate-700">
                    {entry.targetName ?? entry.targetId ?? "—"}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>
    </Card>
  );
}
