"use client";
import { useTranslations } from "next-intl";
import type { ServingEligibility } from "@/lib/cross-promotions/schemas";
import { EligibilityBadge } from "./eligibility-badge";

/** The eligibility badge and every issue in words, naming the organization (by id when the caller cannot know it). */
export function EligibilityIssues({
  eligibility,
  appName,
  nameOf,
}: {
  eligibility: ServingEligibility;
  appName: string;
  nameOf: (organizationId: string) => string;
}) {
  const t = useTranslations("crossPromotions");
  return (
    <div className="space-y-1" data-testid="eligibility">
      <EligibilityBadge status={eligibility.status} />
      {eligibility.issues.length === 0 ? (
        <p className="text-xs text-slate-600">{t("eligibility.allTargets")}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-4 text-xs text-slate-700">
          {eligibility.issues.map((issue) => {
            const key = `eligibility.issues.${issue.reason}`;
            const organization = nameOf(issue.inventoryTarget.organizationId);
            return (
              <li key={`${issue.reason}-${issue.inventoryTarget.organizationId}`} className="break-words">
                {t.has(key) ? t(key, { organization, app: appName }) : `${issue.reason}: ${organization}`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
