"use client";
import { useId, useState, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** Under 1024 px the operations list folds behind a button; wider, it is always shown as the sidebar. */
export function NavDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="mt-4 flex w-full items-center justify-between rounded-md px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 lg:hidden"
      >
        {label}
        <span aria-hidden="true">{open ? "▲" : "▼"}</span>
      </button>
      <div id={id} className={cn("mt-2 rounded-md ring-1 ring-slate-200 lg:mt-4 lg:block lg:ring-0", open ? "block px-1 py-2" : "hidden")}>
        {children}
      </div>
    </>
  );
}
