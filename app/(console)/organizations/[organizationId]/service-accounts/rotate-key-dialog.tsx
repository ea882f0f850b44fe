"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useRotateServiceAccountKey } from "@/lib/service-accounts/hooks/use-rotate-service-account-key";
import type { ServiceAccountKey } from "@/lib/service-accounts/schemas";

const OVERLAPS = [0, 1, 24, 72, 168] as const;

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
  const common = useTranslations("common");
  const rotate = useRotateServiceAccountKey(organizationId);
  const [overlapHours, setOverlapHours] = useState<number>(24);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const result = await rotate.mutateAsync({ serviceAccountId, keyId: apiKey._id, overlapHours });
      onRotated(result.apiKey);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("title", { prefix: apiKey.prefix })}
      description={t("description")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button onClick={submit} disabled={rotate.isPending}>
            {rotate.isPending ? t("submitting") : t("submit")}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={t("overlap")}>
          <Select value={String(overlapHours)} onChange={(event) => setOverlapHours(Number(event.target.value))}>
            {OVERLAPS.map((hours) => (
              <option key={hours} value={hours}>
                {t(`overlapOptions.${hours}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </Dialog>
  );
}
