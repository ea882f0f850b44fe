"use client";
import { useTranslations } from "next-intl";
import type { ServingEligibility } from "@/lib/cross-promotions/schemas";
import { EligibilityBadge } from "./eligibility-badge";

/**
 * The eligibility badge and every issue in words, naming the organization (by id when the caller cannot know it).
 * Eligibility is about the targets only: while the campaign itself is not serving (in review, paused, ended), the
 * targets' verdict says so instead of "it can show", and the badge is not green.
 */
export function EligibilityIssues({
  eligibility,
  appName,
  nameOf,
  serving,
}: {
  eligibility: ServingEligibility;
  appName: string;
  nameOf: (organizationId: string) => string;
  /** whether the campaign serves now (its serving status is not NOT_SERVING) */
  serving: boolean;
}) {
  const t = useTranslations("crossPromotions");
  return (
    <div className="space-y-1" data-testid="eligibility">
      <EligibilityBadge status={eligibility.status} muted={!serving} />
      {eligibility.issues.length === 0 ? (
        <p className="text-xs text-slate-600">{t(serving ? "eligibility.allTargets" : "eligibility.allTargetsOnceServing")}</p>
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
