"use client";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Locale } from "@/lib/i18n/config";
import type { Profile } from "@/lib/users/profile-schemas";
import { accountKeys } from "@/lib/users/query-keys";

/**
 * Saves a language chosen in the console's switcher to the signed-in person's profile, so the profile (and the
 * e-mails it governs) says what the console shows. The profile is replaced whole: it is read first.
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    const { fullName, timezone } = await apiFetch<Profile>(apiPath.auth.profile());
    const saved = await apiFetch<Profile>(apiPath.auth.profile(), { method: "PUT", body: { fullName, locale, timezone } });
    queryClient.setQueryData(accountKeys.profile(), saved);
  };
}
