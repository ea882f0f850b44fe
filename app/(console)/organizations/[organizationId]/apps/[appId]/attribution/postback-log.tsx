"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonStyle } from "@/components/ui/button-style";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { ToggleGroup } from "@/components/ui/toggle-group";
import type { PostbackOutcome } from "@/lib/attribution/partners";
import { postbackExportPath, usePostbackLog } from "@/lib/attribution/receiver/hooks/use-postback-log";
import type { PostbackItem } from "@/lib/attribution/receiver/schemas";

const FILTERS = ["all", "unmatched", "quarantined"] as const;
type Filter = (typeof FILTERS)[number];
const OUTCOMES: Record<Filter, PostbackOutcome[] | undefined> = {
  all: undefined,
  unmatched: ["UNMATCHED"],
  quarantined: ["QUARANTINED"],
};
const TONE: Record<PostbackOutcome, BadgeTone> = { ATTRIBUTED: "green", UNMATCHED: "yellow", QUARANTINED: "red" };

/**
 * The app's last 50 postbacks from its attribution partner, raw and with what became of each (counted, unmatched
 * and why, or quarantined as unreadable), filtered to the unmatched or quarantined ones, and the CSV export of them.
 */
export function PostbackLog({ organizationId, appId }: { organizationId: string; appId: string }) {
  const t = useTranslations("apps.postbackLog");
  const format = useFormatter();
  const [filter, setFilter] = useState<Filter>("all");
  const query = usePostbackLog(organizationId, appId, OUTCOMES[filter]);
  const postbacks = query.data?.items ?? [];

  const what = (postback: PostbackItem) => {
    if (!postback.kind) return "—";
    const kind = t(`kind.${postback.kind}`);
    if (!postback.eventName) return kind;
    const revenue = postback.revenue && postback.currency ? ` · ${postback.revenue} ${postback.currency}` : "";
    return `${kind}: ${postback.eventName}${revenue}`;
  };

  return (
    <section aria-labelledby="postback-log-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="postback-log-title" className="text-base font-semibold text-slate-900">
            {t("title")}
          </h2>
          <p className="text-sm text-slate-600">{t("intro")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ToggleGroup
            label={t("filter")}
            options={FILTERS}
            value={filter}
            onChange={setFilter}
            text={(option) => t(`filters.${option}`)}
          />
          <a
            href={postbackExportPath(organizationId, appId, OUTCOMES[filter])}
            download
            className={buttonStyle({ variant: "secondary", size: "sm" })}
          >
            {t("export")}
          </a>
        </div>
      </div>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {postbacks.length === 0 ? (
          <p className="rounded-lg bg-white px-4 py-6 text-sm text-slate-500 ring-1 ring-slate-200">{t(`empty.${filter}`)}</p>
        ) : (
          <Table caption={t("title")}>
            <thead>
              <tr>
                <Th>{t("columns.received")}</Th>
                <Th>{t("columns.outcome")}</Th>
                <Th>{t("columns.what")}</Th>
                <Th>{t("columns.ad")}</Th>
                <Th>{t("columns.raw")}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {postbacks.map((postback) => (
                <tr key={postback._id} className="align-top">
                  <Td label={t("columns.received")}>
                    <time dateTime={postback.receivedAt}>{format.dateTime(new Date(postback.receivedAt), "short")}</time>
                  </Td>
                  <Td label={t("columns.outcome")} className="whitespace-normal">
                    <Badge tone={TONE[postback.outcome]}>{t(`outcome.${postback.outcome}`)}</Badge>
                    {postback.outcomeReason && (
                      <span className="mt-1 block text-xs text-slate-600">
                        {t.has(`reason.${postback.outcomeReason}`) ? t(`reason.${postback.outcomeReason}`) : postback.outcomeReason}
                      </span>
                    )}
                  </Td>
                  <Td label={t("columns.what")} className="whitespace-normal">
                    {what(postback)}
                    {postback.country && <span className="block text-xs text-slate-500">{postback.country}</span>}
                  </Td>
                  <Td label={t("columns.ad")} className="font-mono text-xs">
                    {postback.adId ?? "—"}
                  </Td>
                  <Td label={t("columns.raw")} className="max-w-md whitespace-normal">
                    <details>
                      <summary className="cursor-pointer text-xs text-indigo-700">
                        {postback.method} · {t("showRaw")}
                      </summary>
                      <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap text-slate-700">
                        {[postback.rawQuery.split("&").join("\n"), postback.rawBody].filter(Boolean).join("\n\n")}
                      </pre>
                    </details>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>
    </section>
  );
}
