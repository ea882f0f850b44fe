import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { currentUser } from "@/lib/auth/session";
import { InvitationView } from "@/app/(auth)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("invitationTitle") };
}

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const user = await currentUser();
  return <InvitationView token={token} signedInEmail={user?.email ?? null} />;
}
