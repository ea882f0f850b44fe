"use client";
import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Campaign, ServingReasonItem } from "@/lib/campaigns/schemas";

/**
 * Where a page lets the reader fix a reason itself: open its edit form, the status actions, the inventory targets.
 * A reason whose fix the page does not offer (or the reader may not make) gets no link there.
 */
export type ServingFixes = { edit?: () => void; statusHref?: string; formHref?: string };

const LINK = "font-medium underline underline-offset-2 hover:no-underline";

/** The links that fix one serving reason: the balance page, the app's approval, the ad, the campaign's own form. */
export function ServingReasonFix({ campaign, reason, fixes }: { campaign: Campaign; reason: ServingReasonItem; fixes: ServingFixes }) {
  const t = useTranslations("campaigns.serving.fix");
  const organization = `/organizations/${campaign.advertiser}`;
  const adsOf = () => campaign.ads.filter((ad) => reason.adIds?.includes(ad._id));
  const edit = (label: string) =>
    fixes.edit ? (
      <button type="button" className={LINK} onClick={fixes.edit}>
        {label}
      </button>
    ) : (
      fixes.formHref && (
        <a href={fixes.formHref} className={LINK}>
          {label}
        </a>
      )
    );
  let links: ReactNode[] = [];
  switch (reason.reason) {
    case "INSUFFICIENT_BALANCE":
      links = [
        <Link key="balance" href={`${organization}/balance`} className={LINK}>
          {t("balance")}
        </Link>,
      ];
      break;
    case "PROMOTED_APP_NOT_APPROVED": {
      const appIds = [...new Set(adsOf().flatMap((ad) => (ad.promotedAppId ? [ad.promotedAppId] : [])))];
      links = appIds.map((appId) => (
        <Link key={appId} href={`${organization}/apps/${appId}`} className={LINK}>
          {t("app")}
        </Link>
      ));
      break;
    }
    case "AD_PENDING_REVIEW":
    case "AD_REJECTED":
    case "AD_PAUSED":
      links = adsOf().map((ad) => (
        <a key={ad._id} href={`#ad-${ad._id}`} className={LINK}>
          {t("ad", { ad: ad.name })}
        </a>
      ));
      break;
    case "REJECTED":
      links = [edit(t("edit"))];
      break;
    case "BUDGET_EXHAUSTED":
      links = [edit(t("budget"))];
      break;
    case "DAILY_BUDGET_EXHAUSTED":
      links = [edit(t("dailyBudget"))];
      break;
    case "GOAL_MISSED":
      links = [edit(t("bidGoal"))];
      break;
    case "OUTSIDE_SCHEDULE":
      links = [edit(t("schedule"))];
      break;
    case "ENDED":
      // Only an end the date brought can be undone, by moving the date.
      links = [campaign.endedByEndAt ? edit(t("endDate")) : null];
      break;
    case "PAUSED":
      links = [
        fixes.statusHref && (
          <a key="status" href={fixes.statusHref} className={LINK}>
            {t("resume")}
          </a>
        ),
      ];
      break;
    case "INVENTORY_NOT_ELIGIBLE":
      links = [edit(t("inventory"))];
      break;
  }
  const shown = links.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1" data-testid="serving-fix">
      {shown.map((link, index) => (
        <span key={index}>{link}</span>
      ))}
    </p>
  );
}
