"use client";
import { useTranslations } from "next-intl";
import type { SettlementAccount } from "@/lib/settlement/schemas";

export function AccountSummary({ account }: { account: SettlementAccount }) {
  const t = useTranslations("settlement");
  return (
    <dl className="space-y-4 text-sm">
      <div>
        <dt className="text-slate-500">{t("ownerName")}</dt>
        <dd className="mt-0.5 font-medium text-slate-900" data-testid="settlement-owner">
          {account.accountOwnerName}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t("bankName")}</dt>
        <dd className="mt-0.5 font-medium text-slate-900" data-testid="settlement-bank">
          {account.accountBankName}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{t("accountNumber")}</dt>
        <dd className="mt-0.5 font-mono text-base tracking-wider text-slate-900" data-testid="settlement-number">
          {account.accountNumber}
        </dd>
        <dd className="mt-1 text-xs text-slate-500">{t("maskedNote")}</dd>
      </div>
    </dl>
  );
}
