"use client";
import { useId, useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { MAIL_PREFERENCE_GROUPS, type MailPreferenceGroup } from "@/lib/events/event-types";
import { useNotificationPreferences } from "@/lib/notifications/hooks/use-notification-preferences";
import { useUpdateNotificationPreferences } from "@/lib/notifications/hooks/use-update-notification-preferences";
import { useOrganizations } from "@/lib/organizations/hooks/use-organizations";

function GroupSwitch({
  group,
  on,
  disabled,
  onChange,
}: {
  group: MailPreferenceGroup;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useTranslations("notifications");
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={labelId} className="text-sm font-medium text-slate-900">
          {t(`groups.${group}.name`)}
        </p>
        <p id={descriptionId} className="text-sm text-slate-500">
          {t(`groups.${group}.covers`)}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange(!on)}
        title={on ? t("preferences.mailOn") : t("preferences.mailOff")}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50",
          on ? "bg-indigo-600" : "bg-slate-300",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            on ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
    </li>
  );
}

function Switches({ organizationId }: { organizationId: string }) {
  const t = useTranslations("notifications");
  const preferences = useNotificationPreferences(organizationId);
  const update = useUpdateNotificationPreferences(organizationId);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const change = async (group: MailPreferenceGroup, on: boolean) => {
    setNotice(null);
    try {
      await update.mutateAsync({ email: { [group]: on } });
      setNotice({ tone: "success", text: t("preferences.saved") });
    } catch (error) {
      setNotice({ tone: "error", text: (error as Error).message });
    }
  };
  return (
    <QueryState isPending={preferences.isPending} error={preferences.error} onRetry={() => preferences.refetch()}>
      {preferences.data && (
        <ul className="divide-y divide-slate-100">
          {MAIL_PREFERENCE_GROUPS.map((group) => (
            <GroupSwitch
              key={group}
              group={group}
              on={preferences.data.email[group]}
              disabled={update.isPending}
              onChange={(on) => change(group, on)}
            />
          ))}
        </ul>
      )}
      <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
    </QueryState>
  );
}

/** Which notifications are also e-mailed, per organization and group (the bell shows them all). */
export function NotificationPreferencesCard({ email }: { email: string }) {
  const t = useTranslations("notifications");
  const organizations = useOrganizations();
  const asked = useSearchParams().get("organization");
  const items = organizations.data?.items ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const organizationId = chosen ?? (items.some((item) => item._id === asked) ? asked : items[0]?._id);
  return (
    <div id="notifications" className="scroll-mt-6">
      <Card title={t("preferences.title")} description={t("preferences.description", { email })}>
        <QueryState isPending={organizations.isPending} error={organizations.error} onRetry={() => organizations.refetch()}>
          {items.length === 1 && (
            <p className="mb-1 text-sm font-medium text-slate-700">{t("preferences.single", { organization: items[0].name })}</p>
          )}
          {items.length > 1 && (
            <div className="mb-2 max-w-sm">
              <Field label={t("preferences.organization")}>
                <Select value={organizationId ?? ""} onChange={(event) => setChosen(event.target.value)}>
                  {items.map((item) => (
                    <option key={item._id} value={item._id}>
                      {item.name}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          )}
          {organizationId ? (
            <Switches key={organizationId} organizationId={organizationId} />
          ) : (
            <p className="text-sm text-slate-600">{t("preferences.noOrganizations")}</p>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
