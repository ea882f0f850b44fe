import type { ReactNode } from "react";

/** The facts a confirmation dialog shows before a decision (label: value), then what the decision does. */
export function DecisionSummary({ rows, children }: { rows: [label: string, value: ReactNode][]; children?: ReactNode }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
