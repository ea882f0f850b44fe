"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { apiPath } from "@/lib/api/paths";
import { signInWithPassword } from "@/lib/auth/sign-in-client";
import { signUpBody, type SignUpResult } from "@/lib/users/schemas";
import { browserTimeZone } from "@/lib/time-zone-names";

type SignUpValues = z.input<typeof signUpBody>;
const FIELDS = ["email", "password", "fullName", "organizationName"] as const;

/** `callbackUrl`: where a ready account goes once signed in (the setup link's page); else its dashboard. */
export function SignUpForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ email: string; emailSent: boolean } | null>(null);
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpBody) });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await apiFetch<SignUpResult>(apiPath.auth.signUp(), {
        method: "POST",
        body: { ...values, timeZone: browserTimeZone() },
      });
      if (created.verificationRequired) {
        setPending({ email: created.email, emailSent: created.emailSent });
        return;
      }
      const result = await signInWithPassword(values.email, values.password);
      if (!result.ok) throw new Error(t("invalidCredentials"));
      router.replace(callbackUrl ?? `/organizations/${created.organizationId}/dashboard`);
      router.refresh();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setError(e instanceof ApiClientError || e instanceof Error ? e.message : String(e));
    }
  });

  if (pending) {
    return (
      <div className="space-y-4" role="status">
        {/* Without a mail server nothing went out: say so, and who can let the person in. */}
        <h1 className="text-lg font-semibold text-slate-900">{t(pending.emailSent ? "checkEmailTitle" : "noMailTitle")}</h1>
        <p className="text-sm text-slate-700">{t(pending.emailSent ? "checkEmail" : "noMailSignUp", { email: pending.email })}</p>
        <Link
          href={callbackUrl ? `/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/sign-in"}
          className="text-sm font-medium text-indigo-700 hover:underline"
        >
          {t("backToSignIn")}
        </Link>
      </div>
    );
  }

  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("signUpTitle")}</h1>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label={t("fullName")} error={formState.errors.fullName?.message}>
        <Input autoComplete="name" autoFocus {...register("fullName")} />
      </Field>
      <Field label={t("email")} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field label={t("password")} hint={t("passwordHint")} error={formState.errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </Field>
      <Field label={t("organizationName")} hint={t("organizationHint")} error={formState.errors.organizationName?.message}>
        <Input autoComplete="organization" {...register("organizationName")} />
      </Field>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("signingUp") : t("signUp")}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t("haveAccount")}{" "}
        <Link href="/sign-in" className="font-medium text-indigo-700 hover:underline">
          {t("toSignIn")}
        </Link>
      </p>
    </Form>
  );
}
