"use client";
import { useEffect, useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useLatestNotifications } from "@/lib/notifications/hooks/use-latest-notifications";
import { useMarkAllNotificationsRead } from "@/lib/notifications/hooks/use-mark-all-notifications-read";

// The rows (the words of every event type) load when the panel first opens, not with every console page.
const NotificationRow = dynamic(() => import("./notification-row").then((m) => m.NotificationRow));

/**
 * The bell: the unread count on a button that opens the latest notifications (mark all read, each a link to its
 * object, and the full page). Escape or a click outside closes it and gives focus back to the bell.
 */
export function NotificationBell({ placement }: { placement: "sidebar" | "topbar" }) {
  const t = useTranslations("notifications");
  const latest = useLatestNotifications();
  const markAll = useMarkAllNotificationsRead();
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const unread = latest.data?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t("bell")}, ${t("unread", { count: unread })}`}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-200 ring-1 ring-slate-700 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M10 2a5 5 0 0 0-5 5v2.6c0 .5-.2 1-.5 1.4L3.3 12.6A1 1 0 0 0 4.1 14h11.8a1 1 0 0 0 .8-1.4L15.5 11a2.4 2.4 0 0 1-.5-1.4V7a5 5 0 0 0-5-5Zm-2.3 13.5a2.5 2.5 0 0 0 4.6 0H7.7Z" />
        </svg>
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-1.5 -right-1.5 inline-flex min-w-5 justify-center rounded-full bg-red-700 px-1 text-[11px] leading-5 font-semibold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          ref={panel}
          role="region"
          aria-labelledby={headingId}
          tabIndex={-1}
          className={cn(
            "fixed z-50 flex max-h-[80vh] flex-col overflow-hidden rounded-lg bg-white text-slate-900 shadow-xl ring-1 ring-slate-200 focus:outline-none",
            placement === "sidebar" ? "top-4 left-[17rem] w-[26rem]" : "inset-x-2 top-14",
          )}
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <h2 id={headingId} className="text-sm font-semibold">
              {t("panelTitle")}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
              {t("markAllRead")}
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {latest.error ? (
              <p className="px-4 py-6 text-sm text-red-700">{t("loadFailed")}</p>
            ) : latest.data && latest.data.items.length === 0 ? (
              <p className="px-4 py-6 text-sm text-slate-600">{t("empty")}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {latest.data?.items.map((item) => (
                  <NotificationRow key={item._id} item={item} compact onFollow={() => setOpenOn(null)} />
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-100 px-4 py-2.5">
            <Link href="/notifications" onClick={() => setOpenOn(null)} className="text-sm font-medium text-indigo-700 hover:underline">
              {t("seeAll")}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
