import type { ReactNode } from "react";
import { cn } from "./cn";

const TONES = {
  error: "bg-red-50 text-red-800 ring-red-200",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  info: "bg-sky-50 text-sky-800 ring-sky-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** Errors are announced at once (role=alert); other tones politely (role=status). */
export function Alert({ tone = "info", children, className }: { tone?: keyof typeof TONES; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-md px-4 py-3 text-sm ring-1 ring-inset", TONES[tone], className)}
    >
      {children}
    </div>
  );
}
