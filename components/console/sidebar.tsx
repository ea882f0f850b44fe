"use client";
import { usePathname } from "next/navigation";
import { signOutToSignIn } from "@/lib/auth/sign-out-client";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { useLabels } from "@/lib/i18n/use-labels";
import { useMe } from "@/lib/members/hooks/use-me";
import { ProfileLocaleSwitcher } from "./profile-locale-switcher";
import { NAV_GROUPS, NAV_ITEMS } from "./nav-items";
import { OrganizationSwitcher } from "./organization-switcher";
import { ReviewCount } from "./review-count";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { IntentLink } from "@/components/ui/intent-link";

export function Sidebar({ organizationId, email }: { organizationId: string; email: string }) {
  const t = useTranslations();
  const labels = useLabels();
  const pathname = usePathname();
  const me = useMe(organizationId);
  // An area shows when its permission is held on the organization or on some of its apps (a scoped role).
  const granted = new Set<string>([...(me.data?.permissions ?? []), ...(me.data?.grants ?? []).map((grant) => grant.permission)]);
  const items = NAV_ITEMS.filter(
    (item) =>
      (!item.permission || granted.has(item.permission)) &&
      (!item.reviewerOnly || me.data?.reviewer) &&
      (!item.instanceAdminOnly || me.data?.instanceAdmin) &&
      (!item.memberOnly || me.data?.member),
  );
  const linkClass = (active: boolean) =>
    cn(
      // Compact rows on a desktop, so every group fits a 900 px-high window in either language; taller in the
      // phone's drawer, where a row is a finger's target.
      "block rounded-md px-3 py-2 text-sm font-medium lg:py-1",
      active ? "bg-slate-800 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white",
    );
  const link = (item: (typeof items)[number]) => {
    const href = `/organizations/${organizationId}/${item.segment}`;
    const active = pathname === href || pathname.startsWith(`${href}/`);
    return (
      <li key={item.segment}>
        <IntentLink href={href} aria-current={active ? "page" : undefined} className={linkClass(active)}>
          {t(`shell.nav.${item.labelKey}`)}
          {item.badge === "reviewQueues" && <ReviewCount reviewer={!!me.data?.reviewer} />}
        </IntentLink>
      </li>
    );
  };
  const groups = NAV_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group) }));
  // Only the navigation scrolls: the language and sign-out below it stay in view however long the list (a
  // reviewer's) or its words (Korean) are, in the fixed sidebar and in the phone's drawer alike.
  return (
    <aside className="flex min-h-0 w-full flex-1 flex-col gap-3 overflow-hidden bg-slate-900 px-4 py-4 text-slate-200 lg:fixed lg:inset-y-0 lg:w-64">
      <div className="flex items-center justify-between gap-2">
        <IntentLink href="/organizations" className="text-lg font-bold tracking-tight text-white">
          {t("common.appName")}
        </IntentLink>
        {/* Below lg the bell is in the top bar, outside the drawer. */}
        <div className="hidden lg:block">
          <NotificationBell placement="sidebar" />
        </div>
      </div>
      <OrganizationSwitcher organizationId={organizationId} />
      <nav aria-label={t("shell.navigation")} className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
        <ul>{items.filter((item) => !item.group).map(link)}</ul>
        {groups.map(({ group, items: inGroup }) =>
          // The API reference is every member's, so the developers' group always has an entry.
          inGroup.length > 0 || group === "developers" ? (
            <div key={group} className="mt-2">
              <p
                id={`nav-group-${group}`}
                className="px-3 pb-0.5 text-[11px] leading-4 font-semibold tracking-wide text-slate-400 uppercase"
              >
                {t(`shell.navGroups.${group}`)}
              </p>
              <ul aria-labelledby={`nav-group-${group}`}>
                {inGroup.map(link)}
                {group === "developers" && (
                  <li>
                    <IntentLink href="/docs/api" className={linkClass(false)}>
                      {t("shell.apiDocs")}
                    </IntentLink>
                  </li>
                )}
              </ul>
            </div>
          ) : null,
        )}
      </nav>
      <div className="shrink-0 space-y-2 border-t border-slate-800 pt-3 text-xs">
        {/* Wrapped, never cut: a long address, or the Korean words after it, stay readable. */}
        <p className="text-slate-400 [overflow-wrap:anywhere]" data-testid="signed-in-as">
          {t("shell.signedInAs", { email })}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          {me.data?.member && (
            <span className="text-slate-400">{t("shell.role", { role: labels.memberRoleName(me.data.member.roleName) })}</span>
          )}
          {me.data?.reviewer && <span className="font-medium text-amber-300">{t("shell.reviewer")}</span>}
          <IntentLink href="/profile" className="font-medium text-slate-300 hover:text-white hover:underline">
            {t("profile.link")}
          </IntentLink>
        </p>
        <div className="flex items-center justify-between gap-2">
          <ProfileLocaleSwitcher dark />
          <button
            type="button"
            onClick={() => signOutToSignIn()}
            className="rounded-md px-2 py-1 font-medium text-slate-300 ring-1 ring-slate-700 hover:bg-slate-800 hover:text-white"
          >
            {t("auth.signOut")}
          </button>
        </div>
      </div>
    </aside>
  );
}
