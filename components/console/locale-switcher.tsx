"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { LOCALE_COOKIE, LOCALE_LABELS, LOCALES, type Locale } from "@/lib/i18n/config";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * The page's language (a cookie). Signed in, `save` also stores the choice in the profile first, so the profile
 * does not name another language; should that fail, the console still switches.
 */
export function LocaleSwitcher({ dark = false, save }: { dark?: boolean; save?: (locale: Locale) => Promise<void> }) {
  const t = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  // Disabled until hydrated, like a <Form>'s fields: a choice made on the server's HTML would reach no handler.
  const hydrated = useHydrated();
  const change = async (next: Locale) => {
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    await save?.(next).catch(() => {});
    router.refresh();
  };
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{t("language")}</span>
      <select
        name="locale"
        value={locale}
        disabled={!hydrated}
        onChange={(event) => void change(event.target.value as Locale)}
        className={
          dark
            ? "rounded-md border-0 bg-slate-800 py-1 pl-2 pr-7 text-xs text-slate-200 ring-1 ring-inset ring-slate-700 focus:ring-2 focus:ring-indigo-400"
            : "rounded-md border-0 bg-transparent py-1 pl-2 pr-7 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
        }
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
