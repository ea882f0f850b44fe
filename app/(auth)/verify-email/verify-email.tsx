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
import { verifyEmailBody } from "@/lib/users/schemas";

const formSchema = verifyEmailBody.pick({ password: true });
type Values = { password: string };

/**
 * Confirms the e-mail with the password chosen at sign-up: opening the link alone (a mail scanner, or someone
 * who never signed up) activates nothing. Then sends the person to sign in.
 */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("auth");
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t("missingToken"));
  const form = useForm<Values>({ resolver: zodResolver(formSchema) });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await apiFetch(apiPath.auth.verifyEmail(), { method: "POST", body: { token, password } });
      setDone(true);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ["password"])) setError((e as Error).message);
    }
  });
  if (done) {
    return (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold text-slate-900">{t("verifyTitle")}</h1>
        <Alert tone="success">{t("verified")}</Alert>
        <Link href="/sign-in" className="text-sm font-medium text-indigo-700 hover:underline">
          {t("toSignIn")}
        </Link>
      </div>
    );
  }
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
