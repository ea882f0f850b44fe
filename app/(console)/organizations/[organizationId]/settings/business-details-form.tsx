"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { useSaveBusinessDetails } from "@/lib/billing/hooks/use-business-details";
import type { BusinessDetails, businessDetailsBody } from "@/lib/billing/schemas";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";

type Values = z.input<typeof businessDetailsBody>;
const FIELDS = [
  "registeredName",
  "registrationNumber",
  "representative",
  "businessType",
  "businessItem",
  "address",
  "invoiceEmail",
] as const;

export function BusinessDetailsForm({
  organizationId,
  details,
  disabledReason,
}: {
  organizationId: string;
  details: BusinessDetails | null;
  disabledReason?: string;
}) {
  const t = useTranslations("billing.businessDetails");
  const tc = useTranslations("common");
  const save = useSaveBusinessDetails(organizationId);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: lazyZodResolver(() => import("@/lib/billing/schemas").then((m) => m.businessDetailsBody)),
    values: Object.fromEntries(FIELDS.map((field) => [field, details?.[field] ?? ""])) as Values,
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await save.mutateAsync(values);
      setStatus({ tone: "success", text: t("saved") });
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setStatus({ tone: "error", text: (e as Error).message });
    }
  });
  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <fieldset disabled={!!disabledReason} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field} className={field === "address" || field === "registeredName" ? "sm:col-span-2" : undefined}>
            <Field label={t(field)} hint={t(`${field}Hint`)} error={errors[field]?.message}>
              <Input
                {...form.register(field)}
                type={field === "invoiceEmail" ? "email" : "text"}
                inputMode={field === "registrationNumber" ? "numeric" : undefined}
                autoComplete="off"
              />
            </Field>
          </div>
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabledReason={disabledReason} disabled={save.isPending || !isDirty}>
          {save.isPending ? tc("saving") : t("save")}
        </Button>
      </div>
    </Form>
  );
}
