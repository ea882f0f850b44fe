"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

export function BalanceSummary({ balance }: { balance: number | undefined }) {
  const t = useTranslations("balance");
  const format = useFormatter();
  return (
    <Card className="self-start">
      <p className="text-sm font-medium text-slate-500" id="current-balance-label">
        {t("currentBalance")}
      </p>
      <p
        className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums"
        aria-labelledby="current-balance-label"
        data-testid="current-balance"
        aria-live="polite"
      >
        {balance === undefined ? "—" : format.number(balance, "krw")}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t("currency")}</p>
    </Card>
  );
}
