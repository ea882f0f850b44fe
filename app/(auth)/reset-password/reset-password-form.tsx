"use client";
import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { apiFetch } from "@/lib/api/client";
import { applyServerErrors } from "@/lib/api/server-errors";
import { apiPath } from "@/lib/api/paths";
import { passwordResetConfirmBody } from "@/lib/users/schemas";

const formSchema = passwordResetConfirmBody.pick({ password: true });
type Values = { password: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t("missingToken"));
  const form = useForm<Values>({ resolver: zodResolver(formSchema) });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await apiFetch(apiPath.auth.passwordResetConfirm(), { method: "POST", body: { token, password } });
      setDone(true);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ["password"])) setError((e as Error).message);
    }
  });
  if (done) {
    return (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold text-slate-900">{t("resetTitle")}</h1>
        <Alert tone="success">{t("resetDone")}</Alert>
        <Link href="/sign-in" className="text-sm font-medium text-indigo-700 hover:underline">
          {t("toSignIn")}
        </Link>
      </div>
    );
  }
  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("resetTitle")}</h1>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={t("newPassword")} hint={t("passwordHint")} error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="new-password" autoFocus {...form.register("password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting || !token}>
        {form.formState.isSubmitting ? t("saving") : t("savePassword")}
      </Button>
    </Form>
  );
}
