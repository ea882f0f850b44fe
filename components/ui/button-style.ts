import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-indigo-600 text-white hover:bg-indigo-500 focus-visible:outline-indigo-600",
  secondary: "bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-indigo-600",
  danger: "bg-red-600 text-white hover:bg-red-500 focus-visible:outline-red-600",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-indigo-600",
};

/** A button's look, for a link that acts as one (server components style links with it too). */
export function buttonStyle({ variant = "primary", size = "md" }: { variant?: ButtonVariant; size?: "sm" | "md" } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-1.5 rounded-md font-semibold shadow-sm transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
    size === "sm" ? "px-2.5 py-1.5 text-xs" : "px-3.5 py-2 text-sm",
    VARIANTS[variant],
  );
}
