"use client";
import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { apiFetch } from "@/lib/api/client";
import { browserTimeZone } from "@/lib/time-zone-names";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { apiPath } from "@/lib/api/paths";
import { signInWithPassword } from "@/lib/auth/sign-in-client";
import { useLabels } from "@/lib/i18n/use-labels";
import type { invitationSchema } from "@/lib/members/invitation-schemas";
import { fullNameSchema, passwordSchema } from "@/lib/users/schemas";

type Invitation = z.infer<typeof invitationSchema>;
const formSchema = z.object({ fullName: fullNameSchema, password: passwordSchema });
type Values = z.input<typeof formSchema>;

export function InvitationView({ token, signedInEmail }: { token: string; signedInEmail: string | null }) {
  const t = useTranslations("auth");
  const labels = useLabels();
  const router = useRouter();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(formSchema) });
  const path = apiPath.auth.invitation(token);

  useEffect(() => {
    apiFetch<Invitation>(path).then(setInvitation, () => setError(t("invalidLink")));
  }, [path, t]);

  const land = (organizationId: string) => {
    router.replace(`/organizations/${organizationId}`);
    router.refresh();
  };

  const acceptSignedIn = async () => {
    setAccepting(true);
    setError(null);
    try {
      land((await apiFetch<{ organizationId: string }>(apiPath.auth.acceptInvitation(token), { method: "POST", body: {} })).organizationId);
    } catch (e) {
      setError((e as Error).message);
      setAccepting(false);
    }
  };

  const acceptBySignUp = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const accepted = await apiFetch<{ organizationId: string; email: string }>(apiPath.auth.acceptInvitation(token), {
        method: "POST",
        body: { ...values, timeZone: browserTimeZone() },
      });
      const signedIn = await signInWithPassword(accepted.email, values.password);
      if (signedIn.ok) land(accepted.organizationId);
      else router.replace(`/sign-in?callbackUrl=${encodeURIComponent(`/organizations/${accepted.organizationId}`)}`);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ["fullName", "password"])) setError((e as Error).message);
    }
  });

  if (!invitation) {
    return error ? (
      <div className="space-y-4">
        <h1 className="text-lg font-semibold text-slate-900">{t("invitationTitle")}</h1>
        <Alert tone="error">{error}</Alert>
      </div>
    ) : null;
  }

  const role = labels.memberRoleName(invitation.roleName);
  const summary = t("invitationSummary", { organization: invitation.organizationName, role, email: invitation.email });
  const sameAccount = signedInEmail?.toLowerCase() === invitation.email;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">{t("invitationTitle")}</h1>
      <p className="text-sm text-slate-700">{summary}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {signedInEmail && sameAccount && (
        <Button className="w-full" onClick={acceptSignedIn} disabled={accepting}>
          {accepting ? t("accepting") : t("accept")}
        </Button>
      )}
      {signedInEmail && !sameAccount && (
        <>
          <Alert tone="warning">{t("invitationSignInAs", { email: invitation.email })}</Alert>
          <Button variant="secondary" onClick={() => signOut({ redirect: false }).then(() => window.location.reload())}>
            {t("signOut")}
          </Button>
        </>
      )}
      {!signedInEmail && invitation.accountExists && (
        <>
          <p className="text-sm text-slate-600">{t("invitationSignIn", { email: invitation.email })}</p>
          <Link
            href={`/sign-in?callbackUrl=${encodeURIComponent(`/invitations/${token}`)}`}
            className="inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
          >
            {t("signInToAccept")}
          </Link>
        </>
      )}
      {!signedInEmail && !invitation.accountExists && (
        <Form onSubmit={acceptBySignUp} className="space-y-4">
          <p className="text-sm text-slate-600">{t("invitationSignUp")}</p>
          <Field label={t("email")}>
            <Input type="email" value={invitation.email} readOnly disabled />
          </Field>
          <Field label={t("fullName")} error={form.formState.errors.fullName?.message}>
            <Input autoComplete="name" autoFocus {...form.register("fullName")} />
          </Field>
          <Field label={t("password")} hint={t("passwordHint")} error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("password")} />
          </Field>
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("accepting") : t("acceptAndJoin")}
          </Button>
        </Form>
      )}
    </div>
  );
}
