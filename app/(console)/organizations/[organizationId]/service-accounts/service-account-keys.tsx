"use client";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ServiceAccountKey } from "@/lib/service-accounts/schemas";

const STATUS_TONE = { ACTIVE: "green", RETIRING: "yellow", EXPIRED: "red" } as const;

/** An account's working keys: prefix, status, limits, last use, and what may be done to each. */
export function ServiceAccountKeys({
  keys,
  disabledReason,
  onRotate,
  onRevoke,
}: {
  keys: ServiceAccountKey[];
  disabledReason?: string;
  onRotate: (key: ServiceAccountKey) => void;
  onRevoke: (key: ServiceAccountKey) => void;
}) {
  const t = useTranslations("serviceAccounts.key");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  if (keys.length === 0) return <p className="text-xs text-slate-500">{t("none")}</p>;
  return (
    <ul className="space-y-3">
      {keys.map((key) => (
        <li key={key._id} className="text-xs" data-testid={`key-${key.prefix}`}>
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-slate-800">{key.prefix}…</code>
            <Badge tone={STATUS_TONE[key.status]}>{t(`status.${key.status}`)}</Badge>
          </div>
          <p className="mt-1 text-slate-500">
            {t("limits", {
              ips: key.ipWhitelist.length,
              rate: key.rateLimit ? t("rate", { requests: key.rateLimit.requests, seconds: key.rateLimit.windowSeconds }) : "none",
            })}
          </p>
          {key.retiresAt ? (
            <p className="font-medium text-amber-800">{t("retires", { date: format.dateTime(new Date(key.retiresAt), "short") })}</p>
          ) : (
            key.expiresAt && <p className="text-slate-500">{t("expires", { date: format.dateTime(new Date(key.expiresAt), "short") })}</p>
          )}
          <p className="text-slate-500">
            {key.lastUsedAt ? t("lastUsed", { time: format.relativeTime(new Date(key.lastUsedAt), now) }) : t("neverUsed")}
          </p>
          <div className="mt-1 flex gap-1 max-sm:justify-end">
            {key.status !== "RETIRING" && (
              <Button
                size="sm"
                variant="ghost"
                className="shadow-none sm:-ml-2.5"
                disabledReason={disabledReason}
                onClick={() => onRotate(key)}
              >
                {t("rotate")}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              className={key.status === "RETIRING" ? "text-red-700 shadow-none sm:-ml-2.5" : "text-red-700 shadow-none"}
              disabledReason={disabledReason}
              onClick={() => onRevoke(key)}
            >
              {t("revoke")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
