"use client";
import { useFormatter, useTranslations } from "next-intl";

type Changes = Record<string, { from?: unknown; to?: unknown }>;

// Fields whose numbers are KRW amounts, shown as the console shows money.
const MONEY = new Set(["budget", "dailyBudget", "bidAmount", "cpm", "amount"]);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * What one audit entry changed, a line per field: "Budget ₩500,000 → ₩700,000". Money as KRW, instants in the
 * console's time zone, codes in words where the console has them; a secret shows only that it changed.
 */
export function ChangeList({ changes, testId }: { changes: Changes | null | undefined; testId?: string }) {
  const t = useTranslations("audit");
  const format = useFormatter();
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return null;

  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === "") return t("changes.none");
    if (raw === "redacted") return t("changes.redacted");
    if (typeof raw === "boolean") return t(raw ? "changes.yes" : "changes.no");
    if (typeof raw === "number") return MONEY.has(field) ? format.number(raw, "krw") : format.number(raw);
    if (typeof raw === "string") {
      if (INSTANT.test(raw)) return format.dateTime(new Date(raw), "short");
      return t.has(`changes.values.${raw}`) ? t(`changes.values.${raw}`) : raw;
    }
    if (Array.isArray(raw)) return raw.length ? raw.map((item) => value(field, item)).join(", ") : t("changes.none");
    // a country's bid: { country, amount }
    const row = raw as Record<string, unknown>;
    if (typeof row.country === "string" && typeof row.amount === "number") return `${row.country} ${format.number(row.amount, "krw")}`;
    return JSON.stringify(raw);
  };

  return (
    <ul className="space-y-0.5 text-sm whitespace-normal" data-testid={testId}>
      {entries.map(([field, { from, to }]) => (
        <li key={field} className="break-words">
          <span className="text-slate-500">{t.has(`fieldNames.${field}`) ? t(`fieldNames.${field}`) : field}</span>{" "}
          <span className="text-slate-600">{value(field, from)}</span>
          <span aria-hidden="true" className="px-1 text-slate-400">
            →
          </span>
          <span className="sr-only">{t("changes.to")}</span>
          <span className="font-medium text-slate-900">{value(field, to)}</span>
        </li>
      ))}
    </ul>
  );
}
