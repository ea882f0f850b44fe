"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { apiPath } from "@/lib/api/paths";
import { passwordResetConfirmBody } from "@/lib/users/schemas";
import { LinkDone, useTokenPasswordForm } from "@/app/(auth)/token-password";

const formSchema = passwordResetConfirmBody.pick({ password: true });

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const { form, onSubmit, done, error } = useTokenPasswordForm(token, formSchema, apiPath.auth.passwordResetConfirm());
  if (done) return <LinkDone title={t("resetTitle")} message={t("resetDone")} />;
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
