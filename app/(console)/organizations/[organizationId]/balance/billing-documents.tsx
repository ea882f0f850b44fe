"use client";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { useCan } from "@/lib/members/hooks/use-me";
import { ReceiptList } from "./receipt-list";
import { RefundPanel } from "./refund-panel";
import { StatementList } from "./statement-list";

/** Receipts, monthly statements, tax invoices and refunds: what a finance team files at month end. */
export function BillingDocuments({ organizationId }: { organizationId: string }) {
  const t = useTranslations("billing");
  const canRefund = useCan(organizationId, "settlement:refund").allowed;
  return (
    <div className="space-y-6">
      <Card title={t("receipts.title")} description={t("receipts.description")}>
        <ReceiptList organizationId={organizationId} />
      </Card>
      <Card title={t("statements.title")} description={t("statements.description")}>
        <StatementList organizationId={organizationId} />
      </Card>
      <Card title={t("refunds.title")} description={t("refunds.description")}>
        <RefundPanel organizationId={organizationId} canRequest={canRefund} />
      </Card>
    </div>
  );
}
