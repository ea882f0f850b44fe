"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

/** The reviewers' two queues: app platforms and campaigns. */
export function ReviewTabs({ organizationId }: { organizationId: string }) {
  const t = useTranslations("review");
  const pathname = usePathname();
  const base = `/organizations/${organizationId}/review`;
  const tabs = [
    { href: base, label: t("tabs.apps") },
    { href: `${base}/campaigns`, label: t("tabs.campaigns") },
    { href: `${base}/top-ups`, label: t("tabs.topUps") },
    { href: `${base}/charges`, label: t("tabs.charges") },
  ];
  return (
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
                  active ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
