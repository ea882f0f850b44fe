import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { messagesFor, type MessageArea } from "@/lib/i18n/client-namespaces";

/**
 * The client provider of one part of the app, with only the messages its client components use. `timeZone`
 * replaces the reader's own zone there (an organization's pages show its zone); server and browser format with it.
 */
export async function AreaMessages({ area, timeZone, children }: { area: MessageArea; timeZone?: string; children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={messagesFor(await getMessages(), area)} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
