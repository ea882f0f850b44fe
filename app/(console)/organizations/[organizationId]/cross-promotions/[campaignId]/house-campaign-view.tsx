"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { ServingPanel } from "@/components/campaigns/serving-panel";
import { EligibilityIssues } from "@/components/cross-promotions/eligibility-issues";
import { useOrganizationNames } from "@/components/cross-promotions/use-organization-names";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { useHouseCampaign } from "@/lib/cross-promotions/hooks/use-house-campaign";
import { AppHeading, useAppName } from "@/app/(console)/organizations/[organizationId]/cross-promotions/app-heading";

const EditHouseCampaignForm = dynamic(() => import("./edit-house-campaign-form").then((m) => m.EditHouseCampaignForm));

/** A house campaign: whether it serves and where it can, and its form (ads are fixed once created). */
export function HouseCampaignView({ organizationId, campaignId }: { organizationId: string; campaignId: string }) {
  const t = useTranslations("crossPromotions");
  const query = useHouseCampaign(organizationId, campaignId);
  const { nameOf } = useOrganizationNames(organizationId);
  const appId = query.data?.promotedAppId ?? "";
  const appName = useAppName(organizationId, appId);
  const house = query.data;
  return (
    <>
      <Link
        href={`/organizations/${organizationId}/cross-promotions`}
        className="mb-3 inline-block text-sm text-indigo-700 hover:underline"
      >
        ← {t("form.back")}
      </Link>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {house && (
          <div className="space-y-6">
            <PageHeader
              title={<span className="break-words">{house.campaign.name}</span>}
              description={t("form.editSubtitle")}
              actions={<CampaignStatusBadge status={house.campaign.status} />}
            />
            <AppHeading organizationId={organizationId} appId={appId} />
            <ServingPanel campaign={house.campaign} fixes={{ formHref: "#house-campaign-form" }} />
            <Card title={t("eligibility.title")}>
              <EligibilityIssues
                eligibility={house.servingEligibility}
                appName={appName}
                nameOf={nameOf}
                serving={house.campaign.serving.status !== "NOT_SERVING"}
              />
            </Card>
            <div id="house-campaign-form" className="scroll-mt-4">
              <Card title={t("form.editTitle")}>
                <EditHouseCampaignForm organizationId={organizationId} house={house} />
              </Card>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
