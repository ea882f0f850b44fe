"use client";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { useUpdateSettlementAccount } from "@/lib/settlement/hooks/use-update-settlement-account";
import type { SettlementAccount, UpdateSettlementAccountInput } from "@/lib/settlement/schemas";

type Values = UpdateSettlementAccountInput;
const FIELDS = ["accountOwnerName", "accountBankName", "accountNumber"] as const;

/** Only the fields that differ from the registered account (a first registration sends all three). */
function changes(values: UpdateSettlementAccountInput, account: SettlementAccount | null): UpdateSettlementAccountInput {
  if (!account) return values;
  const diff: UpdateSettlementAccountInput = {};
  if (values.accountOwnerName !== account.accountOwnerName) diff.accountOwnerName = values.accountOwnerName;
  if (values.accountBankName !== account.accountBankName) diff.accountBankName = values.accountBankName;
  if (values.accountNumber) diff.accountNumber = values.accountNumber;
  return diff;
}

/** Registers the account (all three fields) or changes it; either way the caller confirms in a dialog first. */
export function AccountForm({
  organizationId,
  account,
  disabledReason,
  onSaved,
}: {
  organizationId: string;
  account: SettlementAccount | null;
  disabledReason?: string;
  /** Told after a save; the page shows the notice, since a first registration swaps this form for the change form. */
  onSaved: (message: string) => void;
}) {
  const t = useTranslations();
  const update = useUpdateSettlementAccount(organizationId);
  const [pending, setPending] = useState<UpdateSettlementAccountInput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Values>({
    // The same schemas as the route: all three fields for a first registration, any of them afterwards.
    resolver: (account
      ? lazyZodResolver(() => import("@/lib/settlement/schemas").then((m) => m.updateSettlementAccountBody))
      : lazyZodResolver(() => import("@/lib/settlement/schemas").then((m) => m.registerSettlementAccountBody))) as Resolver<
      Values,
      unknown,
      Values
    >,
    // A registered account's number is never sent to the browser: the field starts empty and empty means "keep".
    values: {
      accountOwnerName: account?.accountOwnerName ?? "",
      accountBankName: account?.accountBankName ?? "",
      accountNumber: account ? undefined : "",
    },
  });
  const { errors, isDirty } = form.formState;

  const review = form.handleSubmit((values) => {
    setError(null);
    const diff = changes(values, account);
    if (Object.keys(diff).length > 0) setPending(diff);
  });

  async function save() {
    if (!pending) return;
    try {
      await update.mutateAsync(pending);
      form.reset();
      onSaved(t(account ? "settlement.saved" : "settlement.registered"));
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setError((e as Error).message);
    } finally {
      setPending(null);
    }
  }

  const rows: { field: (typeof FIELDS)[number]; label: string; before?: string }[] = [
    { field: "accountOwnerName", label: t("settlement.ownerName"), before: account?.accountOwnerName },
    { field: "accountBankName", label: t("settlement.bankName"), before: account?.accountBankName },
    { field: "accountNumber", label: t("settlement.accountNumber"), before: account?.accountNumber },
  ];

  return (
    <Form onSubmit={review} className="space-y-5">
      {error && <Alert tone="error">{error}</Alert>}
      <fieldset disabled={!!disabledReason} className="space-y-5">
        <Field label={t("settlement.ownerName")} hint={t("settlement.ownerNameHint")} error={errors.accountOwnerName?.message}>
          <Input autoComplete="off" maxLength={60} {...form.register("accountOwnerName")} />
        </Field>
        <Field label={t("settlement.bankName")} hint={t("settlement.bankNameHint")} error={errors.accountBankName?.message}>
          <Input autoComplete="off" maxLength={60} {...form.register("accountBankName")} />
        </Field>
        <Field
          label={t("settlement.accountNumber")}
          hint={account ? t("settlement.accountNumberKeepHint", { masked: account.accountNumber }) : t("settlement.accountNumberHint")}
          optionalLabel={account ? t("common.optional") : undefined}
          error={errors.accountNumber?.message}
        >
          <Input
            autoComplete="off"
            inputMode="text"
            spellCheck={false}
            maxLength={60}
            className="font-mono"
            {...form.register("accountNumber", { setValueAs: (v: string) => (account && v.trim() === "" ? undefined : v) })}
          />
        </Field>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabledReason={disabledReason} disabled={update.isPending || (!!account && !isDirty)}>
          {account ? t("settlement.review") : t("settlement.register")}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={save}
        pending={update.isPending}
        title={t(account ? "settlement.confirmChangeTitle" : "settlement.confirmRegisterTitle")}
        confirmLabel={update.isPending ? t("common.saving") : t(account ? "settlement.confirmChange" : "settlement.confirmRegister")}
        description={
          <>
            <p className="mb-3">{t("settlement.confirmDescription")}</p>
            <table className="w-full text-left text-sm">
              {account && (
                <thead>
                  <tr className="text-xs text-slate-500">
                    <th className="py-1 pr-3 font-medium" />
                    <th className="py-1 pr-3 font-medium">{t("settlement.before")}</th>
                    <th className="py-1 font-medium">{t("settlement.after")}</th>
                  </tr>
                </thead>
              )}
              <tbody className="divide-y divide-slate-100">
                {rows.map(({ field, label, before }) => (
                  <tr key={field}>
                    <th scope="row" className="py-1.5 pr-3 font-medium text-slate-600">
                      {label}
                    </th>
                    {account && <td className="py-1.5 pr-3 text-slate-500">{before}</td>}
                    <td className={field === "accountNumber" ? "py-1.5 font-mono" : "py-1.5"}>
                      {pending?.[field] ?? <span className="text-slate-400">{t("settlement.unchanged")}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        }
      />
    </Form>
  );
}
