"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ApprovalStatusBadge } from "@/components/apps/approval-status-badge";
import { useApp } from "@/lib/apps/hooks/use-app";

/** A promoted app's name and one badge per platform with its approval status. */
export function AppHeading({ organizationId, appId, count }: { organizationId: string; appId: string; count?: number }) {
  const t = useTranslations("crossPromotions");
  const app = useApp(organizationId, appId);
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      <h2 className="text-lg font-semibold text-slate-900">
        <Link href={`/organizations/${organizationId}/apps/${appId}`} className="hover:underline">
          {app.data?.name ?? t("unknownApp", { id: appId })}
        </Link>
      </h2>
      {app.data?.platformReviews.map((review) => (
        <ApprovalStatusBadge key={review.platform} platform={review.platform} status={review.status} />
      ))}
      {count !== undefined && <span className="text-xs text-slate-500">{t("houseCampaigns", { count })}</span>}
    </div>
  );
}

/** The app's name for sentences, once it is loaded (shared with the heading's query). */
export function useAppName(organizationId: string, appId: string) {
  const t = useTranslations("crossPromotions");
  return useApp(organizationId, appId).data?.name ?? t("unknownApp", { id: appId });
}
