import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ProfileView } from "@/app/(console)/lazy-forms";
import { Hydrate } from "@/components/console/hydrate";
import { requireSession } from "@/lib/auth/session";
import { prefetchProfile } from "@/lib/prefetch/profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profile"))("title") };
}

export default async function ProfilePage() {
  await requireSession("/profile");
  const [t] = await Promise.all([getTranslations(), prefetchProfile()]);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Link href="/organizations" className="text-sm text-indigo-700 hover:underline">
        ← {t("profile.back")}
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t("profile.title")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("profile.subtitle")}</p>
      <Hydrate>
        <ProfileView />
      </Hydrate>
    </main>
  );
}
