"use client";
import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { apiFetch } from "@/lib/api/client";
import type { ApiPath } from "@/lib/api/paths";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { zodResolver } from "@/lib/i18n/zod-resolver";

type Values = { password: string };

/**
 * The pages an e-mailed link opens that take a password with the link's token (confirming a sign-up, choosing a
 * new password): posts `{ token, password }` to `path`, puts the server's refusal on the field or above the form.
 */
export function useTokenPasswordForm(token: string, schema: z.ZodType<Values, Values>, path: ApiPath) {
  const t = useTranslations("auth");
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t("missingToken"));
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await apiFetch(path, { method: "POST", body: { token, password } });
      setDone(true);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ["password"])) setError((e as Error).message);
    }
  });
  return { form, onSubmit, done, error };
}

/** What such a page shows once its link did its work: the outcome and the way to sign in. */
export function LinkDone({ title, message }: { title: string; message: string }) {
  const t = useTranslations("auth");
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <Alert tone="success">{message}</Alert>
      <Link href="/sign-in" className="text-sm font-medium text-indigo-700 hover:underline">
        {t("toSignIn")}
      </Link>
    </div>
  );
}
