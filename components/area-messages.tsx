import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { messagesFor, type MessageArea } from "@/lib/i18n/client-namespaces";

/** The client provider of one part of the app, with only the messages its client components use. */
export async function AreaMessages({ area, children }: { area: MessageArea; children: ReactNode }) {
  return <NextIntlClientProvider messages={messagesFor(await getMessages(), area)}>{children}</NextIntlClientProvider>;
}
