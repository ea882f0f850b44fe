"use client";
import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { passwordResetBody } from "@/lib/users/schemas";

type Values = z.input<typeof passwordResetBody>;

/** `mailOff`: the server sends no e-mail, so instead of a form that would send nothing, who can help. */
export function ForgotPasswordForm({ mailOff }: { mailOff: boolean }) {
  const t = useTranslations("auth");
  const [result, setResult] = useState<{ tone: "success" | "warning" | "error"; text: string } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(passwordResetBody) });
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const { emailSent } = await apiFetch<{ emailSent: boolean }>(apiPath.auth.passwordReset(), { method: "POST", body: values });
      setResult(emailSent ? { tone: "success", text: t("resetSent") } : { tone: "warning", text: t("forgotNoMailHint") });
    } catch (e) {
      setResult({ tone: "error", text: (e as Error).message });
    }
  });
  if (mailOff) {
    return (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold text-slate-900">{t("forgotTitle")}</h1>
        <Alert tone="warning">{t("forgotNoMailHint")}</Alert>
        <p className="text-center text-sm">
          <Link href="/sign-in" className="font-medium text-indigo-700 hover:underline">
            {t("backToSignIn")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("forgotTitle")}</h1>
      <p className="text-sm text-slate-600">{t("forgotHint")}</p>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Field label={t("email")} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register("email")} />
      </Field>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("sending") : t("sendLink")}
      </Button>
      <p className="text-center text-sm">
        <Link href="/sign-in" className="font-medium text-indigo-700 hover:underline">
          {t("backToSignIn")}
        </Link>
      </p>
    </Form>
  );
}
