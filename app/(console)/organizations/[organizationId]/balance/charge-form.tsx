"use client";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { ApiClientError, applyServerErrors } from "@/lib/api/client";
import { CHARGE_TYPES } from "@/lib/balance/charge-types";
import { useRecordCharge } from "@/lib/balance/hooks/use-record-charge";
import { chargeBody, type ChargeInput } from "@/lib/balance/schemas";

type Values = z.input<typeof chargeBody>;
const FIELDS = ["type", "amount", "description"] as const;

/** Platform reviewers record a charge; shown only when /me says the caller is one. */
export function ChargeForm({ organizationId }: { organizationId: string }) {
  const t = useTranslations("balance");
  const format = useFormatter();
  const record = useRecordCharge(organizationId);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<Values, unknown, ChargeInput>({
    resolver: zodResolver(chargeBody) as Resolver<Values, unknown, ChargeInput>,
    defaultValues: { type: "CHARGE_TYPE_PAID", description: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const entry = await record.mutateAsync(values);
      setStatus({
        tone: "success",
        text: t("charge.recorded", {
          type: t(`types.${entry.type}`),
          amount: format.number(entry.amount, "krw"),
          balance: format.number(entry.balanceAfter, "krw"),
        }),
      });
      form.reset({ type: values.type, amount: undefined, description: "" });
    } catch (e) {
      if (e instanceof ApiClientError && e.reason === "INSUFFICIENT_BALANCE") {
        form.setError("amount", { type: "server", message: t("charge.insufficient") });
      } else if (!applyServerErrors(e, form.setError, FIELDS)) {
        setStatus({ tone: "error", text: (e as Error).message });
      }
    }
  });

  return (
    <Card title={t("charge.title")} description={t("charge.description")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("charge.title")}>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-[12rem_12rem_1fr]">
          <Field label={t("charge.type")} error={errors.type?.message}>
            <Select {...form.register("type")}>
              {CHARGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("charge.amount")} hint={t("charge.amountHint")} error={errors.amount?.message}>
            <Input type="number" inputMode="numeric" min={1} step={1} {...form.register("amount", { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) })} />
          </Field>
          <Field label={t("charge.descriptionLabel")} hint={t("charge.descriptionHint")} error={errors.description?.message}>
            <Input maxLength={220} {...form.register("description")} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t("charge.submitting") : t("charge.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
