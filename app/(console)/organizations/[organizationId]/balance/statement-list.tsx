"use client";
import { useFormatter, useLocale, useNow, useTimeZone, useTranslations } from "next-intl";
import { apiPath } from "@/lib/api/paths";
import { instantToWallClock } from "@/lib/time-zone";

const MONTHS = 12;
const LINK = "font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600";

/** The last twelve months that have ended in the organization's time zone, newest first (YYYY-MM). */
function endedMonths(now: Date, timeZone: string): string[] {
  const [year, month] = instantToWallClock(now, timeZone).slice(0, 7).split("-").map(Number);
  return Array.from({ length: MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 2 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Each ended month's statement, as PDF (in the reader's language) or CSV. */
export function StatementList({ organizationId }: { organizationId: string }) {
  const t = useTranslations("billing.statements");
  const format = useFormatter();
  const locale = useLocale();
  const timeZone = useTimeZone() ?? "UTC";
  const now = useNow();
  const file = (month: string, kind: "pdf" | "csv") =>
    `${apiPath.organization(organizationId).statementFile(month, kind)}?locale=${locale}`;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("caption")}>
      {endedMonths(now, timeZone).map((month) => {
        const name = format.dateTime(new Date(`${month}-15T00:00:00Z`), { year: "numeric", month: "long", timeZone: "UTC" });
        return (
          <li key={month} className="flex items-center justify-between gap-3 rounded-md px-3 py-2 ring-1 ring-slate-200">
            <span className="text-sm font-medium text-slate-800">{name}</span>
            <span className="flex gap-3 text-sm">
              <a href={file(month, "pdf")} download className={LINK} aria-label={t("pdfLabel", { month: name })}>
                PDF
              </a>
              <a href={file(month, "csv")} download className={LINK} aria-label={t("csvLabel", { month: name })}>
                CSV
              </a>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
