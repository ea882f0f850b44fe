"use client";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { useMe } from "@/lib/members/hooks/use-me";
import { usePermissionCatalogue } from "@/lib/organizations/hooks/use-permission-catalogue";
import { useCatalogueLabels } from "@/lib/permissions/use-catalogue-labels";
import { TargetTreeView } from "./target-tree-view";

export function PermissionCatalogueView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("permissions");
  const catalogue = usePermissionCatalogue(organizationId);
  const me = useMe(organizationId);
  const labels = useCatalogueLabels();
  const granted = new Set<string>(me.data?.permissions ?? []);
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      <QueryState isPending={catalogue.isPending} error={catalogue.error} onRetry={() => catalogue.refetch()}>
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div className="space-y-4">
            {catalogue.data?.groups.map((group) => (
              <Card key={group.id} title={labels.group(group)}>
                <ul className="divide-y divide-slate-100">
                  {group.permissions.map((p) => (
                    <li key={p.id} className="flex items-start justify-between gap-4 py-2.5">
                      <div className="min-w-0">
                        <p className="text-sm font-medium text-slate-900">{labels.permission(p).label}</p>
                        <p className="text-xs text-slate-500">{labels.permission(p).description}</p>
                        <p className="mt-1 font-mono text-xs text-slate-500">
                          {p.statementAction}
                          {p.targetTreeId && <span className="ml-2 font-sans text-indigo-700">· {t("scopable")}</span>}
                        </p>
                      </div>
                      {granted.has(p.id) ? <Badge tone="green">{t("granted")}</Badge> : <Badge>{t("notGranted")}</Badge>}
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
          {catalogue.data && (
            <Card title={t("targetTree")} description={t("targetTreeHint")}>
              <TargetTreeView nodes={catalogue.data.targetTree.nodes} />
            </Card>
          )}
        </div>
      </QueryState>
    </>
  );
}
