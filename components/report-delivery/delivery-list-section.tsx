"use client";
import type { ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state";

/** Below a report dialog's form: what was asked for before (schedules, exports), loading, empty or listed. */
export function DeliveryListSection<T>({
  title,
  empty,
  query,
  items,
  testId,
  children,
}: {
  title: string;
  empty: string;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  items: T[];
  testId: string;
  /** One item's <li>. */
  children: (item: T) => ReactNode;
}) {
  return (
    <section className="mt-5 border-t border-slate-100 pt-4" aria-label={title}>
      <h3 className="text-sm font-medium text-slate-800">{title}</h3>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {items.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">{empty}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100" data-testid={testId}>
            {items.map(children)}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
