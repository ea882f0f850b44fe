"use client";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useFormatter, useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { useRequestTopUp } from "@/lib/top-ups/hooks/use-top-ups";
import type { topUpBody, TopUp, TopUpInput } from "@/lib/top-ups/schemas";
import { TOP_UP_MIN } from "@/lib/top-ups/top-up-min";
import { TopUpList } from "./top-up-list";

type Values = z.input<typeof topUpBody>;

/** The advertiser asks for an amount and gets the bank transfer instructions (무통장입금) with its reference code. */
export function TopUpPanel({ organizationId, canRequest, reviewer }: { organizationId: string; canRequest: boolean; reviewer: boolean }) {
  const t = useTranslations("balance.topUp");
  const request = useRequestTopUp(organizationId);
  const [created, setCreated] = useState<TopUp | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, TopUpInput>({
    resolver: lazyZodResolver(() => import("@/lib/top-ups/schemas").then((m) => m.topUpBody)) as Resolver<Values, unknown, TopUpInput>,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      setCreated(await request.mutateAsync(values));
      // No values: the DOM form is reset too, which clears the number input (a reset to `amount: undefined` would not).
      form.reset();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ["amount"])) setError((e as Error).message);
    }
  });

  return (
    <Card title={t("title")} description={t("description")}>
      <div className="space-y-6">
        {canRequest && (
          <Form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label={t("title")}>
            <Field label={t("amount")} hint={t("amountHint", { min: TOP_UP_MIN })} error={form.formState.errors.amount?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={TOP_UP_MIN}
                step={1000}
                className="w-48"
                {...form.register("amount", { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) })}
              />
            </Field>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t("submitting") : t("submit")}
            </Button>
          </Form>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {created && <TransferInstructions topUp={created} />}
        <TopUpList organizationId={organizationId} canCancel={canRequest || reviewer} reviewer={reviewer} />
      </div>
    </Card>
  );
}

function TransferInstructions({ topUp }: { topUp: TopUp }) {
  const t = useTranslations("balance.topUp");
  const format = useFormatter();
  const { bankTransfer } = topUp;
  const rows: [string, string][] = [
    [t("bank"), bankTransfer.bankName],
    [t("account"), bankTransfer.accountNumber],
    [t("holder"), bankTransfer.accountHolder],
    [t("transferAmount"), format.number(bankTransfer.amount, "krw")],
  ];
  return (
    <section aria-label={t("instructions")} className="rounded-lg border border-indigo-200 bg-indigo-50/60 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{t("instructions")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("instructionsHint")}</p>
      {bankTransfer.demo && (
        <Alert tone="warning" className="mt-3">
          <span data-testid="demo-bank-account">{t("demoAccount")}</span>
        </Alert>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-slate-500">{t("reference")}</dt>
          <dd className="font-mono text-lg font-semibold tracking-wider text-indigo-800" data-testid="top-up-reference">
            {topUp.referenceCode}
          </dd>
        </div>
      </dl>
    </section>
  );
}
