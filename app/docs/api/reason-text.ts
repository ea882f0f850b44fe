import { REASONS, type Reason } from "@/lib/api/reasons";

type Translate = { has: (key: string) => boolean; (key: string): string };

/** What a reason means: the reference's own wording in English, the catalogue's text in other languages. */
export function reasonText(reason: Reason, locale: string, t: Translate): string {
  if (locale !== "en" && t.has(reason)) return t(reason);
  return REASONS[reason].meaning;
}
