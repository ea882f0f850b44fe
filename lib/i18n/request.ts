import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, formatsFor, isLocale, isTimeZone, LOCALE_COOKIE, TIME_ZONE_COOKIE, type Locale } from "./config";
import { loadMessages } from "./load-messages";

async function resolveLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  const accept = (await headers()).get("accept-language") ?? "";
  return /^\s*ko\b/i.test(accept) ? "ko" : DEFAULT_LOCALE;
}

// No locale in the URL: the choice is a cookie (the switcher sets it), else the browser's language.
export default getRequestConfig(async () => {
  const locale = await resolveLocale();
  const zone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  return {
    locale,
    messages: loadMessages(locale),
    timeZone: isTimeZone(zone) ? zone : "UTC",
    formats: formatsFor(locale),
  };
});
