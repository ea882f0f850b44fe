"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { apiPath } from "@/lib/api/paths";
import { verifyEmailBody } from "@/lib/users/schemas";
import { LinkDone, useTokenPasswordForm } from "@/app/(auth)/token-password";

const formSchema = verifyEmailBody.pick({ password: true });

/**
 * Confirms the e-mail with the password chosen at sign-up: opening the link alone (a mail scanner, or someone
 * who never signed up) activates nothing. Then sends the person to sign in.
 */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("auth");
  const { form, onSubmit, done, error } = useTokenPasswordForm(token, formSchema, apiPath.auth.verifyEmail());
  if (done) return <LinkDone title={t("verifyTitle")} message={t("verified")} />;
  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("verifyTitle")}</h1>
      <p className="text-sm text-slate-600">{t("verifyHint")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={t("password")} error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" autoFocus {...form.register("password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting || !token}>
        {form.formState.isSubmitting ? t("verifying") : t("confirmEmail")}
      </Button>
    </Form>
  );
}
