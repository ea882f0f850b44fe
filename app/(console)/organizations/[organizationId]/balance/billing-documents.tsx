"use client";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { ReceiptList } from "./receipt-list";

/** Receipts, monthly statements, tax invoices and refunds: what a finance team files at month end. */
export function BillingDocuments({ organizationId }: { organizationId: string }) {
  const t = useTranslations("billing");
  return (
    <Card title={t("receipts.title")} description={t("receipts.description")}>
      <ReceiptList organizationId={organizationId} />
    </Card>
  );
}
