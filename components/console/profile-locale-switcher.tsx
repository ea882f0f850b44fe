"use client";
import { useSaveLocale } from "@/lib/users/hooks/use-save-locale";
import { LocaleSwitcher } from "./locale-switcher";

/** The language switcher of signed-in pages: the choice is saved to the profile too. */
export function ProfileLocaleSwitcher({ dark = false }: { dark?: boolean }) {
  return <LocaleSwitcher dark={dark} save={useSaveLocale()} />;
}
