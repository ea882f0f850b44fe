"use client";
import type { ReactNode } from "react";
import { useFormatter } from "next-intl";
import { cn } from "./cn";

/** A history, newest first: a dot in the colour of the state reached, what happened, when and by whom, and why. */
export function Timeline({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <ol className="relative space-y-5 border-l border-slate-200 pl-6" aria-label={label} data-testid={testId}>
      {children}
    </ol>
  );
}

export function TimelineItem({
  dot,
  headline,
  at,
  details,
  quote,
  children,
}: {
  /** Tailwind background class of the dot. */
  dot: string;
  headline: ReactNode;
  /** ISO time of the event. */
  at: string;
  /** What follows the time on the second line ("by you · In review → Approved"). */
  details: ReactNode[];
  quote?: string | null;
  /** More about the event, below its time (what a change set). */
  children?: ReactNode;
}) {
  const format = useFormatter();
  return (
    <li className="relative">
      <span className={cn("absolute -left-[1.95rem] top-1 h-3 w-3 rounded-full ring-4 ring-white", dot)} aria-hidden />
      <p className="text-sm font-medium text-slate-900">{headline}</p>
      <p className="text-xs text-slate-500">
        <time dateTime={at}>{format.dateTime(new Date(at), "short")}</time>
        {details.map((detail, i) => (
          <span key={i}> · {detail}</span>
        ))}
      </p>
      {children && <div className="mt-1">{children}</div>}
      {quote && <blockquote className="mt-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-700">{quote}</blockquote>}
    </li>
  );
}
