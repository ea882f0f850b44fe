"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { useBusinessDetails } from "@/lib/billing/hooks/use-business-details";
import { useCan } from "@/lib/members/hooks/use-me";

const BusinessDetailsForm = dynamic(() => import("./business-details-form").then((m) => m.BusinessDetailsForm));

/** The organization's business registration, which tax invoices name as their buyer (Owner and Admin change it). */
export function BusinessDetailsCard({ organizationId }: { organizationId: string }) {
  const t = useTranslations("billing.businessDetails");
  const canRead = useCan(organizationId, "billing:read").allowed;
  const canUpdate = useCan(organizationId, "billing:update");
  const query = useBusinessDetails(organizationId, canRead);
  const details = query.data;
  return (
    <Card
      title={t("title")}
      description={t("description")}
      actions={query.data !== undefined && <Badge tone={details ? "green" : "gray"}>{t(details ? "registered" : "notRegistered")}</Badge>}
    >
      {!canRead ? (
        <Alert tone="info">{t("noAccess")}</Alert>
      ) : (
        <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
          {details === null && (
            <Alert tone="info" className="mb-4">
              {t("missing")}
            </Alert>
          )}
          {!canUpdate.allowed && details !== undefined && (
            <Alert tone="info" className="mb-4">
              {t("readOnly")}
            </Alert>
          )}
          {details !== undefined && (
            <BusinessDetailsForm
              organizationId={organizationId}
              details={details}
              disabledReason={canUpdate.allowed ? undefined : canUpdate.reason}
            />
          )}
        </QueryState>
      )}
    </Card>
  );
}
