"use client";
import { useRef, useState } from "react";
import { useForm, type DefaultValues, type Resolver } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useFormatter, useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { ApiClientError } from "@/lib/api/client";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { CHARGE_TYPES } from "@/lib/balance/charge-types";
import { useRecordCharge } from "@/lib/balance/hooks/use-record-charge";
import type { chargeBody, ChargeInput } from "@/lib/balance/schemas";
import { useReviewedOrganization } from "@/lib/review/hooks/use-reviewed-organization";

type Values = z.input<typeof chargeBody>;
const FIELDS = ["type", "amount", "description"] as const;
const EMPTY: DefaultValues<Values> = { type: "CHARGE_TYPE_PAID", amount: undefined, description: "" };

/**
 * Platform reviewers record a charge. Submitting asks for confirmation with the amount, type and organization;
 * the recording hook sends one Idempotency-Key per attempt, so a double click or a retry records it once.
 */
export function ChargeForm({ organizationId, organizationName }: { organizationId: string; organizationName?: string }) {
  const t = useTranslations("balance");
  const format = useFormatter();
  const record = useRecordCharge(organizationId);
  // Reviewers do not read other organizations' records: the name comes from the reviewers' organization search.
  const organization = useReviewedOrganization(organizationName ? null : organizationId);
  const name = organizationName ?? organization.data?.name ?? "";
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [pending, setPending] = useState<ChargeInput | null>(null);
  const sending = useRef(false);
  const form = useForm<Values, unknown, ChargeInput>({
    resolver: lazyZodResolver(() => import("@/lib/balance/schemas").then((m) => m.chargeBody)) as Resolver<Values, unknown, ChargeInput>,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    setPending(values);
  });

  async function confirm() {
    if (!pending || sending.current) return;
    sending.current = true;
    const values = pending;
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
      // No values: the DOM form is reset too, which clears the number input (a reset to `amount: undefined` would not).
      form.reset();
    } catch (e) {
      if (e instanceof ApiClientError && e.reason === "INSUFFICIENT_BALANCE") {
        form.setError("amount", { type: "server", message: t("charge.insufficient") });
      } else if (!applyServerErrors(e, form.setError, FIELDS)) {
        setStatus({ tone: "error", text: (e as Error).message });
      }
    } finally {
      sending.current = false;
      setPending(null);
    }
  }

  const amount = pending ? format.number(pending.amount, "krw") : "";
  return (
    <Card title={t("charge.title")} description={t("charge.description")}>
      <Form onSubmit={onSubmit} className="space-y-4" aria-label={t("charge.title")}>
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
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...form.register("amount", { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) })}
            />
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
      </Form>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => {
          if (!sending.current) setPending(null);
        }}
        onConfirm={confirm}
        pending={record.isPending}
        title={t("charge.confirmTitle")}
        confirmLabel={t("charge.confirm", { amount })}
        description={
          pending && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-slate-500">{t("charge.organization")}</dt>
              <dd className="font-medium text-slate-900">{name}</dd>
              <dt className="text-slate-500">{t("charge.type")}</dt>
              <dd className="font-medium text-slate-900">{t(`types.${pending.type}`)}</dd>
              <dt className="text-slate-500">{t("charge.amount")}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{amount}</dd>
              {pending.description && (
                <>
                  <dt className="text-slate-500">{t("charge.descriptionLabel")}</dt>
                  <dd className="break-words text-slate-900">{pending.description}</dd>
                </>
              )}
            </dl>
          )
        }
      />
    </Card>
  );
}
