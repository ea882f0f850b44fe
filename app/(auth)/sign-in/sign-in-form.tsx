"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signInWithPassword } from "@/lib/auth/sign-in-client";
import { retryWait } from "@/lib/auth/retry-wait";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { z } from "zod";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { emailSchema } from "@/lib/email-schema";

const signInSchema = z.object({ email: emailSchema, password: z.string().min(1, "required") });
type SignInValues = z.infer<typeof signInSchema>;

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [failed, setFailed] = useState<false | "credentials" | "unavailable">(false);
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInValues>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    setRetryAfter(null);
    const outcome = await signInWithPassword(values.email, values.password, callbackUrl);
    if (!outcome.ok) {
      if (outcome.retryAfter) setRetryAfter(outcome.retryAfter);
      else setFailed(outcome.unavailable ? "unavailable" : "credentials");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("signInTitle")}</h1>
      {failed && <Alert tone="error">{t(failed === "unavailable" ? "serviceUnavailable" : "invalidCredentials")}</Alert>}
      {retryAfter !== null && <Alert tone="error">{t("rateLimited", retryWait(retryAfter))}</Alert>}
      <Field label={t("email")} error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...register("email")} />
      </Field>
      <Field label={t("password")} error={formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className="text-indigo-700 hover:underline">
          {t("forgotPassword")}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("signingIn") : t("signIn")}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t("noAccount")}{" "}
        <Link href="/sign-up" className="font-medium text-indigo-700 hover:underline">
          {t("toSignUp")}
        </Link>
      </p>
    </Form>
  );
}
