"use client";
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { useBusinessDetails } from "@/lib/billing/hooks/use-business-details";
import { useCan } from "@/lib/members/hooks/use-me";
import { ReceiptList } from "./receipt-list";
import { RefundPanel } from "./refund-panel";
import { StatementList } from "./statement-list";
import { TaxInvoiceList } from "./tax-invoice-list";

/** Receipts, monthly statements, tax invoices and refunds: what a finance team files at month end. */
export function BillingDocuments({ organizationId }: { organizationId: string }) {
  const t = useTranslations("billing");
  const canRefund = useCan(organizationId, "settlement:refund").allowed;
  const canAskInvoice = useCan(organizationId, "billing:update");
  const details = useBusinessDetails(organizationId);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const missingDetails = details.data === null;
  const blocked = !canAskInvoice.allowed
    ? (canAskInvoice.reason ?? t("taxInvoices.roleOnly"))
    : missingDetails
      ? t("taxInvoices.needDetails")
      : null;
  return (
    <div className="space-y-6">
      <Card title={t("receipts.title")} description={t("receipts.description")}>
        {notice && (
          <Alert tone={notice.tone} className="mb-4">
            {notice.text}
          </Alert>
        )}
        {missingDetails && (
          <Alert tone="info" className="mb-4">
            {t("taxInvoices.needDetails")}{" "}
            <Link href={`/organizations/${organizationId}/settings`} className="font-medium underline">
              {t("taxInvoices.toSettings")}
            </Link>
          </Alert>
        )}
        <ReceiptList organizationId={organizationId} taxInvoiceBlocked={blocked} onTaxInvoice={setNotice} />
      </Card>
      <Card title={t("taxInvoices.title")} description={t("taxInvoices.description")}>
        <TaxInvoiceList organizationId={organizationId} />
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
