"use client";
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";

/** Opens the confirmation link once (the token is single use), then sends the person to sign in. */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("auth");
  const [state, setState] = useState<{ tone: "info" | "success" | "error"; text: string }>(
    token ? { tone: "info", text: t("verifying") } : { tone: "error", text: t("missingToken") },
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    apiFetch(apiPath.auth.verifyEmail(), { method: "POST", body: { token } })
      .then(() => setState({ tone: "success", text: t("verified") }))
      .catch((e: Error) => setState({ tone: "error", text: e.message }));
  }, [token, t]);
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("verifyTitle")}</h1>
      <Alert tone={state.tone}>{state.text}</Alert>
      <Link href="/sign-in" className="text-sm font-medium text-indigo-700 hover:underline">
        {t("toSignIn")}
      </Link>
    </div>
  );
}
