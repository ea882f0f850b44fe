// Server refusals onto form fields: kept apart from the fetcher so that pages without a form do not load the
// validation catalogue.
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeMessage } from "@/lib/i18n/validation-messages";
import { ApiClientError } from "./client";

/** Puts a server's validation `details` on the form fields they name (react-hook-form's setError). */
export function applyServerErrors(
  error: unknown,
  setError: (name: never, error: { type: string; message: string }) => void,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiClientError) || error.details.length === 0) return false;
  let applied = false;
  for (const detail of error.details) {
    if (fields.includes(detail.path)) {
      setError(detail.path as never, { type: "server", message: localizeMessage(detail.message, pageLocale()) ?? detail.message });
      applied = true;
    }
  }
  return applied;
}
