"use client";
import { useTranslations } from "next-intl";
import { RotateKeyDialog as RotateDialog } from "@/components/ui/rotate-key-dialog";
import { useRotateServiceAccountKey } from "@/lib/service-accounts/hooks/use-rotate-service-account-key";
import type { ServiceAccountKey } from "@/lib/service-accounts/schemas";

export function RotateKeyDialog({
  organizationId,
  serviceAccountId,
  apiKey,
  onClose,
  onRotated,
}: {
  organizationId: string;
  serviceAccountId: string;
  apiKey: ServiceAccountKey;
  onClose: () => void;
  onRotated: (newKey: string) => void;
}) {
  const t = useTranslations("serviceAccounts.rotateDialog");
  const rotate = useRotateServiceAccountKey(organizationId);
  return (
    <RotateDialog
      title={t("title", { prefix: apiKey.prefix })}
      description={t("description")}
      overlapLabel={t("overlap")}
      overlapOption={(hours) => t(`overlapOptions.${hours}`)}
      submitLabel={t("submit")}
      submittingLabel={t("submitting")}
      pending={rotate.isPending}
      rotate={(overlapHours) => rotate.mutateAsync({ serviceAccountId, keyId: apiKey._id, overlapHours })}
      onClose={onClose}
      onRotated={onRotated}
    />
  );
}
