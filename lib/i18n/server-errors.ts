// Server refusals onto form fields, in the page's language.
import { pageLocale } from "@/lib/i18n/page-locale";
import { ApiClientError } from "@/lib/api/client";

type Localize = typeof import("@/lib/i18n/validation-messages").localizeMessage;
let localize: Localize | undefined;
// The validation catalogue loads after the page: a refusal arrives only after a request, by which time it is here
// (the forms' lazy resolvers load the same module). Should it not be, the server's English text is shown.
if (typeof window !== "undefined") {
  import("@/lib/i18n/validation-messages").then(
    (module) => (localize = module.localizeMessage),
    () => {},
  );
}

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
      setError(detail.path as never, { type: "server", message: localize?.(detail.message, pageLocale()) ?? detail.message });
      applied = true;
    }
  }
  return applied;
}
