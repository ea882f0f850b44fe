import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * A table that stays usable on a phone: from `sm` up it is an ordinary table (scrolling sideways in a focusable
 * box when it is wider than the page); below `sm` each row becomes a card and each cell a line that starts with
 * its column's name (the `label` of `Td`), so no column, and above all no action, is pushed off screen.
 */
export function Table({ children, caption }: { children: ReactNode; caption?: string }) {
  return (
    // Focusable so that a keyboard can scroll it when the columns are wider than the screen.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:overflow-x-auto"
    >
      <table className="w-full divide-y divide-slate-200 text-sm max-sm:block max-sm:[&>tbody]:block max-sm:[&>tbody>tr]:block max-sm:[&>tbody>tr]:px-4 max-sm:[&>tbody>tr]:py-3 max-sm:[&>thead]:sr-only sm:min-w-full">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      {...props}
      className={cn("bg-slate-50 px-4 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-600", className)}
    />
  );
}

/**
 * A column header that orders the table: a button naming the column, and `aria-sort` saying how the rows are
 * ordered now (the arrow shows it; an unsorted column's is faint).
 */
export function SortableTh({
  children,
  sorted,
  onSort,
  className,
}: {
  children: ReactNode;
  sorted: "ascending" | "descending" | null;
  onSort: () => void;
  className?: string;
}) {
  return (
    <Th aria-sort={sorted ?? undefined} className={className}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 font-semibold uppercase tracking-wide hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {children}
        <span aria-hidden="true" className={sorted ? "text-indigo-700" : "text-slate-300"}>
          {sorted === "ascending" ? "▲" : "▼"}
        </span>
      </button>
    </Th>
  );
}

/**
 * `label`: the column's name, written before the value when the row is a card (phones). Cells without one (the
 * row's title, its actions) take the card's whole width.
 */
export function Td({ className, label, children, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { label?: string }) {
  return (
    <td
      {...props}
      className={cn(
        // A cell keeps to one line unless its own classes say how it wraps (cn does not merge conflicting classes).
        !/(^|\s)whitespace-/.test(className ?? "") && "whitespace-nowrap",
        "px-4 py-3 text-slate-800",
        "max-sm:flex max-sm:w-auto max-sm:max-w-none max-sm:min-w-0 max-sm:items-baseline max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:whitespace-normal",
        label ? "max-sm:justify-between max-sm:text-right" : "max-sm:text-left",
        className,
      )}
    >
      {label && (
        // The table's header already names the column for screen readers.
        <span aria-hidden="true" className="shrink-0 text-left text-xs font-semibold text-slate-600 sm:hidden">
          {label}
        </span>
      )}
      {/* A box only on phones: from `sm` up the cell lays out (and truncates) its content itself. */}
      <div className="min-w-0 max-sm:flex-1 max-sm:break-words sm:contents">{children}</div>
    </td>
  );
}

/** What a list shows when it has no rows yet (or none match the filters). */
export function TableEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-white px-5 py-10 text-center text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">{children}</p>;
}
