import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignUpForm } from "./sign-up-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("signUp") };
}

export default function SignUpPage() {
  return <SignUpForm />;
}
