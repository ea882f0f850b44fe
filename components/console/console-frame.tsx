"use client";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

/**
 * The console's frame. From `lg` up the sidebar stands at the left of the page; below it hides behind a menu
 * button in a top bar (the organization's name beside it) and opens as a drawer over the page, which goes inert.
 */
export function ConsoleFrame({
  title,
  sidebar,
  topbarActions,
  children,
}: {
  title: string;
  sidebar: ReactNode;
  /** Beside the menu button in the top bar (the notification bell). */
  topbarActions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  // The drawer is open on the page it was opened on only: navigating anywhere closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const drawerId = useId();
  const drawer = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const close = (toMenuButton: boolean) => {
    returnFocus.current = toMenuButton;
    setOpenOn(null);
  };

  useEffect(() => {
    if (!open) {
      // Back to the menu button once it is no longer inert (Escape, the close button, the backdrop).
      if (returnFocus.current) menuButton.current?.focus();
      returnFocus.current = false;
      return;
    }
    drawer.current?.querySelector<HTMLElement>("a, button, select")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:flex">
      <header
        inert={open}
        className="sticky top-0 z-30 flex items-center justify-between gap-3 bg-slate-900 px-4 py-2.5 text-white lg:hidden"
      >
        <p className="min-w-0 truncate font-semibold" title={title}>
          {title}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {topbarActions}
          <button
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpenOn(pathname)}
            className="inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-600 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-400"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M3 5h14v1.5H3zM3 9.25h14v1.5H3zM3 13.5h14V15H3z" />
            </svg>
            {t("menu")}
          </button>
        </div>
      </header>
      {open && <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" onClick={() => close(true)} />}
      <div
        id={drawerId}
        ref={drawer}
        role={open ? "dialog" : undefined}
        aria-modal={open || undefined}
        aria-label={open ? t("navigation") : undefined}
        // A link to the page already shown does not change the path: close on any link followed from the drawer.
        onClick={(event) => open && (event.target as HTMLElement).closest("a") && close(false)}
        className={cn(
          open ? "fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-hidden bg-slate-900 shadow-xl" : "hidden",
          "lg:block",
        )}
      >
        {open && (
          <button
            type="button"
            onClick={() => close(true)}
            className="absolute top-4 right-3 z-10 rounded-md px-2 py-1 text-sm font-medium text-slate-200 ring-1 ring-slate-600 hover:bg-slate-800 lg:hidden"
          >
            {t("closeMenu")}
          </button>
        )}
        {sidebar}
      </div>
      <main inert={open} className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:ml-64">
        <div className="mx-auto max-w-5xl">{children}</div>
      </main>
    </div>
  );
}
