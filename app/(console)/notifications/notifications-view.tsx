"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { NotificationRow } from "@/components/notifications/notification-row";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { useMarkAllNotificationsRead } from "@/lib/notifications/hooks/use-mark-all-notifications-read";
import { useNotifications } from "@/lib/notifications/hooks/use-notifications";
import { Checkbox } from "@/components/ui/checkbox";

/** Every notification of the signed-in person, newest first, a page at a time. */
export function NotificationsView() {
  const t = useTranslations("notifications");
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications(unreadOnly);
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("pageTitle")}</h1>
          <p className="mt-1 text-sm text-slate-600">{t("pageSubtitle")}</p>
        </div>
        <div className="flex items-center gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Checkbox
              name="unreadOnly"
              checked={unreadOnly}
              onChange={(event) => setUnreadOnly(event.target.checked)}
              className="size-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-600"
            />
            {t("showUnreadOnly")}
          </label>
          <Button variant="secondary" size="sm" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
            {t("markAllRead")}
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {list.data ? t("unread", { count: unread }) : ""}
      </p>
      <section className="mt-6 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <QueryState isPending={list.isPending} error={list.error} onRetry={() => list.refetch()}>
          {items.length === 0 ? (
            <p className="px-5 py-8 text-center text-sm text-slate-600">{t("empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((item) => (
                <NotificationRow key={item._id} item={item} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <LoadMore query={list} label={t("loadMore")} />
    </>
  );
}
