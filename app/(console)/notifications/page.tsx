import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { requireSession } from "@/lib/auth/session";
import { NotificationsView } from "./notifications-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notifications"))("pageTitle") };
}

export default async function NotificationsPage() {
  await requireSession("/notifications");
  const t = await getTranslations("notifications");
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Link href="/organizations" className="text-sm text-indigo-700 hover:underline">
        ← {t("back")}
      </Link>
      <NotificationsView />
    </main>
  );
}
