import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { mailConfigured } from "@/lib/mail/transport";
import { SignInForm } from "@/app/(auth)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("signIn") };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const { callbackUrl } = await searchParams;
  // Only same-site paths: never bounce a signed-in user to another origin. Without one, the organization picker,
  // which sends someone who belongs to one organization on to it.
  const next = callbackUrl?.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : "/organizations?signedIn";
  // A server without mail tells a failed sign-in how an unconfirmed sign-up gets confirmed (the same words for any e-mail).
  return <SignInForm callbackUrl={next} mailOff={!mailConfigured()} />;
}
