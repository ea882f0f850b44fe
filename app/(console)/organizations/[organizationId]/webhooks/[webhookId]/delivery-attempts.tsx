"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { WebhookDeliveryAnswer } from "@/lib/webhooks/schemas";

type Attempt = WebhookDeliveryAnswer["tries"][number];

/** The receiver's HTTP status ("HTTP 200"), or "No answer" when none came. */
export function HttpStatus({ statusCode }: { statusCode: number | null }) {
  const t = useTranslations("webhooks.delivery.attempt");
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  return (
    <span className={ok ? "font-mono font-semibold text-emerald-700" : "font-mono font-semibold text-red-700"}>
      {statusCode === null ? t("noAnswer") : `HTTP ${statusCode}`}
    </span>
  );
}

/** Each attempt of a delivery, newest first: when, the HTTP status, latency, error, and the answer's first characters. */
export function DeliveryAttempts({ tries }: { tries: Attempt[] }) {
  const t = useTranslations("webhooks.delivery");
  const format = useFormatter();
  if (tries.length === 0) return <p className="mt-3 text-sm text-slate-600">{t("noAttempts")}</p>;
  return (
    <ol className="mt-3 space-y-2" aria-label={t("attemptsCaption")}>
      {tries.map((attempt) => (
        <li key={attempt._id} className="rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200 ring-inset" data-testid="webhook-attempt">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-500">{t("attempt.time")}</dt>
            <dd className="text-slate-900">
              <time dateTime={attempt.startedAt}>{format.dateTime(new Date(attempt.startedAt), "short")}</time>
            </dd>
            <dt className="text-slate-500">{t("attempt.status")}</dt>
            <dd>
              <HttpStatus statusCode={attempt.statusCode} />
            </dd>
            <dt className="text-slate-500">{t("attempt.latency")}</dt>
            <dd className="text-slate-900">{t("attempt.latencyValue", { ms: attempt.durationMs })}</dd>
            {attempt.error && (
              <>
                <dt className="text-slate-500">{t("attempt.error")}</dt>
                <dd className="font-medium break-words text-red-700">{attempt.error}</dd>
              </>
            )}
            {attempt.statusCode !== null && (
              <>
                <dt className="text-slate-500">{t("attempt.response")}</dt>
                <dd className="min-w-0">
                  {attempt.responseExcerpt ? (
                    <pre className="max-h-40 overflow-auto rounded bg-white px-2 py-1.5 font-mono text-xs whitespace-pre-wrap break-all text-slate-800 ring-1 ring-slate-200 ring-inset">
                      {attempt.responseExcerpt}
                    </pre>
                  ) : (
                    <span className="text-slate-500 italic">{t("attempt.emptyBody")}</span>
                  )}
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ol>
  );
}
