"use client";
import { useTranslations } from "next-intl";
import { useReviewCounts } from "@/lib/review/hooks/use-review-counts";

/** The nav badge of the review queue: how many app platforms, campaigns, ads and top-ups wait, all queues together. */
export function ReviewCount({ reviewer }: { reviewer: boolean }) {
  const t = useTranslations("shell.nav");
  const counts = useReviewCounts(reviewer);
  if (!counts.data) return null;
  const count = counts.data.appPlatforms + counts.data.campaigns + counts.data.ads + counts.data.topUps;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-2 inline-flex min-w-6 justify-center rounded-full bg-amber-300 px-1.5 text-xs font-semibold text-slate-900"
      >
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">{`, ${t("reviewCount", { count })}`}</span>
    </>
  );
}
