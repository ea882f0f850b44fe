import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VerifyEmail } from "./verify-email";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("verifyTitle") };
}

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  return <VerifyEmail token={(await searchParams).token ?? ""} />;
}
