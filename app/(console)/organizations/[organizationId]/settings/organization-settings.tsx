"use client";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { CopyableText } from "@/components/ui/copy-button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { useOrganization } from "@/lib/organizations/hooks/use-organization";
import { useOrganizations } from "@/lib/organizations/hooks/use-organizations";
import { useLabels } from "@/lib/i18n/use-labels";
import { BusinessDetailsCard } from "./business-details-card";
import { TwoFactorRequirement } from "./two-factor-requirement";

const SettingsForm = dynamic(() => import("./settings-form").then((m) => m.SettingsForm));

export function OrganizationSettings({ organizationId }: { organizationId: string }) {
  const t = useTranslations("settings");
  const labels = useLabels();
  const format = useFormatter();
  const query = useOrganization(organizationId);
  const organizations = useOrganizations();
  const organization = query.data;
  const parentName = organizations.data?.items.find((o) => o._id === organization?.parentOrganizationId)?.name;
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} />
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {organization && (
          <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
            <div className="space-y-6">
              <Card>
                <SettingsForm organization={organization} />
              </Card>
              <TwoFactorRequirement organizationId={organizationId} />
              <BusinessDetailsCard organizationId={organizationId} />
            </div>
            <Card title={t("details")}>
              <dl className="space-y-3 text-sm">
                <div>
                  <dt className="text-slate-500">{t("id")}</dt>
                  <dd>
                    <CopyableText value={organization._id} label={t("id")} />
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t("createdAt")}</dt>
                  <dd>{format.dateTime(new Date(organization.createdAt), "short")}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t("updatedAt")}</dt>
                  <dd>{format.dateTime(new Date(organization.updatedAt), "short")}</dd>
                </div>
                {organization.parentOrganizationId && (
                  <div>
                    <dt className="text-slate-500">{t("parent")}</dt>
                    <dd>{parentName ?? organization.parentOrganizationId}</dd>
                  </div>
                )}
                <div>
                  <dt className="text-slate-500">{t("features")}</dt>
                  <dd className="mt-1 flex flex-wrap gap-1">
                    {organization.enabledFeatures.map((f) => (
                      <span key={f} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs" title={f}>
                        {labels.feature(f)}
                      </span>
                    ))}
                  </dd>
                </div>
              </dl>
            </Card>
          </div>
        )}
      </QueryState>
    </>
  );
}
