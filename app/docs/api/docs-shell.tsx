import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { cn } from "@/components/ui/cn";
import { areas } from "./docs-data";
import { NavDisclosure } from "./nav-disclosure";
import { escapeHtml, StaticHtml } from "./static-html";
import "./docs.css";

/** `current` of the error reasons' page (no operation has this id). */
export const REASONS_PAGE = "reasons";

// The reference's frame: a sidebar of every operation grouped by area (folded behind a menu button under
// 1024 px) beside one page. Plain links: prefetching every operation the sidebar lists would fetch them all.

async function OperationNav({ current: currentId }: { current?: string }) {
  const t = await getTranslations("docs");
  const titles = await getTranslations("apiOperations");
  return (
    <>
      <Link
        href="/docs/api"
        prefetch={false}
        aria-current={currentId ? undefined : "page"}
        className={cn(
          "block rounded px-2 py-1 text-sm font-medium",
          currentId ? "text-slate-800 hover:text-indigo-700" : "bg-indigo-50 text-indigo-800",
        )}
      >
        {t("overview")}
      </Link>
      <Link
        href="/docs/api/reasons"
        prefetch={false}
        aria-current={currentId === REASONS_PAGE ? "page" : undefined}
        className={cn(
          "block rounded px-2 py-1 text-sm font-medium",
          currentId === REASONS_PAGE ? "bg-indigo-50 text-indigo-800" : "text-slate-800 hover:text-indigo-700",
        )}
      >
        {t("reasons")}
      </Link>
      {areas().map((area) => (
        <div key={area.key} className="mt-4">
          <p className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{t(`areas.${area.key}`)}</p>
          <StaticHtml
            as="ul"
            className="mt-1"
            html={area.routes
              .map((r) => {
                const current = r.operationId === currentId ? ' aria-current="page"' : "";
                return `<li><a href="/docs/api/${r.operationId}"${current}><span>${r.method}</span><span>${escapeHtml(titles(r.operationId))}</span></a></li>`;
              })
              .join("")}
          />
        </div>
      ))}
    </>
  );
}

export async function DocsShell({ current, children }: { current?: string; children: ReactNode }) {
  const t = await getTranslations("docs");
  return (
    <div className="docs mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
      <aside className="lg:sticky lg:top-6 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto">
        <div className="flex items-baseline justify-between gap-4 px-2">
          <Link href="/" className="text-lg font-bold text-indigo-700">
            AdNet
          </Link>
          <Link href="/organizations" className="text-sm font-medium text-slate-700 hover:underline">
            {t("console")}
          </Link>
        </div>
        <NavDisclosure label={t("allOperations")}>
          <nav aria-label={t("title")} className="docs-nav lg:pb-6">
            <OperationNav current={current} />
          </nav>
        </NavDisclosure>
      </aside>
      <main className="mt-6 min-w-0 lg:mt-0">{children}</main>
    </div>
  );
}
