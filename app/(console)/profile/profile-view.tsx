"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { Controller, useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useFormatter, useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Form } from "@/components/ui/form";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { LOCALE_COOKIE, LOCALE_LABELS, LOCALES, TIME_ZONE_COOKIE } from "@/lib/i18n/config";
import { useChangePassword } from "@/lib/users/hooks/use-change-password";
import { useProfile } from "@/lib/users/hooks/use-profile";
import { useSessions } from "@/lib/users/hooks/use-sessions";
import { useSignOutEverywhere } from "@/lib/users/hooks/use-sign-out-everywhere";
import { useUpdateProfile } from "@/lib/users/hooks/use-update-profile";
import type { changePasswordBody, updateProfileBody, Profile, SessionInfo } from "@/lib/users/profile-schemas";
import { TimeZonePicker } from "@/components/time-zone-picker";
import { NotificationPreferencesCard } from "./notification-preferences-card";
import { TwoFactorCard } from "./two-factor-card";

type Notice = { tone: "success" | "error"; text: string } | null;

function DetailsForm({ profile }: { profile: Profile }) {
  const t = useTranslations("profile");
  const common = useTranslations("common");
  const router = useRouter();
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<z.input<typeof updateProfileBody>>({
    resolver: lazyZodResolver(() => import("@/lib/users/profile-schemas").then((m) => m.updateProfileBody)),
    values: { fullName: profile.fullName, locale: profile.locale as "en" | "ko", timezone: profile.timezone },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await update.mutateAsync(values);
      // The console follows the profile: its language and time zone cookies take the saved values.
      rememberPreferences(saved.locale, saved.timezone);
      setNotice({ tone: "success", text: t("saved") });
      router.refresh();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ["fullName", "locale", "timezone"]))
        setNotice({ tone: "error", text: (e as Error).message });
    }
  });
  const { errors } = form.formState;
  return (
    <Card title={t("details")}>
      <Form onSubmit={onSubmit} className="space-y-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Field label={t("email")}>
          <Input value={profile.email} readOnly disabled />
        </Field>
        <Field label={t("fullName")} error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register("fullName")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("locale")} hint={t("localeHint")} error={errors.locale?.message}>
            <Select {...form.register("locale")}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_LABELS[l]}
                </option>
              ))}
            </Select>
          </Field>
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <TimeZonePicker
                value={field.value}
                onChange={field.onChange}
                label={t("timezone")}
                hint={t("timezoneHint")}
                error={errors.timezone?.message}
              />
            )}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? common("saving") : common("save")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function PasswordForm() {
  const t = useTranslations("profile");
  const change = useChangePassword();
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<z.input<typeof changePasswordBody>>({
    resolver: lazyZodResolver(() => import("@/lib/users/profile-schemas").then((m) => m.changePasswordBody)),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      setNotice({ tone: "success", text: t("passwordChanged") });
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ["currentPassword", "newPassword"]))
        setNotice({ tone: "error", text: (e as Error).message });
    }
  });
  const { errors } = form.formState;
  return (
    <Card title={t("password")} description={t("passwordHint")}>
      <Form onSubmit={onSubmit} className="space-y-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Field label={t("currentPassword")} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
        </Field>
        <Field label={t("newPassword")} error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t("changing") : t("changePassword")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function SessionsCard() {
  const t = useTranslations("profile");
  const format = useFormatter();
  const sessions = useSessions();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOutEverywhere = async () => {
    try {
      await everywhere.mutateAsync();
      // Stay on this origin whatever NEXTAUTH_URL says: clear the cookie, then leave for the sign-in page.
      await signOut({ redirect: false });
      window.location.assign("/sign-in");
    } catch (e) {
      setError((e as Error).message);
      setConfirming(false);
    }
  };
  return (
    <Card
      title={t("sessions")}
      description={t("sessionsHint")}
      actions={
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t("signOutEverywhere")}
        </Button>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <QueryState isPending={sessions.isPending} error={sessions.error} onRetry={() => sessions.refetch()}>
        <ul aria-label={t("sessions")} className="divide-y divide-slate-100 text-sm">
          {sessions.data?.map((session) => (
            <li key={session.id} className="py-2" data-testid="session">
              <p className="font-medium text-slate-800">
                <SessionBrowser session={session} />
                {session.current && <span className="ml-2 text-xs font-normal text-indigo-700">({t("thisSession")})</span>}
              </p>
              <p className="text-xs text-slate-500">
                {t("sessionLine", {
                  ip: session.ip ?? "?",
                  signedIn: format.dateTime(new Date(session.createdAt), "short"),
                  lastSeen: format.dateTime(new Date(session.lastSeenAt), "short"),
                })}
                {" · "}
                <span data-testid="session-factor">{t(`twoFactor.factor.${session.factor}`)}</span>
              </p>
            </li>
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={signOutEverywhere}
        title={t("signOutEverywhereTitle")}
        description={t("signOutEverywhereDescription")}
        confirmLabel={t("signOutEverywhere")}
        danger
        pending={everywhere.isPending}
      />
    </Card>
  );
}

/** "Chrome 131 on macOS Sonoma" (named by the server), with the User-Agent as it came on hover. */
function SessionBrowser({ session }: { session: SessionInfo }) {
  const t = useTranslations("profile");
  if (!session.userAgent) return <>{t("unknownDevice")}</>;
  const name = session.browser && session.os ? t("browserOn", { browser: session.browser, os: session.os }) : session.browser;
  return <span title={session.userAgent}>{name ?? session.userAgent}</span>;
}

/** The console's language and time zone cookies follow the saved profile. */
function rememberPreferences(locale: string, timezone: string) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timezone)}; path=/; max-age=31536000; samesite=lax`;
}

export function ProfileView() {
  const profile = useProfile();
  return (
    <div className="mt-6 space-y-6">
      <QueryState isPending={profile.isPending} error={profile.error} onRetry={() => profile.refetch()}>
        {profile.data && <DetailsForm profile={profile.data} />}
      </QueryState>
      {profile.data && <NotificationPreferencesCard email={profile.data.email} />}
      <PasswordForm />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
