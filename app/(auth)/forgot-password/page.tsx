import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { mailConfigured } from "@/lib/mail/transport";
import { ForgotPasswordForm } from "@/app/(auth)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("forgotTitle") };
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm mailOff={!mailConfigured()} />;
}
