"use client";
import { useState } from "react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { ApprovalStatusBadge } from "@/components/apps/approval-status-badge";
import { PlatformSelect } from "@/components/apps/platform-select";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { PermittedLink } from "@/components/ui/permitted-link";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { APPROVAL_STATUSES } from "@/lib/apps/approval-machine";
import { useApps } from "@/lib/apps/hooks/use-apps";
import type { AppListFilters } from "@/lib/apps/query-keys";
import { useCan } from "@/lib/members/hooks/use-me";
import { LoadMore } from "@/components/ui/load-more";
import { isOneOf } from "@/lib/one-of";

export function AppsList({ organizationId }: { organizationId: string }) {
  const t = useTranslations("apps");
  const format = useFormatter();
  const [filters, setFilters] = useState<AppListFilters>({});
  const query = useApps(organizationId, filters);
  const canCreate = useCan(organizationId, "app:create");
  const apps = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = !!(filters.platform || filters.status);

  const register = (
    <PermittedLink href={`/organizations/${organizationId}/apps/new`} disabledReason={canCreate.reason}>
      {t("register")}
    </PermittedLink>
  );

  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} actions={register} />
      <div className="mb-4 flex flex-wrap gap-4">
        <div className="w-48">
          <PlatformSelect
            label={t("filters.platform")}
            anyLabel={t("filters.any")}
            value={filters.platform}
            onChange={(platform) => setFilters((f) => ({ ...f, platform }))}
          />
        </div>
        <div className="w-48">
          <Field label={t("filters.status")}>
            <Select
              value={filters.status ?? ""}
              onChange={(e) =>
                setFilters((f) => ({ ...f, status: isOneOf(APPROVAL_STATUSES, e.target.value) ? e.target.value : undefined }))
              }
            >
              <option value="">{t("filters.any")}</option>
              {APPROVAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {apps.length === 0 ? (
          <TableEmpty>{filtered ? t("emptyFiltered") : t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("title")}>
            <thead>
              <tr>
                <Th>{t("columns.name")}</Th>
                <Th>{t("columns.platforms")}</Th>
                <Th>{t("columns.tags")}</Th>
                <Th>{t("columns.createdAt")}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {apps.map((app) => (
                <tr key={app._id} className="hover:bg-slate-50">
                  <Td>
                    <Link href={`/organizations/${organizationId}/apps/${app._id}`} className="font-medium text-indigo-700 hover:underline">
                      {app.name}
                    </Link>
                  </Td>
                  <Td label={t("columns.platforms")} className="whitespace-normal">
                    <div className="flex flex-wrap gap-1.5 max-sm:justify-end">
                      {app.platformReviews.map((review) => (
                        <ApprovalStatusBadge key={review.platform} platform={review.platform} status={review.status} />
                      ))}
                    </div>
                  </Td>
                  <Td label={t("columns.tags")} className="whitespace-normal text-slate-600">
                    {app.tags?.join(", ")}
                  </Td>
                  <Td label={t("columns.createdAt")} className="text-slate-600">
                    {format.dateTime(new Date(app.createdAt), "date")}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <LoadMore query={query} label={t("loadMore")} />
      </QueryState>
    </>
  );
}
