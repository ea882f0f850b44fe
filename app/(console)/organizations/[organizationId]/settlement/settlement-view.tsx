"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { useCan, useMe } from "@/lib/members/hooks/use-me";
import { useSettlementAccount } from "@/lib/settlement/hooks/use-settlement-account";
import { AccountSummary } from "./account-summary";

const AccountForm = dynamic(() => import("./account-form").then((m) => m.AccountForm));

export function SettlementView({ organizationId }: { organizationId: string }) {
  const t = useTranslations();
  const me = useMe(organizationId);
  const canRead = useCan(organizationId, "settlement:read").allowed;
  const canUpdate = useCan(organizationId, "settlement:update");
  const query = useSettlementAccount(organizationId, canRead);
  const account = query.data;
  const [notice, setNotice] = useState<string | null>(null);

  let body;
  if (me.isPending) body = <Spinner label={t("common.loading")} />;
  else if (!canRead) body = <Alert tone="info">{t("settlement.noAccess")}</Alert>;
  else
    body = (
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {account === null && !canUpdate.allowed && <Alert tone="info">{t("settlement.notRegisteredReadOnly")}</Alert>}
        {account === null && canUpdate.allowed && (
          <Card title={t("settlement.registerTitle")} description={t("settlement.registerDescription")} className="max-w-2xl">
            <AccountForm organizationId={organizationId} account={null} onSaved={setNotice} />
          </Card>
        )}
        {account && (
          <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
            <Card title={t("settlement.currentTitle")} className="self-start">
              <AccountSummary account={account} />
            </Card>
            <Card title={t("settlement.changeTitle")} description={t("settlement.changeDescription")}>
              {!canUpdate.allowed && (
                <Alert tone="info" className="mb-4">
                  {t("settlement.readOnly")}
                </Alert>
              )}
              <AccountForm organizationId={organizationId} account={account} disabledReason={canUpdate.reason} onSaved={setNotice} />
            </Card>
          </div>
        )}
      </QueryState>
    );

  return (
    <>
      <PageHeader title={t("settlement.title")} description={t("settlement.subtitle")} />
      {notice && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      {body}
    </>
  );
}
