"use client";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import type { Campaign } from "@/lib/campaigns/schemas";
import { ServingReasonFix, type ServingFixes } from "./serving-reason-fix";
import { useServingReasonText } from "./use-serving-reason-text";

const TONE = {
  SERVING: "bg-emerald-50 ring-emerald-200 text-emerald-900",
  LIMITED: "bg-amber-50 ring-amber-200 text-amber-950",
  NOT_SERVING: "bg-red-50 ring-red-200 text-red-950",
} as const;

// A missed goal's words name countries: their tables load only for a campaign whose goal was missed.
const GoalMissedText = dynamic(() => import("./goal-missed-text").then((m) => m.GoalMissedText));

const DOT = { SERVING: "bg-emerald-500", LIMITED: "bg-amber-500", NOT_SERVING: "bg-red-500" } as const;

/**
 * The first thing a campaign's page says: is it delivering now, and if not, every reason why in words, each with
 * a link to where it is fixed (`fixes`: what the page itself offers).
 */
export function ServingPanel({ campaign, fixes = {} }: { campaign: Campaign; fixes?: ServingFixes }) {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  const reasonText = useServingReasonText();
  // Charged spend so far: a campaign that never spent is never told to serve "again".
  const served = campaign.budgetRemain < campaign.budget || (campaign.spentToday ?? 0) > 0;
  const context = { served, start: format.dateTime(new Date(campaign.startAt), "short") };
  const { status, reasons } = campaign.serving;
  const adName = (id: string) => campaign.ads.find((ad) => ad._id === id)?.name ?? id;
  return (
    <section
      aria-labelledby="serving-heading"
      className={cn("rounded-lg px-5 py-4 ring-1 ring-inset", TONE[status])}
      data-testid="serving-panel"
    >
      <h2 id="serving-heading" className="flex items-center gap-2 text-lg font-semibold">
        <span className={cn("h-2.5 w-2.5 rounded-full", DOT[status])} aria-hidden />
        {t(`serving.headline.${status}`)}
      </h2>
      {reasons.length === 0 ? (
        <p className="mt-1 text-sm">{t("serving.allGood")}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {reasons.map((reason) => {
            const text = reasonText(reason, context);
            return (
              <li key={reason.reason} data-reason={reason.reason}>
                <p className="font-medium">{text.title}</p>
                <p className="opacity-90">
                  {reason.reason === "GOAL_MISSED" ? <GoalMissedText campaign={campaign} context={context} /> : text.text}
                </p>
                {reason.reason === "REJECTED" && campaign.statusReason && (
                  <blockquote className="mt-1 border-l-2 border-current/30 pl-3 italic">
                    {t("serving.reviewerSaid", { reason: campaign.statusReason })}
                  </blockquote>
                )}
                {reason.adIds && reason.adIds.length > 0 && reason.adIds.length < campaign.ads.length && (
                  <p className="mt-0.5 text-xs opacity-80">{t("serving.onlyAds", { ads: reason.adIds.map(adName).join(", ") })}</p>
                )}
                <ServingReasonFix campaign={campaign} reason={reason} fixes={fixes} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
