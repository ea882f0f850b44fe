"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { useOrganizationSearch } from "@/lib/review/hooks/use-organization-search";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** Finds organizations by part of their name; two of the same name are told apart by their creation date. */
export function OrganizationSearch({ onPick }: { onPick: (organizationId: string) => void }) {
  const t = useTranslations("review");
  const format = useFormatter();
  const [q, setQ] = useState("");
  const search = useOrganizationSearch(useDebouncedValue(q.trim()));
  const items = search.data?.items ?? [];
  return (
    <div className="space-y-4">
      <Form role="search" className="max-w-md">
        <Field label={t("charges.search")} hint={t("charges.searchHint")}>
          <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
        </Field>
      </Form>
      <QueryState isPending={search.isPending} error={search.error} onRetry={() => search.refetch()}>
        {items.length === 0 ? (
          <p className="text-sm text-slate-600">{t("charges.noResults")}</p>
        ) : (
          <ul aria-label={t("charges.results")} className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
            {items.map((item) => (
              <li key={item._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900" title={item._id}>
                    {item.name}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t("charges.created", { date: format.dateTime(new Date(item.createdAt), "short") })}
                  </p>
                </div>
                <Button size="sm" onClick={() => onPick(item._id)}>
                  {t("charges.pick", { organization: item.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
