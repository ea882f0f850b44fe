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
// `now` is the request's time and travels to the browser with the messages: a relative time ("5 seconds ago")
// hydrates from the same instant the server rendered, then useNow's interval moves it on. Without it the browser
// renders from its own clock and React's hydration fails on the text.
export default getRequestConfig(async () => {
  const locale = await resolveLocale();
  const zone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  return {
    locale,
    messages: loadMessages(locale),
    timeZone: isTimeZone(zone) ? zone : "UTC",
    formats: formatsFor(locale),
    now: new Date(),
  };
});
