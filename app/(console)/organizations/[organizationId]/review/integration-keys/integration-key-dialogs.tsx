"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { RotateKeyDialog } from "@/components/ui/rotate-key-dialog";
import { useCreateIntegrationKey, useRotateIntegrationKey } from "@/lib/integration-keys/hooks/use-integration-keys";
import type { IntegrationKey } from "@/lib/integration-keys/schemas";

/** Runs `work`, showing its error in the dialog; the dialog stays open until it succeeds. */
function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const submit = async (work: () => Promise<void>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return { error, submit };
}

export function CreateIntegrationKeyDialog({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (name: string, apiKey: string) => void;
}) {
  const t = useTranslations("review.integrationKeys.createDialog");
  const common = useTranslations("common");
  const create = useCreateIntegrationKey();
  const [name, setName] = useState("");
  const { error, submit } = useSubmit();
  const issue = () =>
    submit(async () => {
      const result = await create.mutateAsync(name.trim());
      onIssued(result.key.name, result.apiKey);
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("title")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button onClick={issue} disabled={create.isPending || name.trim() === ""}>
            {create.isPending ? t("submitting") : t("submit")}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={t("name")} hint={t("nameHint")}>
          <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} autoFocus />
        </Field>
      </div>
    </Dialog>
  );
}

export function RotateIntegrationKeyDialog({
  apiKey,
  onClose,
  onRotated,
}: {
  apiKey: IntegrationKey;
  onClose: () => void;
  onRotated: (newKey: string) => void;
}) {
  const t = useTranslations("review.integrationKeys.rotateDialog");
  const rotate = useRotateIntegrationKey();
  return (
    <RotateKeyDialog
      title={t("title", { prefix: apiKey.prefix })}
      description={t("description")}
      overlapLabel={t("overlap")}
      overlapOption={(hours) => t(`overlapOptions.${hours}`)}
      submitLabel={t("submit")}
      submittingLabel={t("submitting")}
      pending={rotate.isPending}
      rotate={(overlapHours) => rotate.mutateAsync({ keyId: apiKey._id, overlapHours })}
      onClose={onClose}
      onRotated={onRotated}
    />
  );
}
