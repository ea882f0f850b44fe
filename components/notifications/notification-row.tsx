"use client";
import Link from "next/link";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { useMarkNotificationRead } from "@/lib/notifications/hooks/use-mark-notification-read";
import type { NotificationItem } from "@/lib/notifications/schemas";
import { useNotificationWords } from "./use-notification-words";

/** One notification: its words as a link to the object's page (following it marks it read), where and when. */
export function NotificationRow({ item, onFollow, compact }: { item: NotificationItem; onFollow?: () => void; compact?: boolean }) {
  const t = useTranslations("notifications");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const words = useNotificationWords()(item);
  const markRead = useMarkNotificationRead();
  const unread = item.readAt === null;
  const created = new Date(item.createdAt);
  return (
    <li className={cn("relative flex gap-3", compact ? "px-4 py-3" : "px-5 py-4", unread ? "bg-indigo-50/60" : "bg-white")}>
      <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", unread ? "bg-indigo-600" : "bg-transparent")} />
      <div className="min-w-0 flex-1">
        <Link
          href={words.href}
          onClick={() => {
            if (unread) markRead.mutate(item._id);
            onFollow?.();
          }}
          className={cn(
            "block text-sm break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600",
            unread && "font-semibold",
            // The whole row follows the link.
            "after:absolute after:inset-0",
          )}
        >
          {unread && <span className="sr-only">{`${t("new")}: `}</span>}
          {words.text}
        </Link>
        <p className="mt-0.5 text-xs text-slate-600">
          <span>{item.organizationName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.createdAt} title={format.dateTime(created, { dateStyle: "medium", timeStyle: "short" })}>
            {format.relativeTime(created, now)}
          </time>
        </p>
      </div>
    </li>
  );
}
