import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getLocale, getTimeZone } from "next-intl/server";
import { headers } from "next/headers";
import { AreaMessages } from "@/components/area-messages";
import { Providers } from "./providers";
import "./globals.css";

// The tab's icon in the page itself: as a file (app/icon.svg) it was a request of its own on every cold load,
// headers three times its 246 bytes.
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/>' +
  '<path d="M9 23l7-14 7 14M11.5 18h9" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export const metadata: Metadata = {
  title: { default: "AdNet Console", template: "%s · AdNet Console" },
  description: "Advertiser console for a mobile-game ad network",
  icons: { icon: { url: `data:image/svg+xml,${encodeURIComponent(ICON)}`, type: "image/svg+xml" } },
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
