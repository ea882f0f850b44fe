"use client";
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { buttonStyle } from "@/components/ui/button-style";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { retryWait } from "@/lib/auth/retry-wait";
import { passkeyAnswer, signInWithSecondFactor, type SecondFactorStep } from "@/lib/auth/sign-in-client";

type Problem = { kind: "wrong" | "passkey" | "unavailable" } | { kind: "throttled"; retryAfter: number };

/** The second step of a sign-in: a code from the authenticator app, a recovery code, or a passkey. */
export function SecondFactorForm({ step, callbackUrl, onRestart }: { step: SecondFactorStep; callbackUrl: string; onRestart: () => void }) {
  const t = useTranslations("auth.twoFactor");
  const router = useRouter();
  const [mode, setMode] = useState<"totp" | "recovery-code">(step.methods.includes("totp") ? "totp" : "recovery-code");
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);

  async function finish(outcome: Awaited<ReturnType<typeof signInWithSecondFactor>>, used: "totp" | "recovery-code" | "passkey") {
    if (!outcome.ok) {
      if (outcome.retryAfter) setProblem({ kind: "throttled", retryAfter: outcome.retryAfter });
      else setProblem({ kind: outcome.unavailable ? "unavailable" : used === "passkey" ? "passkey" : "wrong" });
      return;
    }
    if (used === "recovery-code") {
      // Say how many are left before going on: the last ones should be replaced in time.
      const status = (await fetch("/api/auth/two-factor").then((r) => (r.ok ? r.json() : null))) as { recoveryCodesLeft?: number } | null;
      setCodesLeft(status?.recoveryCodesLeft ?? 0);
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  async function submit() {
    setProblem(null);
    setBusy(true);
    try {
      const factor = mode === "totp" ? { code: value.replace(/\s/g, "") } : { recoveryCode: value.trim() };
      await finish(await signInWithSecondFactor(step.token, factor, callbackUrl), mode);
    } finally {
      setBusy(false);
    }
  }

  async function answerWithPasskey() {
    setProblem(null);
    setBusy(true);
    try {
      const answer = await passkeyAnswer(step.token);
      if (!answer) return setProblem({ kind: "passkey" });
      await finish(await signInWithSecondFactor(step.token, { passkey: answer }, callbackUrl), "passkey");
    } finally {
      setBusy(false);
    }
  }

  if (codesLeft !== null) {
    return (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold text-slate-900">{t("recoveryUsedTitle")}</h1>
        <Alert tone={codesLeft <= 2 ? "warning" : "info"}>{t("recoveryCodesLeft", { count: codesLeft })}</Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href="/profile#two-factor" className={buttonStyle({ variant: "secondary" })}>
            {t("manageCodes")}
          </Link>
          <Button
            type="button"
            onClick={() => {
              router.replace(callbackUrl);
              router.refresh();
            }}
          >
            {t("continue")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      <h1 className="text-lg font-semibold text-slate-900">{t("title")}</h1>
      <p className="text-sm text-slate-600">{t(mode === "totp" ? "totpHint" : "recoveryHint")}</p>
      {problem && (
        <Alert tone="error">
          {problem.kind === "throttled"
            ? t("rateLimited", retryWait(problem.retryAfter))
            : t(
                problem.kind === "wrong"
                  ? mode === "totp"
                    ? "wrongCode"
                    : "wrongRecoveryCode"
                  : problem.kind === "passkey"
                    ? "passkeyFailed"
                    : "unavailable",
              )}
        </Alert>
      )}
      <Field label={t(mode === "totp" ? "code" : "recoveryCode")}>
        <Input
          key={mode}
          name={mode === "totp" ? "code" : "recoveryCode"}
          autoFocus
          autoComplete="one-time-code"
          inputMode={mode === "totp" ? "numeric" : "text"}
          maxLength={mode === "totp" ? 8 : 20}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={busy || !value.trim()}>
        {busy ? t("verifying") : t("verify")}
      </Button>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm">
        {step.methods.includes("passkey") && (
          <Button type="button" variant="secondary" onClick={() => void answerWithPasskey()} disabled={busy}>
            {t("usePasskey")}
          </Button>
        )}
        {step.methods.includes("totp") && (
          <button
            type="button"
            className="text-left font-medium text-indigo-700 hover:underline"
            onClick={() => {
              setMode(mode === "totp" ? "recovery-code" : "totp");
              setValue("");
              setProblem(null);
            }}
          >
            {t(mode === "totp" ? "useRecoveryCode" : "useApp")}
          </button>
        )}
        <button type="button" className="text-left text-slate-600 hover:underline" onClick={onRestart}>
          {t("startOver")}
        </button>
      </div>
    </Form>
  );
}
