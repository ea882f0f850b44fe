"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { useMe } from "@/lib/members/hooks/use-me";
import { useReviewCounts } from "@/lib/review/hooks/use-review-counts";
import { zoneLabel } from "@/lib/time-zone";

/**
 * The reviewers' queues (app platforms, campaigns, ads, top-ups), the charge page and the serving system's keys, and
 * the time zone every time below is shown in.
 */
export function ReviewTabs({ organizationId }: { organizationId: string }) {
  const t = useTranslations("review");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const pathname = usePathname();
  const me = useMe(organizationId);
  const counts = useReviewCounts(!!me.data?.reviewer).data;
  const base = `/organizations/${organizationId}/review`;
  const tabs = [
    { href: base, label: t("tabs.apps"), count: counts?.appPlatforms },
    { href: `${base}/campaigns`, label: t("tabs.campaigns"), count: counts?.campaigns },
    { href: `${base}/ads`, label: t("tabs.ads"), count: counts?.ads },
    { href: `${base}/top-ups`, label: t("tabs.topUps"), count: counts?.topUps },
    { href: `${base}/billing`, label: t("tabs.billing") },
    { href: `${base}/charges`, label: t("tabs.charges") },
    { href: `${base}/integration-keys`, label: t("tabs.integrationKeys") },
  ];
  return (
    <>
      <nav aria-label={t("tabs.label")} className="mb-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-6 gap-y-2">
          {tabs.map((tab) => {
            const active = pathname === tab.href;
            return (
              <li key={tab.href}>
                <Link
                  href={tab.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-block border-b-2 px-1 pb-2 text-sm font-medium",
                    active
                      ? "border-indigo-600 text-indigo-700"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                  )}
                >
                  {tab.label}
                  {"count" in tab && tab.count ? (
                    <span className="ml-1.5 rounded-full bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                      {tab.count}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="-mt-4 mb-6 text-xs text-slate-500" data-testid="review-time-zone">
        {tc("timeZone", { zone: zoneLabel(timeZone) })}
      </p>
    </>
  );
}
