"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { passkeyAnswer, signInWithPasskey, signInWithPassword, type SecondFactorStep } from "@/lib/auth/sign-in-client";
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
import { SecondFactorForm } from "./second-factor-form";

const signInSchema = z.object({ email: emailSchema, password: z.string().min(1, "required") });
type SignInValues = z.infer<typeof signInSchema>;

export function SignInForm({ callbackUrl, mailOff }: { callbackUrl: string; mailOff: boolean }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [failed, setFailed] = useState<false | "credentials" | "unavailable" | "passkey">(false);
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const [secondStep, setSecondStep] = useState<SecondFactorStep | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { register, handleSubmit, formState, resetField } = useForm<SignInValues>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    setRetryAfter(null);
    const outcome = await signInWithPassword(values.email, values.password, callbackUrl);
    if (!outcome.ok) {
      if (outcome.secondFactor) setSecondStep(outcome.secondFactor);
      else if (outcome.retryAfter) setRetryAfter(outcome.retryAfter);
      else setFailed(outcome.unavailable ? "unavailable" : "credentials");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  // A passkey alone signs in where the browser offers one (its authenticator verifies the user: PIN, biometrics).
  async function signInByPasskey() {
    setFailed(false);
    setRetryAfter(null);
    setPasskeyBusy(true);
    try {
      const answer = await passkeyAnswer();
      const outcome = answer ? await signInWithPasskey(answer, callbackUrl) : null;
      if (!outcome?.ok) {
        if (outcome?.retryAfter) setRetryAfter(outcome.retryAfter);
        else setFailed(outcome?.unavailable ? "unavailable" : "passkey");
        return;
      }
      router.replace(callbackUrl);
      router.refresh();
    } finally {
      setPasskeyBusy(false);
    }
  }

  if (secondStep) {
    return (
      <SecondFactorForm
        step={secondStep}
        callbackUrl={callbackUrl}
        onRestart={() => {
          resetField("password");
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <Form onSubmit={onSubmit} className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("signInTitle")}</h1>
      {failed && (
        <Alert tone="error">
          {t(failed === "unavailable" ? "serviceUnavailable" : failed === "passkey" ? "twoFactor.passkeyFailed" : "invalidCredentials")}
        </Alert>
      )}
      {failed === "credentials" && mailOff && <Alert tone="info">{t("noMailSignIn")}</Alert>}
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
      <Button type="button" variant="secondary" className="w-full" onClick={() => void signInByPasskey()} disabled={passkeyBusy}>
        {t("twoFactor.signInWithPasskey")}
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
