"use client";
import { Fragment, useState, type FormEvent } from "react";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { ChangeList } from "@/components/audit/change-list";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useAuditLog } from "@/lib/audit/hooks/use-audit-log";
import { AUDIT_URL_DEFAULTS, type AuditFilter } from "@/lib/audit/query-keys";
import { useSearchParamsState } from "@/lib/use-search-params-state";
import { dayRangeToQuery } from "@/lib/balance/day-range";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function AuditLogView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("audit");
  const format = useFormatter();
  const timeZone = useTimeZone() ?? "UTC";
  const [url, setUrl] = useSearchParamsState(AUDIT_URL_DEFAULTS);
  const applied = { ...url, from: DAY.test(url.from) ? url.from : "", to: DAY.test(url.to) ? url.to : "" };
  const [form, setForm] = useState(applied);
  // When the URL changes under the form (back button, a shared link), the form shows what it says.
  const [shown, setShown] = useState(applied);
  if (Object.keys(AUDIT_URL_DEFAULTS).some((key) => shown[key as keyof typeof applied] !== applied[key as keyof typeof applied])) {
    setShown(applied);
    setForm(applied);
  }
  // The days are the organization's: from the start of the first to the start of the day after the last.
  const filter = Object.fromEntries(
    Object.entries({
      actor: applied.actor.trim(),
      action: applied.action.trim(),
      target: applied.target.trim(),
      ...dayRangeToQuery(applied.from, applied.to, timeZone),
    }).filter(([, v]) => v),
  ) as AuditFilter;
  const query = useAuditLog(organizationId, filter);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setUrl({ actor: form.actor.trim(), action: form.action.trim(), target: form.target.trim(), from: form.from, to: form.to });
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <div>
      <PageHeader title={t("title")} description={t("description")} />
      <Form onSubmit={apply} className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-6" aria-label={t("filters")}>
        <Field label={t("actor")} hint={t("actorHint")}>
          <Input {...field("actor")} spellCheck={false} />
        </Field>
        <Field label={t("action")} hint={t("actionHint")}>
          <Input {...field("action")} spellCheck={false} />
        </Field>
        <Field label={t("target")}>
          <Input {...field("target")} spellCheck={false} />
        </Field>
        <Field label={t("from")}>
          <Input type="date" {...field("from")} />
        </Field>
        <Field label={t("to")}>
          <Input type="date" {...field("to")} />
        </Field>
        <div className="flex items-end">
          <Button type="submit">{t("apply")}</Button>
        </div>
      </Form>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        <Table caption={t("title")}>
          <thead>
            <tr>
              <Th>{t("when")}</Th>
              <Th>{t("who")}</Th>
              <Th>{t("what")}</Th>
              <Th>{t("targetColumn")}</Th>
              <Th>{t("fields")}</Th>
              <Th>{t("from_ip")}</Th>
            </tr>
          </thead>
          {/* Action (at its colons), target and fields wrap inside their cells (cells do not wrap by default), so the
              IP column stays on screen beside the sidebar at 1440 px. */}
          <tbody className="divide-y divide-slate-100" data-testid="audit-rows">
            {items.length === 0 ? (
              <tr>
                <Td colSpan={6} className="py-10 text-center text-slate-500">
                  {t("empty")}
                </Td>
              </tr>
            ) : (
              items.map((entry) => (
                <tr key={entry._id}>
                  <Td className="whitespace-nowrap text-slate-600">
                    <time dateTime={entry.createdAt}>{format.dateTime(new Date(entry.createdAt), "short")}</time>
                  </Td>
                  <Td label={t("who")}>
                    <div className="font-medium text-slate-900">
                      {entry.actor.serviceAccount?.name ?? entry.actor.fullName ?? entry.actor.email ?? t("anonymous")}
                    </div>
                    <div className="text-xs text-slate-500">{t(`via.${entry.actor.via}`)}</div>
                  </Td>
                  <Td label={t("what")}>
                    <div className="whitespace-normal">
                      {t.has(`actions.${entry.action}`) && <div className="text-slate-900">{t(`actions.${entry.action}`)}</div>}
                      <code className="text-xs text-slate-500">
                        {entry.action.split(":").map((part, index) => (
                          <Fragment key={index}>
                            {index > 0 && (
                              <>
                                :<wbr />
                              </>
                            )}
                            {part}
                          </Fragment>
                        ))}
                      </code>
                    </div>
                  </Td>
                  <Td label={t("targetColumn")}>
                    {/* Its name while it exists; the id stays beside it for the filter and the API. */}
                    {entry.targetName && <span className="block break-words whitespace-normal text-slate-900">{entry.targetName}</span>}
                    <code className="block text-xs break-all whitespace-normal text-slate-500">{entry.targetId ?? "—"}</code>
                  </Td>
                  <Td label={t("fields")} className="text-slate-600">
                    {/* What the change set, from what to what; an entry that kept no values names its fields in words
                        (the API's names stay in the tooltip). A field this console does not know (a newer server's)
                        shows as it is. */}
                    {entry.changes && Object.keys(entry.changes).length ? (
                      <ChangeList changes={entry.changes} testId="audit-changes" />
                    ) : (
                      <span className="whitespace-normal" title={entry.fields.join(", ") || undefined}>
                        {entry.fields.map((field) => (t.has(`fieldNames.${field}`) ? t(`fieldNames.${field}`) : field)).join(", ") || "—"}
                      </span>
                    )}
                  </Td>
                  <Td label={t("from_ip")} className="text-slate-600" title={entry.requestId ?? undefined}>
                    {entry.ip ?? "—"}
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <LoadMore query={query} label={t("more")} />
      </QueryState>
    </div>
  );
}
