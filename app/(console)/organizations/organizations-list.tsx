"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { useOrganizations } from "@/lib/organizations/hooks/use-organizations";
import { useLabels } from "@/lib/i18n/use-labels";

export function OrganizationsList() {
  const t = useTranslations("organizations");
  const labels = useLabels();
  const query = useOrganizations();
  const items = query.data?.items ?? [];
  const names = new Map(items.map((o) => [o._id, o.name]));
  return (
    <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
      {items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          {items.map((o) => (
            <li key={o._id}>
              <Link href={`/organizations/${o._id}`} className="flex items-center justify-between gap-4 px-5 py-4 hover:bg-slate-50">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{o.name}</p>
                  <p className="truncate text-sm text-slate-500">
                    {o.parentOrganizationId && names.has(o.parentOrganizationId)
                      ? t("childOf", { name: names.get(o.parentOrganizationId)! })
                      : (o.description ?? "")}
                  </p>
                </div>
                <Badge tone={o.roleName === "Owner" ? "indigo" : "gray"}>{labels.memberRoleName(o.roleName)}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
