import { forwardRef, useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "./cn";

const BASE =
  "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 " +
  "placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-indigo-600 disabled:bg-slate-50 disabled:text-slate-500 " +
  "aria-[invalid=true]:ring-red-500";

/**
 * A control with neither an id nor a name gets a generated id: browsers' autofill and their form-field audits need
 * one of the two (a Field passes its own id).
 */
function useControlId(props: { id?: string; name?: string }): string | undefined {
  const generated = useId();
  return props.id ?? (props.name ? undefined : generated);
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  return <input ref={ref} {...props} id={useControlId(props)} className={cn(BASE, className)} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} rows={3} {...props} id={useControlId(props)} className={cn(BASE, className)} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...props }, ref) {
  return <select ref={ref} {...props} id={useControlId(props)} className={cn(BASE, "pr-8", className)} />;
});
