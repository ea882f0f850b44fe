import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getLocale, getTimeZone } from "next-intl/server";
import { headers } from "next/headers";
import { AreaMessages } from "@/components/area-messages";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "AdNet Console", template: "%s · AdNet Console" },
  description: "Advertiser console for a mobile-game ad network",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Read per request: Next.js puts proxy.ts's CSP nonce on its scripts only when pages render dynamically.
  await headers();
  const locale = await getLocale();
  const timeZone = await getTimeZone();
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        <AreaMessages area="root">
          <Providers timeZone={timeZone}>{children}</Providers>
        </AreaMessages>
      </body>
    </html>
  );
}
